// Home hero slides: a product on one side of a wide scene, leaving room for the headline.
import { colorHex } from '../palette'
import { hash, prng } from '../util'
import { Ctx } from './canvas'
import { type Prod, ALL_PRODUCTS, placeProduct } from './figures'
import { type Mood, PAINTERS, type SceneKind } from './settings'
import { studio } from './interiors'

interface HeroPlan {
  product: Prod
  kind: SceneKind
  mood: Mood
  side: 'left' | 'right'
}

export function heroPlan(index: number): HeroPlan {
  const i = Math.max(0, Math.floor(index))
  const product = ALL_PRODUCTS[(i * 7) % ALL_PRODUCTS.length]
  const kinds: SceneKind[] = [
    'studio',
    'facade',
    'rooftop',
    'parquet',
    'garden',
    'staircase',
    'studio',
    'stage',
    'street',
    'rooftop',
  ]
  const kind = product.type === 'gloves' ? 'studio' : kinds[i % kinds.length]
  const mood: Mood = kind === 'rooftop' ? (i % 3 === 0 ? 'night' : 'dusk') : kind === 'street' && i % 2 ? 'dusk' : 'day'
  return { product, kind, mood, side: i % 2 ? 'left' : 'right' }
}

/** Home hero slide 1920×1080 (index 0 … 24, any integer accepted). The product sits on one side, leaving room for text. */
export function heroSvg(index: number): string {
  const plan = heroPlan(index)
  const c = new Ctx(1920, 1080, prng(hash(`hero/${index}`)))
  const hex = colorHex(plan.product.color)
  const px = plan.side === 'right' ? 0.68 : 0.32
  const floorY = plan.kind === 'studio' ? studio(c, plan.mood, hex, px) : PAINTERS[plan.kind](c, plan.mood, hex)
  const len = plan.kind === 'studio' ? 300 : plan.product.type === 'boots' ? 220 : 270
  const x =
    plan.kind === 'stage'
      ? c.W * 0.55 - len * 0.6
      : plan.kind === 'street'
        ? c.W * 0.06
        : c.W * px - len * (plan.kind === 'studio' ? 0.5 : 0.6)
  placeProduct(c, plan.product, x, floorY, len, { pair: plan.kind !== 'studio', elev: 0.3 })
  // gentle gradient on the text side for legibility
  const left = plan.side === 'right'
  c.rect(
    0,
    0,
    c.W,
    c.H,
    c.lin(
      [
        [0, '#000', left ? 0.18 : 0],
        [0.5, '#000', 0],
        [1, '#000', left ? 0 : 0.18],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  c.photo(floorY)
  return c.svg()
}
