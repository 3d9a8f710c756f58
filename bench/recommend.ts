// bench/recommend: 40 bilingual requests to the style assistant's built-in engine, each with the attributes a
// right answer must have (type, colour, price ceiling, size in stock). Runs the real path — intent parsing, catalog
// facts and stock read from a freshly migrated and seeded SQLite database, retrieval, ranking, the id check —
// and prints precision of the top 3 (share of the returned top-3 pairs that have every expected attribute) and
// the latency percentiles. Goals for the built-in engine: precision ≥ 0.9, p95 ≤ 100 ms. Exits 1 below a goal.
//   npx tsx bench/recommend.ts
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pct, seededPayload } from './inProcess'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'maison-bench-rec-'))
process.env.DATABASE_URL = `file:${path.join(tmp, 'bench.db')}`
process.env.MEDIA_DIR = path.join(tmp, 'media')
process.env.PAYLOAD_SECRET ||= 'bench-secret'
process.env.SKIP_DB_PREPARE = '1'
process.env.SEED_IMAGES = 'none'
delete process.env.AI_BASE_URL // the built-in engine is what this bench measures

type Expect = { type?: string; color?: string; priceMax?: number; size?: string }
type Case = { locale: 'en' | 'fr'; text: string; chips?: Record<string, unknown>; expect: Expect }

const CASES: Case[] = [
  { locale: 'en', text: 'black pumps size 38', expect: { type: 'pumps', color: 'black', size: '38' } },
  { locale: 'fr', text: 'escarpins noirs pointure 38', expect: { type: 'pumps', color: 'black', size: '38' } },
  { locale: 'en', text: 'red ankle boots in a 39', expect: { type: 'ankle-boots', color: 'red', size: '39' } },
  { locale: 'fr', text: 'bottines rouges en 39', expect: { type: 'ankle-boots', color: 'red', size: '39' } },
  { locale: 'en', text: 'sneakers under 500 euros', expect: { type: 'sneakers', priceMax: 50000 } },
  { locale: 'fr', text: 'des baskets à moins de 500 €', expect: { type: 'sneakers', priceMax: 50000 } },
  { locale: 'en', text: 'white trainers size 40', expect: { type: 'sneakers', color: 'white', size: '40' } },
  { locale: 'fr', text: 'baskets blanches taille 40', expect: { type: 'sneakers', color: 'white', size: '40' } },
  { locale: 'en', text: 'burgundy boots', expect: { type: 'boots', color: 'burgundy' } },
  { locale: 'fr', text: 'bottes bordeaux', expect: { type: 'boots', color: 'burgundy' } },
  {
    locale: 'en',
    text: 'cognac ankle boots size 37.5',
    expect: { type: 'ankle-boots', color: 'cognac', size: '37.5' },
  },
  {
    locale: 'fr',
    text: 'bottines cognac pointure 37,5',
    expect: { type: 'ankle-boots', color: 'cognac', size: '37.5' },
  },
  { locale: 'en', text: 'nude pumps for the office', expect: { type: 'pumps', color: 'nude' } },
  { locale: 'fr', text: 'escarpins nude pour le bureau', expect: { type: 'pumps', color: 'nude' } },
  { locale: 'en', text: 'yellow pumps, size 38', expect: { type: 'pumps', color: 'yellow', size: '38' } },
  { locale: 'fr', text: 'escarpins jaunes en 38', expect: { type: 'pumps', color: 'yellow', size: '38' } },
  { locale: 'en', text: 'ivory sandals for a wedding', expect: { type: 'sandals', color: 'ivory' } },
  { locale: 'fr', text: 'sandales ivoire pour un mariage', expect: { type: 'sandals', color: 'ivory' } },
  { locale: 'en', text: 'black sandals size 39', expect: { type: 'sandals', color: 'black', size: '39' } },
  { locale: 'fr', text: 'sandales noires pointure 39', expect: { type: 'sandals', color: 'black', size: '39' } },
  { locale: 'en', text: 'boots under 1300 size 38', expect: { type: 'boots', priceMax: 130000, size: '38' } },
  { locale: 'fr', text: 'bottes jusqu’à 1300 euros en 38', expect: { type: 'boots', priceMax: 130000, size: '38' } },
  { locale: 'en', text: 'something under 700 in a 38', expect: { priceMax: 70000, size: '38' } },
  { locale: 'fr', text: 'quelque chose à moins de 700 € en 38', expect: { priceMax: 70000, size: '38' } },
  { locale: 'en', text: 'black gloves', expect: { type: 'gloves', color: 'black' } },
  { locale: 'fr', text: 'gants noirs', expect: { type: 'gloves', color: 'black' } },
  { locale: 'en', text: 'gloves hand size 7', expect: { type: 'gloves', size: '7' } },
  { locale: 'fr', text: 'gants taille 7', expect: { type: 'gloves', size: '7' } },
  { locale: 'en', text: 'red pumps for an evening out', expect: { type: 'pumps', color: 'red' } },
  { locale: 'fr', text: 'escarpins rouges pour une soirée', expect: { type: 'pumps', color: 'red' } },
  {
    locale: 'en',
    text: 'comfortable shoes to walk all day',
    chips: { size: '38' },
    expect: { type: 'sneakers', size: '38' },
  },
  {
    locale: 'fr',
    text: 'des chaussures confortables pour marcher',
    chips: { size: '38' },
    expect: { type: 'sneakers', size: '38' },
  },
  { locale: 'en', text: '', chips: { color: 'black', size: '37' }, expect: { color: 'black', size: '37' } },
  { locale: 'fr', text: '', chips: { color: 'red', budget: 700 }, expect: { color: 'red', priceMax: 70000 } },
  { locale: 'en', text: 'ivory ankle boots', expect: { type: 'ankle-boots', color: 'ivory' } },
  { locale: 'fr', text: 'bottines ivoire', expect: { type: 'ankle-boots', color: 'ivory' } },
  { locale: 'en', text: 'black boots size 41', expect: { type: 'boots', color: 'black', size: '41' } },
  { locale: 'fr', text: 'bottes noires pointure 41', expect: { type: 'boots', color: 'black', size: '41' } },
  { locale: 'en', text: 'black sneakers max 450', expect: { type: 'sneakers', color: 'black', priceMax: 45000 } },
  {
    locale: 'fr',
    text: 'baskets noires 450 euros maximum',
    expect: { type: 'sneakers', color: 'black', priceMax: 45000 },
  },
]

async function main() {
  await seededPayload()
  const { recommend } = await import('@/server/recommend')
  const { catalogFacts } = await import('@/server/recommend/facts')
  const { recommendRequestSchema } = await import('@/domain/schemas/recommend')
  const facts = new Map((await catalogFacts()).map((f) => [f.id, f]))

  // Warm-up (index build, first queries), not counted.
  for (const c of CASES.slice(0, 5)) await recommend(recommendRequestSchema.parse(c))
  const latencies: number[] = []
  let relevant = 0
  let returned = 0
  const misses: string[] = []
  for (const c of CASES) {
    const req = recommendRequestSchema.parse({ locale: c.locale, text: c.text, chips: c.chips ?? {} })
    const t0 = performance.now()
    const run = await recommend(req)
    latencies.push(performance.now() - t0)
    const top = run.response.recommendations.slice(0, 3)
    for (const r of top) {
      const f = facts.get(r.id)!
      const e = c.expect
      const sizeOk = !e.size || f.sizes.some((s) => s.size === e.size && s.online + s.boutique > 0)
      const ok =
        (!e.type || f.type === e.type) &&
        (!e.color || f.color === e.color) &&
        (!e.priceMax || f.price <= e.priceMax) &&
        sizeOk
      returned++
      if (ok) relevant++
      else misses.push(`${c.locale} "${c.text || JSON.stringify(c.chips)}" → ${f.handle}`)
    }
    if (top.length === 0) misses.push(`${c.locale} "${c.text}" → nothing`)
  }
  const precision = returned ? relevant / returned : 0
  const p50 = pct(latencies, 50)
  const p95 = pct(latencies, 95)
  console.log(`requests: ${CASES.length} (${CASES.filter((c) => c.locale === 'fr').length} French)`)
  console.log(
    `precision@3: ${precision.toFixed(3)} (${relevant}/${returned} top-3 pairs with every expected attribute)`,
  )
  console.log(`latency ms: p50 ${p50.toFixed(1)}, p95 ${p95.toFixed(1)}, max ${Math.max(...latencies).toFixed(1)}`)
  for (const m of misses) console.log(`  miss: ${m}`)
  const ok = precision >= 0.9 && p95 <= 100
  console.log(ok ? 'goals met (precision ≥ 0.9, p95 ≤ 100 ms)' : 'GOAL MISSED')
  process.exit(ok ? 0 : 1)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
