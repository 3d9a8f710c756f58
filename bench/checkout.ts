// npm run bench:checkout — latency of POST /api/create-checkout-session at 1, 10 and 50 concurrent, and the
// last-unit race (1 unit, 200 concurrent), on SQLite and on Postgres; prints the figures as JSON.
// In-process: the route handler is called with real Request objects against Payload's Local API on a fresh
// database (a child process per database, since the config binds its adapter on import). No HTTP socket, no
// Next server: the figures are the handler + validation + transaction + payment-session cost, not networking.
// Bounded: BENCH_REQUESTS per level (default 100, at least the concurrency) and BENCH_LEVEL_MS per level.
// Postgres: DATABASE_URL when it is a postgres:// URL (else POSTGRES_URL, else the local server); a throwaway
// database is created on it and dropped afterwards; no reachable server → that half is skipped, with a line.
// Exits non-zero when the race oversells or loses a unit: stock left ≠ 0, holding orders ≠ units, or ≠ 1 × 200.
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { childMain, runUntilOk } from '../scripts/child'
import { loadEnv } from '../scripts/env'

const LEVELS = [1, 10, 50]
const RACE = 200
const RACE_UNITS = Number(process.env.BENCH_RACE_UNITS) || 1
const SITE = 'http://127.0.0.1:3000'

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
const round = (n: number) => Math.round(n * 10) / 10

async function child() {
  const { writeFileSync } = await import('node:fs')
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const payload = await getPayload({ config })
  const { migrationsForDatabase } = await import('../src/server/migrations')
  await payload.db.migrate({ migrations: migrationsForDatabase() as never })
  const { seedStores } = await import('../seed/stores')
  const { onlineStoreId } = await import('../src/server/checkout/stock')
  const { POST } = await import('../src/app/api/create-checkout-session/route')
  await seedStores(payload)
  const store = await onlineStoreId(payload)
  async function product(sku: string, stock: number) {
    const type = await payload.create({ collection: 'product-types', data: { slug: `t-${sku}`, name: 'Pumps', sizeSystem: 'eu-shoe' }, overrideAccess: true })
    const p = await payload.create({ collection: 'products', data: { title: 'Vavin pumps', productType: type.id, color: sku, colorName: 'Red', price: 69000 }, overrideAccess: true })
    await payload.create({ collection: 'product-variants', data: { product: p.id, size: '38', sku }, overrideAccess: true })
    await payload.create({ collection: 'inventory', data: { sku, store, quantity: stock }, overrideAccess: true })
  }
  const body = (sku: string) => JSON.stringify({
    items: [{ id: `${sku}:38`, product_id: sku, title: 'Vavin pumps', price: 69000, quantity: 1, size: '38', color: 'red', type: 'pumps', image: '' }],
    email: 'bench@example.com',
    shippingAddress: { name: 'Bench Shopper', address: { line1: '1 rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' } },
    successUrl: `${SITE}/checkout/success`,
    cancelUrl: `${SITE}/`,
  })
  async function one(sku: string) {
    const t0 = performance.now()
    const res = await POST(new Request(`${SITE}/api/create-checkout-session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(sku) }))
    await res.arrayBuffer()
    return { ms: performance.now() - t0, status: res.status }
  }
  async function level(concurrency: number, sku: string, total: number, budgetMs: number) {
    const results: { ms: number; status: number }[] = []
    const end = Date.now() + budgetMs
    let started = 0
    const t0 = performance.now()
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (started < total && Date.now() < end) {
        started++
        results.push(await one(sku))
      }
    }))
    const wall = performance.now() - t0
    const ms = results.map((r) => r.ms).sort((a, b) => a - b)
    const statuses: Record<string, number> = {}
    for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1
    return { concurrency, requests: results.length, p50_ms: round(pct(ms, 50)), p95_ms: round(pct(ms, 95)), max_ms: round(ms.at(-1) ?? 0), throughput_rps: round(results.length / (wall / 1000)), statuses }
  }
  const perLevel = Number(process.env.BENCH_REQUESTS) || 100
  const budget = Number(process.env.BENCH_LEVEL_MS) || 60_000
  await product('bench-load', 1_000_000)
  await one('bench-load') // warm-up: schema caches, first transaction
  const levels = []
  for (const c of LEVELS) levels.push(await level(c, 'bench-load', Math.max(perLevel, c), budget))
  // The last units: 200 shoppers at once, RACE_UNITS pairs left.
  await product('bench-race', RACE_UNITS)
  const race = await level(RACE, 'bench-race', RACE, 120_000)
  const left = (await payload.find({ collection: 'inventory', where: { sku: { equals: 'bench-race' } }, overrideAccess: true })).docs[0]!.quantity
  const holds = (await payload.count({ collection: 'orders', where: { and: [{ 'lines.sku': { equals: 'bench-race' } }, { 'hold.state': { equals: 'held' } }] }, overrideAccess: true })).totalDocs
  writeFileSync(process.env.BENCH_OUT!, JSON.stringify({ levels, race: { ...race, units: RACE_UNITS, stock_left: left, orders_holding: holds } }))
}

/** What is wrong with a race result, if anything (empty: it sold exactly the units and nothing more). */
function raceProblems(race: { units: number; stock_left: number; orders_holding: number; statuses: Record<string, number> }) {
  const problems: string[] = []
  if (race.stock_left !== 0) problems.push(`stock left ${race.stock_left}, expected 0`)
  if (race.orders_holding !== race.units) problems.push(`${race.orders_holding} orders holding stock, expected ${race.units}`)
  if ((race.statuses['200'] ?? 0) !== race.units) problems.push(`${race.statuses['200'] ?? 0} × 200, expected ${race.units}`)
  if ((race.statuses['409'] ?? 0) !== RACE - race.units) problems.push(`${race.statuses['409'] ?? 0} × 409, expected ${RACE - race.units}`)
  return problems
}

async function postgresBase(): Promise<string | null> {
  const fromEnv = [process.env.DATABASE_URL, process.env.POSTGRES_URL].find((u) => u && /^postgres(ql)?:\/\//.test(u))
  const base = fromEnv || 'postgres://postgres@127.0.0.1:5432/test'
  const pg = (await import('pg')).default
  const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
    return base
  } catch (err) {
    console.log(`postgres: skipped (no server reachable at ${new URL(base).host}: ${(err as Error).message})`)
    return null
  } finally {
    await client.end().catch(() => undefined)
  }
}

async function adminQuery(base: string, sql: string) {
  const pg = (await import('pg')).default
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}

if (process.env.SCRIPT_CHILD) childMain(child)
else {
  loadEnv()
  const pgBase = await postgresBase()
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'maison-bench-checkout-'))
  const out: Record<string, unknown> = { mode: 'in-process route handler (Local API), test payment provider', cpus: os.cpus().length }
  const targets: [string, string][] = [['sqlite', `file:${path.join(tmp, 'bench.db')}`]]
  if (pgBase) targets.push(['postgres', pgBase])
  const failures: string[] = []
  for (const [name, url] of targets) {
    let dbUrl = url
    let drop: string | null = null
    if (name === 'postgres') {
      const db = `bench_${Date.now().toString(36)}_${process.pid}`
      await adminQuery(url, `CREATE DATABASE ${db}`)
      drop = db
      const u = new URL(url)
      u.pathname = `/${db}`
      dbUrl = u.toString()
    }
    try {
      const file = path.join(tmp, `${name}.json`)
      runUntilOk('bench/checkout.ts', [], {
        DATABASE_URL: dbUrl, BENCH_OUT: file, SKIP_DB_PREPARE: '1', SEED_IMAGES: 'none', SERVER_URL: SITE,
        CHECKOUT_RATE_LIMIT: '100000000', NODE_ENV: 'test', PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret',
        EMAIL_QUEUE_MANUAL: '1',
      })
      const result = JSON.parse(readFileSync(file, 'utf8'))
      out[name] = result
      for (const p of raceProblems(result.race)) failures.push(`${name}: ${p}`)
    } finally {
      if (drop) await adminQuery(url, `DROP DATABASE IF EXISTS ${drop} WITH (FORCE)`).catch((e) => console.error(`could not drop ${drop}: ${(e as Error).message}`))
    }
  }
  console.log(JSON.stringify(out, null, 2))
  if (failures.length) {
    console.error(`Last-unit race FAILED:\n  ${failures.join('\n  ')}`)
    process.exit(1)
  }
  console.log(`Last-unit race OK: ${RACE} concurrent for ${RACE_UNITS} unit(s) on ${targets.map(([n]) => n).join(' and ')}.`)
}
