// bench/search: 40 bilingual queries (names, types, colours, materials, typos, missing accents, magazine titles)
// against the site search on a freshly migrated and seeded SQLite database, in this process: first the index
// service itself (src/server/search), then GET /api/search's handler (pipeline, zod, rate limit, JSON). Prints
// the index's build time, p50/p95 of each path, and every query whose expected document is not in its results.
// Goal: p95 ≤ 20 ms for the index service. Exits 1 below the goal or when a query misses.
//   npm run bench:search
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pct, seededPayload } from './inProcess'

const tmp = mkdtempSync(path.join(os.tmpdir(), 'maison-bench-search-'))
process.env.DATABASE_URL = `file:${path.join(tmp, 'bench.db')}`
process.env.MEDIA_DIR = path.join(tmp, 'media')
process.env.PAYLOAD_SECRET ||= 'bench-secret'
process.env.SKIP_DB_PREPARE = '1'
process.env.SEED_IMAGES = 'none'
process.env.API_RATE_LIMIT = '100000'

type Case = { locale: 'en' | 'fr'; q: string; expect: string }
// expect: a product handle, or `article:<slug>`.
const CASES: Case[] = [
  { locale: 'fr', q: 'escarpin', expect: 'pumps/black' },
  { locale: 'fr', q: 'bottine rouge', expect: 'ankle-boots/red' },
  { locale: 'en', q: 'emily', expect: 'article:emily-in-paris-filming-locations' },
  { locale: 'en', q: 'red ankle boots', expect: 'ankle-boots/red' },
  { locale: 'fr', q: 'bottines noires', expect: 'ankle-boots/black' },
  { locale: 'en', q: 'black pumps', expect: 'pumps/black' },
  { locale: 'fr', q: 'escarpins rouges', expect: 'pumps/red' },
  { locale: 'en', q: 'burgundy boots', expect: 'boots/burgundy' },
  { locale: 'fr', q: 'bottes bordeaux', expect: 'boots/burgundy' },
  { locale: 'en', q: 'white sneakers', expect: 'sneakers/white' },
  { locale: 'fr', q: 'baskets blanches', expect: 'sneakers/white' },
  { locale: 'en', q: 'gloves', expect: 'gloves' },
  { locale: 'fr', q: 'gants', expect: 'gloves' },
  { locale: 'en', q: 'sandals', expect: 'sandals/black' },
  { locale: 'fr', q: 'sandales', expect: 'sandals/black' },
  { locale: 'en', q: 'tournon', expect: 'ankle-boots/black' },
  { locale: 'fr', q: 'odeon', expect: 'boots/black' },
  { locale: 'en', q: 'Odéon', expect: 'boots/black' },
  { locale: 'fr', q: 'vavin', expect: 'pumps/black' },
  { locale: 'en', q: 'medicis', expect: 'sandals/black' },
  { locale: 'fr', q: 'luco', expect: 'sneakers/white' },
  { locale: 'en', q: 'opera gloves', expect: 'gloves' },
  { locale: 'en', q: 'lambskin', expect: 'ankle-boots/black' },
  { locale: 'fr', q: 'agneau', expect: 'ankle-boots/black' },
  { locale: 'en', q: 'escarpns', expect: 'pumps/black' },
  { locale: 'en', q: 'sandles', expect: 'sandals/black' },
  { locale: 'fr', q: 'botine', expect: 'ankle-boots/black' },
  { locale: 'en', q: 'ankel boots', expect: 'ankle-boots/black' },
  { locale: 'fr', q: 'ivoire', expect: 'ankle-boots/ivory' },
  { locale: 'en', q: 'ivory', expect: 'ankle-boots/ivory' },
  { locale: 'en', q: 'cognac', expect: 'ankle-boots/cognac' },
  { locale: 'fr', q: 'rouge', expect: 'pumps/red' },
  { locale: 'en', q: 'emily in paris', expect: 'article:emily-in-paris-filming-locations' },
  { locale: 'fr', q: 'emily a paris', expect: 'article:emily-in-paris-filming-locations' },
  { locale: 'en', q: 'why wear heels', expect: 'article:why-wear-heels' },
  { locale: 'fr', q: 'talons', expect: 'pumps/black' },
  { locale: 'en', q: 'heels', expect: 'pumps/black' },
  { locale: 'fr', q: 'noir', expect: 'pumps/black' },
  { locale: 'en', q: 'bott', expect: 'boots/black' },
  { locale: 'fr', q: 'escarp', expect: 'pumps/black' },
]

const line = (label: string, xs: number[]) =>
  `${label}: p50 ${pct(xs, 50).toFixed(2)} ms, p95 ${pct(xs, 95).toFixed(2)} ms, max ${Math.max(...xs).toFixed(2)} ms`

async function main() {
  await seededPayload({ content: true })
  const { search } = await import('@/server/search')
  const { GET } = await import('@/app/api/search/route')

  const t0 = performance.now()
  await search('warm', 'en')
  const build = performance.now() - t0

  const inProcess: number[] = []
  const misses: string[] = []
  for (let round = 0; round < 5; round++)
    for (const c of CASES) {
      const start = performance.now()
      const found = await search(c.q, c.locale)
      inProcess.push(performance.now() - start)
      if (round > 0) continue
      const keys = [...found.products.map((p) => p.handle), ...found.articles.map((a) => `article:${a.slug}`)]
      if (!keys.includes(c.expect)) misses.push(`${c.locale} "${c.q}" → ${keys.slice(0, 4).join(', ') || 'nothing'}`)
    }
  const endpoint: number[] = []
  for (let round = 0; round < 5; round++)
    for (const c of CASES) {
      const url = `http://localhost/api/search?${new URLSearchParams({ q: c.q, locale: c.locale })}`
      const start = performance.now()
      const res = await GET(new Request(url))
      await res.json()
      endpoint.push(performance.now() - start)
      if (res.status !== 200) misses.push(`endpoint ${c.q} → ${res.status}`)
    }

  console.log(`queries: ${CASES.length} (${CASES.filter((c) => c.locale === 'fr').length} French), 5 rounds each`)
  console.log(`index build (cold, seeded catalog and magazine): ${build.toFixed(0)} ms`)
  console.log(line('index service', inProcess))
  console.log(line('GET /api/search (handler, in process)', endpoint))
  for (const m of misses) console.log(`  miss: ${m}`)
  const ok = pct(inProcess, 95) <= 20 && misses.length === 0
  console.log(ok ? 'goals met (p95 ≤ 20 ms, every expected document found)' : 'GOAL MISSED')
  process.exit(ok ? 0 : 1)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
