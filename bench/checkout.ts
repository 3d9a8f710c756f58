// npm run bench:checkout — latency of POST /api/create-checkout-session at 1, 10 and 50 concurrent, and the
// last-unit race (1 unit, 200 concurrent), on SQLite and on Postgres; prints the figures as JSON.
// In-process: the route handler is called with real Request objects against Payload's Local API on a fresh
// database (a child process per database, since the config binds its adapter on import). No HTTP socket, no
// Next server: the figures are the handler + validation + transaction + payment-session cost, not networking.
// Bounded: BENCH_REQUESTS per level (default 100, at least the concurrency) and BENCH_LEVEL_MS per level.
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { childMain, runUntilOk } from '../scripts/child'
import { loadEnv } from '../scripts/env'

const LEVELS = [1, 10, 50]
const RACE = 200
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
  // The last unit: 200 shoppers at once, one pair left.
  await product('bench-race', 1)
  const race = await level(RACE, 'bench-race', RACE, 120_000)
  const left = (await payload.find({ collection: 'inventory', where: { sku: { equals: 'bench-race' } }, overrideAccess: true })).docs[0]!.quantity
  const holds = (await payload.count({ collection: 'orders', where: { 'lines.sku': { equals: 'bench-race' } }, overrideAccess: true })).totalDocs
  writeFileSync(process.env.BENCH_OUT!, JSON.stringify({ levels, race: { ...race, stock_left: left, orders_holding: holds } }))
}

if (process.env.SCRIPT_CHILD) childMain(child)
else {
  loadEnv()
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'maison-bench-checkout-'))
  const pgBase = process.env.POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test'
  const out: Record<string, unknown> = { mode: 'in-process route handler (Local API), test payment provider', cpus: os.cpus().length }
  for (const [name, url] of [['sqlite', `file:${path.join(tmp, 'bench.db')}`], ['postgres', pgBase]] as const) {
    let dbUrl = url
    if (name === 'postgres') {
      const pg = (await import('pg')).default
      const db = `bench_${Date.now().toString(36)}`
      const admin = new pg.Client({ connectionString: pgBase })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${db}`)
      await admin.end()
      const u = new URL(pgBase)
      u.pathname = `/${db}`
      dbUrl = u.toString()
    }
    const file = path.join(tmp, `${name}.json`)
    runUntilOk('bench/checkout.ts', [], {
      DATABASE_URL: dbUrl, BENCH_OUT: file, SKIP_DB_PREPARE: '1', SEED_IMAGES: 'none', SERVER_URL: SITE,
      CHECKOUT_RATE_LIMIT: '100000000', NODE_ENV: 'test', PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret',
    })
    out[name] = JSON.parse(readFileSync(file, 'utf8'))
  }
  console.log(JSON.stringify(out, null, 2))
}
