// Magazine images: the setting and product follow the article's slug (rooftop, stage, street, café…).
import { COLORS, COLORWAYS, colorHex } from '../palette'
import { hash, pick, prng } from '../util'
import { Ctx } from './canvas'
import { type Prod, ALL_PRODUCTS, dancer, placeProduct } from './figures'
import { type Mood, PAINTERS, type SceneKind } from './settings'
import { cafe, studio } from './interiors'

const MOTIFS: Array<[RegExp, SceneKind]> = [
  [/roof|toit|zinc|dusk|sunset|crepuscule/, 'rooftop'],
  [/dance|danse|ballet|spotlight|stage|scene|theat|opera|odc|choreo|night-out/, 'stage'],
  [/van|road|trip|drive|route|camionnette|delivery|street|rue/, 'street'],
  [/garden|jardin|luxembourg|park|tuileries|spring|summer/, 'garden'],
  [/stair|escalier|marble|marbre/, 'staircase'],
  [/parquet|salon|apartment|home|versailles|interior/, 'parquet'],
  [/emily|cafe|coffee|terrace|terrasse|bistro|breakfast/, 'cafe'],
  [/atelier|workshop|craft|fermo|marche|last|leather|made|savoir|artisan|fabrication/, 'workshop'],
  [/paris|facade|haussmann|tournon|boutique|saint-germain|rive|left-bank/, 'facade'],
]

export function articlePlan(key: string): { kind: SceneKind; mood: Mood; product: Prod; words: string[] } {
  const parts = key.split('/')
  const slug = parts[1] ?? key
  const words = slug
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  const h = hash(key)
  const hs = hash(slug)
  const joined = words.join('-')
  const matched = MOTIFS.filter(([re]) => re.test(joined)).map(([, k]) => k)
  const n = parts[2] === 'cover' || parts[2] === undefined ? 0 : Number(parts[2]) || 0
  const pool: SceneKind[] = matched.length ? matched : ['facade', 'parquet', 'staircase', 'garden', 'studio']
  // cover uses the main motif; numbered images rotate through motifs and then the general settings
  const kind =
    n === 0
      ? pool[0]
      : n <= pool.length - 1
        ? pool[n]
        : pick<SceneKind>(['studio', 'facade', 'parquet', 'staircase', 'garden', ...pool], h)
  const night = words.some((w) => /night|nuit|evening|soir|spotlight|black/.test(w))
  const mood: Mood = night ? 'night' : /dusk|sunset|roof/.test(joined) ? 'dusk' : 'day'
  // product: colour and type words from the slug, otherwise from the hash
  const colorWord =
    words.find((w) => COLORS[w]) ?? (words.includes('noir') ? 'black' : words.includes('rouge') ? 'red' : undefined)
  const typeWord = words
    .map((w) =>
      /pump|escarpin|heel/.test(w)
        ? 'pumps'
        : /ankle|bottine/.test(w)
          ? 'ankle-boots'
          : /boot|botte/.test(w)
            ? 'boots'
            : /sandal/.test(w)
              ? 'sandals'
              : /sneaker|basket/.test(w)
                ? 'sneakers'
                : /glove|gant/.test(w)
                  ? 'gloves'
                  : '',
    )
    .find(Boolean)
  let product: Prod
  const candidates = ALL_PRODUCTS.filter(
    (p) => (!colorWord || p.color === colorWord) && (!typeWord || p.type === typeWord),
  )
  if (candidates.length) product = candidates[(hs + n) % candidates.length]
  else product = ALL_PRODUCTS[(hs + n * 5) % ALL_PRODUCTS.length]
  if (/dance|danse|ballet|stage|spotlight|odc/.test(joined) && !typeWord)
    product = { type: 'pumps', color: colorWord && COLORWAYS.pumps.includes(colorWord) ? colorWord : 'red' }
  return { kind, mood, product, words }
}

/** Editorial image 1600×1000 for keys like 'article/<slug>/cover' or 'article/<slug>/<n>'. */
export function articleSvg(key: string): string {
  const plan = articlePlan(key)
  const c = new Ctx(1600, 1000, prng(hash(key)))
  const hex = colorHex(plan.product.color)
  const right = hash(key) % 2 === 0
  const floorY =
    plan.kind === 'studio'
      ? studio(c, plan.mood, hex, right ? 0.65 : 0.35)
      : plan.kind === 'cafe'
        ? cafe(c, plan.mood, hex, plan.words.includes('emily'))
        : PAINTERS[plan.kind](c, plan.mood, hex)
  const len = plan.kind === 'studio' ? 250 : 200
  const x =
    plan.kind === 'street'
      ? c.W * 0.08
      : plan.kind === 'cafe'
        ? c.W * 0.52
        : plan.kind === 'stage'
          ? c.W * 0.55 - len * 0.6
          : c.W * (right ? 0.6 : 0.25)
  if (plan.kind === 'stage' && /dance|danse|ballet|odc/.test(plan.words.join('-')))
    dancer(c, c.W * 0.55, floorY, c.H * 0.62, hex)
  else placeProduct(c, plan.product, x, floorY, len, { pair: plan.kind !== 'studio', elev: 0.3 })
  c.photo(floorY)
  return c.svg()
}
