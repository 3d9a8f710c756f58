// npm run bench:live-cart — the live cart across instances, on Postgres:
//  1. latency: a cart write (PUT /api/cart) on instance A → the `change` event on instance B's SSE stream
//     (GET /api/cart/live), over BENCH_CHANGES (200) changes one after the other; p50/p95/p99/max (goal p95 ≤ 300 ms);
//  2. memory: BENCH_IDLE (1,000) idle SSE subscriptions held open on instance B; its RSS growth per subscription
//     (goal ≤ 50 kB). B answers the stream itself (src/server/edge/directRoutes.ts); with BENCH_COMPARE (on unless
//     0) a third instance C, started with DIRECT_ROUTES=off so Next's route handler serves it, is measured the same
//     way in the same run, and the ratio C / B is printed (the machine's load weighs on both alike).
// Two production servers (scripts/server.ts, the build in NEXT_DIST_DIR, default .next) on one throwaway Postgres
// database (created, then dropped); A migrates and seeds it, then B starts. Customers and their tokens are made with
// Payload's Local API on the same database and secret. Prints JSON; exits non-zero when an event never arrives.
// Memory is read after a full garbage collection on the server (it runs with --expose-gc and bench/gc-on-signal.mjs,
// which collects on SIGUSR2), before and after the streams are opened: what the streams keep, not the garbage their
// requests left behind. Each step is logged to stderr with its time, so a stall shows where it is.
// Tuning: BENCH_CHANGES, BENCH_IDLE, BENCH_PORT_A (3203), BENCH_PORT_B (3204), BENCH_PORT_C (3205), BENCH_COMPARE,
// BENCH_READY_MS (300 s for a server to migrate and seed), POSTGRES_URL (local default).
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { runUntilOk } from '../scripts/child'

const CHANGES = Number(process.env.BENCH_CHANGES) || 200
const IDLE = Number(process.env.BENCH_IDLE) || 1000
const PER_CUSTOMER = 20 // the server's cap of streams per customer and instance (src/server/carts/stream.ts)
const PORT_A = Number(process.env.BENCH_PORT_A) || 3203
const PORT_B = Number(process.env.BENCH_PORT_B) || 3204
const PORT_C = Number(process.env.BENCH_PORT_C) || 3205
const COMPARE = process.env.BENCH_COMPARE !== '0'
/** How long a server may take to migrate and seed (a loaded machine needs more than the default). */
const READY_MS = Number(process.env.BENCH_READY_MS) || 300_000
const BASE = process.env.POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const SECRET = 'bench-live-cart-secret'
const dbName = `bench_live_${Date.now().toString(36)}`
const dbUrl = Object.assign(new URL(BASE), { pathname: `/${dbName}` }).toString()
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-live-'))
const servers: ChildProcess[] = []

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
const round = (n: number) => Math.round(n * 10) / 10
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const started = performance.now()
const step = (what: string) =>
  console.error(`[live-cart ${((performance.now() - started) / 1000).toFixed(1)} s] ${what}`)
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: BASE })
  await c.connect()
  await c.query(sql)
  await c.end()
}

async function startServer(port: number, extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  // node --import tsx (not the tsx CLI, which forks): the PID measured is the server itself.
  step(`starting the server on ${port}`)
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', './bench/gc-on-signal.mjs', '--import', 'tsx', 'scripts/server.ts'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        SERVER_URL: `http://localhost:${port}`,
        DATABASE_URL: dbUrl,
        PAYLOAD_SECRET: SECRET,
        MEDIA_DIR: path.join(tmp, 'media'),
        PRIVATE_DIR: tmp,
        SEED_IMAGES: 'none',
        COOKIE_SECURE: 'false',
        API_RATE_LIMIT: '10000000',
        API_RATE_LIMIT_SHARED: '10000000',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  servers.push(child)
  let log = ''
  child.stdout!.on('data', (d) => (log += d))
  child.stderr!.on('data', (d) => (log += d))
  const deadline = Date.now() + READY_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited:\n${log.slice(-2000)}`)
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(5_000) })
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) {
      step(`server on ${port} ready`)
      return child
    }
    await sleep(500)
  }
  throw new Error(`server on ${port} not ready:\n${log.slice(-2000)}`)
}

/** Customers with their session tokens, made on the bench database with the servers' secret (./live-cart-customers.ts). */
function customers(n: number): { id: number; cookie: string }[] {
  step(`making ${n} customers`)
  const out = path.join(tmp, 'customers.json')
  // In a child, run again if loading Payload under tsx stops it early (scripts/child.ts): in this process such a
  // stop ended the whole bench, or left it waiting for nothing.
  runUntilOk('bench/live-cart-customers.ts', [String(n), out], {
    DATABASE_URL: dbUrl,
    PAYLOAD_SECRET: SECRET,
    SKIP_DB_PREPARE: '1',
  })
  const list = JSON.parse(readFileSync(out, 'utf8')) as { id: number; cookie: string }[]
  step(`${list.length} customers made`)
  return list
}

interface Stream {
  events: { event: string; at: number; data: string }[]
  waiters: (() => void)[]
  abort: AbortController
}

/** Opens GET /api/cart/live and records each event with its arrival time. */
async function openStream(port: number, cookie: string): Promise<Stream> {
  const abort = new AbortController()
  // Until the answer's headers only: the stream itself stays open until the bench aborts it.
  const headers = setTimeout(() => abort.abort(), 30_000)
  const res = await fetch(`http://127.0.0.1:${port}/api/cart/live`, { headers: { cookie }, signal: abort.signal })
  clearTimeout(headers)
  if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`)
  const s: Stream = { events: [], waiters: [], abort }
  void (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true })
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          s.events.push({
            event: /^event: (.+)$/m.exec(block)?.[1] ?? 'message',
            at: performance.now(),
            data: /^data: (.+)$/m.exec(block)?.[1] ?? '',
          })
          for (const w of s.waiters.splice(0)) w()
        }
      }
    } catch {
      // aborted at the end of the bench
    }
  })()
  return s
}

function nextEvent(s: Stream, name: string, from: number, timeoutMs = 5_000): Promise<number | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs)
    const look = () => {
      const e = s.events.slice(from).find((x) => x.event === name)
      if (e) {
        clearTimeout(timer)
        resolve(e.at)
      } else s.waiters.push(look)
    }
    look()
  })
}

const line = (i: number) => ({
  id: `pumps-black-${i}:38:black:pumps`,
  product_id: `pumps-black-${i}`,
  title: `Bench pump ${i}`,
  price: 49_000,
  quantity: 1 + (i % 3),
  image: '',
  size: '38',
  color: 'black',
  type: 'pumps',
})

/** A full garbage collection in the server (bench/gc-on-signal.mjs), twice, and time for it to finish. */
async function collect(pid: number) {
  for (let i = 0; i < 2; i++) {
    process.kill(pid, 'SIGUSR2')
    await sleep(1_000)
  }
}

/** Holds IDLE idle streams open on one instance (PER_CUSTOMER per customer) and reads its RSS growth per stream. */
async function idleMemory(port: number, pid: number, idlers: { cookie: string }[]) {
  step(`memory on ${port}: warming up`)
  // A few streams first, so the code that serves them is loaded and compiled before the baseline.
  const warm = await Promise.all(idlers.slice(0, 20).map((p) => openStream(port, p.cookie)))
  for (const w of warm)
    if ((await nextEvent(w, 'ready', 0, 30_000)) === null) throw new Error(`${port} never said ready`)
  for (const w of warm) w.abort.abort()
  await sleep(2_000)
  await collect(pid)
  const before = rssKb(pid)
  step(`memory on ${port}: opening ${IDLE} streams`)
  const idle: Stream[] = []
  for (let i = 0; i < IDLE; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, IDLE - i) }, (_, j) =>
        openStream(port, idlers[Math.floor((i + j) / PER_CUSTOMER)]!.cookie),
      ),
    )
    idle.push(...batch)
  }
  const ready = await Promise.all(idle.map((s) => nextEvent(s, 'ready', 0, 30_000)))
  await sleep(3_000)
  const beforeCollection = rssKb(pid)
  await collect(pid)
  const after = rssKb(pid)
  const open = ready.filter((x) => x !== null).length
  step(`memory on ${port}: ${open} streams open, closing them`)
  for (const s of idle) s.abort.abort()
  return {
    port,
    subscriptionsOpen: open,
    rssBeforeMb: round(before / 1024),
    rssAfterMb: round(after / 1024),
    kbPerSubscription: round((after - before) / Math.max(1, open)),
    // The same growth read before the collection: what the requests' garbage adds until V8 collects it.
    kbPerSubscriptionBeforeCollection: round((beforeCollection - before) / Math.max(1, open)),
  }
}

async function main() {
  await admin(`CREATE DATABASE ${dbName}`)
  try {
    await startServer(PORT_A)
    const b = await startServer(PORT_B)
    const c = COMPARE ? await startServer(PORT_C, { DIRECT_ROUTES: 'off' }) : null
    const people = customers(Math.ceil(IDLE / PER_CUSTOMER) + 1)
    const [writer, ...idlers] = people

    // 1. Latency A → B.
    step(`latency: ${CHANGES} changes`)
    const stream = await openStream(PORT_B, writer!.cookie)
    if ((await nextEvent(stream, 'ready', 0)) === null) throw new Error('B never said ready')
    const total: number[] = []
    const writeOnly: number[] = []
    let lost = 0
    for (let i = 0; i < CHANGES; i++) {
      const from = stream.events.length
      const t0 = performance.now()
      const res = await fetch(`http://127.0.0.1:${PORT_A}/api/cart`, {
        method: 'PUT',
        headers: { cookie: writer!.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ items: [line(i)] }),
      })
      const tw = performance.now()
      if (!res.ok) throw new Error(`write ${i} answered ${res.status}`)
      await res.arrayBuffer()
      const t1 = await nextEvent(stream, 'change', from)
      if (t1 === null) lost++
      else {
        total.push(t1 - t0)
        writeOnly.push(tw - t0)
      }
    }
    stream.abort.abort()
    total.sort((x, y) => x - y)
    writeOnly.sort((x, y) => x - y)

    // 2. Memory per idle subscription: on B (our server answers the stream), then on C (Next's route handler).
    const direct = await idleMemory(PORT_B, b.pid!, idlers)
    const viaNext = COMPARE ? await idleMemory(PORT_C, c!.pid!, idlers) : null

    console.log(
      JSON.stringify(
        {
          machine: `${os.cpus().length} cores, shared: figures are indicative`,
          latency: {
            changes: CHANGES,
            lost,
            msFromWriteStartToEventOnB: {
              p50: round(pct(total, 50)),
              p95: round(pct(total, 95)),
              p99: round(pct(total, 99)),
              max: round(total.at(-1) ?? 0),
            },
            msOfTheWriteOnA: { p50: round(pct(writeOnly, 50)), p95: round(pct(writeOnly, 95)) },
            goalP95Ms: 300,
          },
          memory: {
            direct,
            ...(viaNext
              ? {
                  viaNextRouteHandler: viaNext,
                  ratioViaNextToDirect: round(viaNext.kbPerSubscription / direct.kbPerSubscription),
                }
              : {}),
            goalKb: 50,
          },
        },
        null,
        2,
      ),
    )
    if (lost > 0 || direct.subscriptionsOpen < IDLE || (viaNext && viaNext.subscriptionsOpen < IDLE))
      process.exitCode = 1
  } catch (err) {
    console.error(err)
    process.exitCode = 1
  } finally {
    for (const s of servers) s.kill('SIGTERM')
    await sleep(1_500)
    for (const s of servers) if (s.exitCode === null) s.kill('SIGKILL')
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined)
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err) => {
    console.error(err)
    process.exit(1)
  },
)
