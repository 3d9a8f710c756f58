// npm run bench:checkout — POST /api/create-checkout-session at 1, 10, 50 and 200 concurrent (carts of 1-3 lines):
// p50/p95/p99, throughput, errors and the phase breakdown of one request; then the last-unit race (1,000 shoppers,
// 1 unit) and the webhook replay (500 completed sessions, each delivered 11 times, shuffled) — on SQLite and on
// Postgres, printed as JSON. Two kinds of carts per level: "hot" (every cart holds the same SKU) and "spread" (1-3
// SKUs drawn over 20 of a limited colourway, as a drop's shoppers pick their sizes). Exits non-zero when the race
// or the replay is wrong, never for a slow figure.
// In-process: the route handlers are called with real Request objects against Payload's Local API on a fresh
// database (a child process per database, since the config binds its adapter on import). No HTTP socket, no
// Next server: the figures are the handler + validation + transaction + payment-session cost, not networking.
// Tuning: BENCH_LEVELS (1,10,50,200), BENCH_REQUESTS per level (500, at least 4 × the concurrency),
// BENCH_LEVEL_MS cap per level, BENCH_RACE (1000), BENCH_RACE_UNITS (1), BENCH_HOOK_ORDERS (500),
// BENCH_HOOK_REPLAYS (10), BENCH_CARTS (hot,spread), BENCH_SPREAD_SKUS (20), BENCH_DB (sqlite,postgres),
// BENCH_CPU_PROF (a file prefix for CPU profiles; with BENCH_CPU_PROF_AT=50 the 50-concurrent level is profiled).
// Postgres: DATABASE_URL when it is a postgres:// URL (else POSTGRES_URL, else the local server); a throwaway
// database is created and dropped; no server → skipped.
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { childMain, runUntilOk } from '../scripts/child'
import { loadEnv, scriptPostgresUrl } from '../scripts/env'

const list = (v: string | undefined, fallback: number[]) =>
  v
    ? v
        .split(',')
        .map(Number)
        .filter((n) => n > 0)
    : fallback
const LEVELS = list(process.env.BENCH_LEVELS, [1, 10, 50, 200])
const RACE = Number(process.env.BENCH_RACE) || 1000
const RACE_UNITS = Number(process.env.BENCH_RACE_UNITS) || 1
const HOOK_ORDERS = Number(process.env.BENCH_HOOK_ORDERS) || 500
const HOOK_REPLAYS = Number(process.env.BENCH_HOOK_REPLAYS) || 10
const CARTS = (process.env.BENCH_CARTS || 'hot,spread').split(',')
const SPREAD_SKUS = Number(process.env.BENCH_SPREAD_SKUS) || 20
// BENCH_CPU_PROF_AT=50: profile the level at that concurrency (BENCH_CPU_PROF_CARTS: hot or spread) instead of
// the one-at-a-time phase run.
const PROFILE_AT = Number(process.env.BENCH_CPU_PROF_AT) || 0
const PROFILE_CARTS = process.env.BENCH_CPU_PROF_CARTS || 'spread'
const SITE = 'http://127.0.0.1:3000'
const HOOK_SECRET = 'whsec_bench_checkout'

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
const round = (n: number) => Math.round(n * 10) / 10

/** BENCH_CPU_PROF=<file>: a V8 CPU profile of the one-at-a-time phase run (open it in Chrome's DevTools). */
async function cpuProfile(file: string) {
  const { Session } = await import('node:inspector/promises')
  const { writeFileSync } = await import('node:fs')
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 200 })
  await session.post('Profiler.start')
  return async () => {
    const { profile } = await session.post('Profiler.stop')
    writeFileSync(file, JSON.stringify(profile))
    session.disconnect()
  }
}

async function child() {
  const { existsSync, writeFileSync } = await import('node:fs')
  // The results are written as the child's last act; an attempt that wrote them and then lost its exit marker
  // (scripts/child.ts) is not measured again — under load that retry cost a whole run.
  if (existsSync(process.env.BENCH_OUT!)) return
  const { migratedPayload } = await import('./inProcess')
  const payload = await migratedPayload()
  const { seedStores } = await import('../seed/stores')
  const { onlineStoreId } = await import('../src/server/inventory/moves')
  const { collectPhases } = await import('../src/server/checkout/phases')
  const { createCheckout } = await import('../src/server/checkout/createCheckout')
  const { POST } = await import('../src/app/api/create-checkout-session/route')
  const { POST: webhook } = await import('../src/app/api/payments/webhook/route')
  const Stripe = (await import('stripe')).default
  await seedStores(payload)
  const store = await onlineStoreId(payload)

  async function product(sku: string, stock: number) {
    const type = await payload.create({
      collection: 'product-types',
      data: { slug: `t-${sku}`, name: 'Pumps', sizeSystem: 'eu-shoe' },
      overrideAccess: true,
    })
    const p = await payload.create({
      collection: 'products',
      data: { title: 'Vavin pumps', productType: type.id, color: sku, colorName: 'Red', price: 69000 },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'product-variants',
      data: { product: p.id, size: '38', sku },
      overrideAccess: true,
    })
    await payload.create({ collection: 'inventory', data: { sku, store, quantity: stock }, overrideAccess: true })
  }
  const stockOf = async (sku: string) =>
    (await payload.find({ collection: 'inventory', where: { sku: { equals: sku } }, depth: 0, overrideAccess: true }))
      .docs[0]!.quantity

  const item = (sku: string) => ({
    id: `${sku}:38`,
    product_id: sku,
    title: 'Vavin pumps',
    price: 69000,
    quantity: 1,
    size: '38',
    color: 'red',
    type: 'pumps',
    image: '',
  })
  const body = (skus: string[]) =>
    JSON.stringify({
      items: skus.map(item),
      // One shopper per request, as a drop's crowd is: one address would meet the order limits' per-email cap.
      email: `bench-${crypto.randomUUID()}@example.com`,
      shippingAddress: {
        name: 'Bench Shopper',
        address: { line1: '1 rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' },
      },
      successUrl: `${SITE}/checkout/success`,
      cancelUrl: `${SITE}/`,
      // As the storefront sends it: one id per attempt, so a retried request opens no second order.
      requestId: crypto.randomUUID(),
    })
  async function one(skus: string[]) {
    const t0 = performance.now()
    const res = await POST(
      new Request(`${SITE}/api/create-checkout-session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(skus),
      }),
    )
    await res.arrayBuffer()
    return { ms: performance.now() - t0, status: res.status }
  }
  // Carts of 1, 2 and 3 lines in turn.
  const LOAD = ['bench-a', 'bench-b', 'bench-c']
  // "hot": every cart holds bench-a (the worst case: one row lock all checkouts queue on).
  const cart = (n: number) => LOAD.slice(0, (n % 3) + 1)
  // "spread": a drop as it happens — 1-3 distinct sizes/SKUs of the limited colourway per cart, drawn over
  // SPREAD_SKUS SKUs (deterministic per request number, so runs compare).
  const SPREAD = Array.from({ length: SPREAD_SKUS }, (_, i) => `bench-drop-${i + 1}`)
  const spreadCart = (n: number) => {
    let x = (n + 1) * 2654435761
    const next = () => ((x = (x ^ (x >>> 13)) * 1274126177), (x >>> 0) % 1_000_003)
    const picked = new Set<string>()
    const size = (next() % 3) + 1
    while (picked.size < size) picked.add(SPREAD[next() % SPREAD.length]!)
    return [...picked]
  }

  async function level(concurrency: number, total: number, budgetMs: number, skus: (n: number) => string[]) {
    const profile =
      process.env.BENCH_CPU_PROF && PROFILE_AT === concurrency && skus === profiled
        ? await cpuProfile(process.env.BENCH_CPU_PROF)
        : null
    const results: { ms: number; status: number }[] = []
    const end = Date.now() + budgetMs
    let started = 0
    const t0 = performance.now()
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (started < total && Date.now() < end) results.push(await one(skus(started++)))
      }),
    )
    const wall = performance.now() - t0
    await profile?.()
    const ms = results.map((r) => r.ms).sort((a, b) => a - b)
    const statuses: Record<string, number> = {}
    for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1
    return {
      concurrency,
      requests: results.length,
      p50_ms: round(pct(ms, 50)),
      p95_ms: round(pct(ms, 95)),
      p99_ms: round(pct(ms, 99)),
      max_ms: round(ms.at(-1) ?? 0),
      throughput_rps: round(results.length / (wall / 1000)),
      errors: results.filter((r) => r.status !== 200).length,
      statuses,
    }
  }

  /** Mean time per phase of one request, one at a time; "route edge" is parse + rate limit + response. */
  async function phases(count: number) {
    const profile = process.env.BENCH_CPU_PROF && !PROFILE_AT ? await cpuProfile(process.env.BENCH_CPU_PROF) : null
    const stop = collectPhases()
    let total = 0
    for (let i = 0; i < count; i++) total += (await one(cart(i))).ms
    const sums = stop()
    await profile?.()
    const mean: Record<string, number> = { request: round(total / count) }
    let inner = 0
    for (const [name, ms] of sums) {
      mean[name] = Math.round((ms / count) * 100) / 100
      if (!name.startsWith('tx:')) inner += ms
    }
    mean['route edge (parse, rate limit, response)'] = Math.round(((total - inner) / count) * 100) / 100
    return mean
  }

  const perLevel = Number(process.env.BENCH_REQUESTS) || 500
  const budget = Number(process.env.BENCH_LEVEL_MS) || 60_000
  for (const sku of [...LOAD, ...SPREAD]) await product(sku, 100_000_000)
  // Warm-up: schema caches, prepared statements, the price cache.
  for (let i = 0; i < 20; i++) await one(cart(i))
  for (let i = 0; i < 20; i++) await one(spreadCart(i))
  const breakdown = await phases(Number(process.env.BENCH_PHASE_REQUESTS) || 100)
  const carts: Record<string, (n: number) => string[]> = { hot: cart, spread: spreadCart }
  const profiled = carts[PROFILE_CARTS] ?? spreadCart
  const levels: Record<string, Awaited<ReturnType<typeof level>>[]> = {}
  const ratios: Record<string, object[]> = {}
  for (const kind of CARTS) {
    const draw = carts[kind]
    if (!draw) continue
    const runs = []
    for (const c of LEVELS) runs.push(await level(c, Math.max(perLevel, 4 * c), budget, draw))
    const base = runs[0]!
    levels[kind] = runs
    ratios[kind] = runs.map((l) => ({
      concurrency: l.concurrency,
      p50_vs_first: round(l.p50_ms / base.p50_ms),
      p95_vs_first: round(l.p95_ms / base.p50_ms),
      throughput_vs_first: round(l.throughput_rps / base.throughput_rps),
    }))
  }

  // The last units: RACE shoppers at once, RACE_UNITS pairs left.
  await product('bench-race', RACE_UNITS)
  const raceRun = await level(RACE, RACE, 300_000, () => ['bench-race'])
  const holding = (
    await payload.count({
      collection: 'orders',
      where: { and: [{ 'lines.sku': { equals: 'bench-race' } }, { 'hold.state': { equals: 'held' } }] },
      overrideAccess: true,
    })
  ).totalDocs
  const race = {
    ...raceRun,
    shoppers: RACE,
    units: RACE_UNITS,
    stock_left: await stockOf('bench-race'),
    orders_holding: holding,
  }

  // The webhook replay: HOOK_ORDERS open sessions, each completion delivered 1 + HOOK_REPLAYS times, shuffled.
  process.env.STRIPE_WEBHOOK_SECRET = HOOK_SECRET
  const stripe = new Stripe('sk_test_unused')
  const HOOK_STOCK = HOOK_ORDERS * 2
  await product('bench-hook', HOOK_STOCK)
  const opened = []
  for (let i = 0; i < HOOK_ORDERS; i += 50) {
    opened.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, HOOK_ORDERS - i) }, (_, k) =>
          createCheckout(payload, {
            items: [{ product_id: 'bench-hook', quantity: 1, size: '38' }],
            email: `hook${i + k}@example.com`,
            locale: 'en',
            shippingAddress: {
              name: 'Bench Shopper',
              address: { line1: '1 rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' },
            },
            successUrl: `${SITE}/checkout/success`,
            cancelUrl: `${SITE}/`,
          }),
        ),
      )),
    )
  }
  const afterCheckout = await stockOf('bench-hook')
  const deliveries: string[] = []
  for (const o of opened) {
    const order = await payload.findByID({ collection: 'orders', id: o.orderId, depth: 0, overrideAccess: true })
    const raw = JSON.stringify({
      id: `evt_bench_${o.orderId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: order.payment!.sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          metadata: { orderId: String(o.orderId), orderNumber: o.orderNumber },
        },
      },
    })
    for (let r = 0; r <= HOOK_REPLAYS; r++) deliveries.push(raw)
  }
  for (let i = deliveries.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!]
  }
  const hookStatuses: Record<string, number> = {}
  let next = 0
  const h0 = performance.now()
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < deliveries.length) {
        const raw = deliveries[next++]!
        const res = await webhook(
          new Request(`${SITE}/api/payments/webhook`, {
            method: 'POST',
            headers: {
              'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: raw, secret: HOOK_SECRET }),
            },
            body: raw,
          }),
        )
        await res.arrayBuffer()
        hookStatuses[res.status] = (hookStatuses[res.status] ?? 0) + 1
      }
    }),
  )
  const hookWall = performance.now() - h0
  const ids = opened.map((o) => o.orderId)
  const count = (where: object) =>
    payload
      .count({ collection: 'orders', where: { and: [{ id: { in: ids } }, where] } as never, overrideAccess: true })
      .then((r) => r.totalDocs)
  const replay = {
    sessions: HOOK_ORDERS,
    deliveries: deliveries.length,
    events_per_s: round(deliveries.length / (hookWall / 1000)),
    statuses: hookStatuses,
    paid_orders: await count({ status: { equals: 'paid' } }),
    captured_holds: await count({ 'hold.state': { equals: 'captured' } }),
    flagged: await count({ needsAttention: { equals: true } }),
    events_recorded: (
      await payload.count({
        collection: 'payment-events',
        where: { eventId: { like: 'evt_bench_' } },
        overrideAccess: true,
      })
    ).totalDocs,
    stock_taken_by_checkouts: HOOK_STOCK - afterCheckout,
    stock_taken_after_replay: HOOK_STOCK - (await stockOf('bench-hook')),
  }
  writeFileSync(process.env.BENCH_OUT!, JSON.stringify({ breakdown_ms: breakdown, levels, ratios, race, replay }))
}

/** What is wrong with a race result, if anything (empty: it sold exactly the units and nothing more). */
function raceProblems(race: {
  shoppers: number
  units: number
  stock_left: number
  orders_holding: number
  statuses: Record<string, number>
}) {
  const problems: string[] = []
  if (race.stock_left !== 0) problems.push(`stock left ${race.stock_left}, expected 0`)
  if (race.orders_holding !== race.units)
    problems.push(`${race.orders_holding} orders holding stock, expected ${race.units}`)
  if ((race.statuses['200'] ?? 0) !== race.units)
    problems.push(`${race.statuses['200'] ?? 0} × 200, expected ${race.units}`)
  if ((race.statuses['409'] ?? 0) !== race.shoppers - race.units)
    problems.push(`${race.statuses['409'] ?? 0} × 409, expected ${race.shoppers - race.units}`)
  return problems
}

/** What is wrong with the webhook replay: every session paid once, its stock taken once, nothing flagged. */
function replayProblems(r: {
  sessions: number
  deliveries: number
  statuses: Record<string, number>
  paid_orders: number
  captured_holds: number
  flagged: number
  events_recorded: number
  stock_taken_by_checkouts: number
  stock_taken_after_replay: number
}) {
  const problems: string[] = []
  if (r.paid_orders !== r.sessions) problems.push(`${r.paid_orders} paid orders, expected ${r.sessions}`)
  if (r.captured_holds !== r.sessions) problems.push(`${r.captured_holds} captured holds, expected ${r.sessions}`)
  if (r.flagged !== 0) problems.push(`${r.flagged} orders flagged for attention, expected 0`)
  if (r.events_recorded !== r.sessions) problems.push(`${r.events_recorded} events recorded, expected ${r.sessions}`)
  if (r.stock_taken_by_checkouts !== r.sessions || r.stock_taken_after_replay !== r.sessions) {
    problems.push(
      `stock taken ${r.stock_taken_by_checkouts} by checkouts, ${r.stock_taken_after_replay} after the replay, expected ${r.sessions} both`,
    )
  }
  if ((r.statuses['200'] ?? 0) !== r.deliveries)
    problems.push(`${r.statuses['200'] ?? 0} × 200 of ${r.deliveries} deliveries`)
  return problems
}

async function postgresBase(): Promise<string | null> {
  const base = scriptPostgresUrl()
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
  const wanted = (process.env.BENCH_DB || 'sqlite,postgres').split(',')
  const pgBase = wanted.includes('postgres') ? await postgresBase() : null
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'maison-bench-checkout-'))
  const out: Record<string, unknown> = {
    mode: 'in-process route handlers (Local API), test payment provider',
    cpus: os.cpus().length,
    loadavg: os.loadavg().map(round),
  }
  const targets: [string, string][] = []
  if (wanted.includes('sqlite')) targets.push(['sqlite', `file:${path.join(tmp, 'bench.db')}`])
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
        DATABASE_URL: dbUrl,
        BENCH_OUT: file,
        SKIP_DB_PREPARE: '1',
        SEED_IMAGES: 'none',
        SERVER_URL: SITE,
        CHECKOUT_RATE_LIMIT: '100000000',
        NODE_ENV: 'test',
        PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret',
        EMAIL_QUEUE_MANUAL: '1',
        DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX || '20',
        BENCH_CPU_PROF: process.env.BENCH_CPU_PROF ? `${process.env.BENCH_CPU_PROF}-${name}.cpuprofile` : undefined,
      })
      const result = JSON.parse(readFileSync(file, 'utf8'))
      out[name] = result
      for (const p of raceProblems(result.race)) failures.push(`${name} race: ${p}`)
      for (const p of replayProblems(result.replay)) failures.push(`${name} webhook replay: ${p}`)
    } finally {
      if (drop)
        await adminQuery(url, `DROP DATABASE IF EXISTS ${drop} WITH (FORCE)`).catch((e) =>
          console.error(`could not drop ${drop}: ${(e as Error).message}`),
        )
    }
  }
  console.log(JSON.stringify(out, null, 2))
  if (failures.length) {
    console.error(`Checkout bench FAILED:\n  ${failures.join('\n  ')}`)
    process.exit(1)
  }
  console.log(
    `Race OK (${RACE} shoppers for ${RACE_UNITS} unit(s)) and webhook replay OK (${HOOK_ORDERS} sessions × ${HOOK_REPLAYS + 1}) on ${targets.map(([n]) => n).join(' and ')}.`,
  )
}
