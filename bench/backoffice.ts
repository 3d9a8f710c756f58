// npm run bench:backoffice — how fast the backoffice's main screens open for each staff role (issue 37: "screens in
// under a second"). Starts the production server (BENCH_SKIP_BUILD=1 uses the build already in .next) on its own port
// and database, seeded with the catalogue plus BENCH_ORDERS (5,000) sample orders (SEED_ORDERS, seed/orders.ts), then
// in Debian Chromium through Playwright signs in as each role through the real sign-in form — the admin with its
// second factor (enrolled on first sign-in, a TOTP code after) — and opens each role's screens: the dashboard, the
// orders list, one order, stock, the pipeline, supply, the products, returns and articles lists, staff management.
// Each screen is opened once to warm up and then BENCH_RUNS (5) times, rounds interleaved so the machine's drift
// spreads over every screen. Per screen, from the page's own Navigation Timing entry:
// - server: time to first byte (responseStart − requestStart), and the whole document (responseEnd − requestStart);
// - load: the load event's end (loadEventEnd, from the navigation's start);
// - the document's size (decodedBodySize): what the browser parses before the load event.
// Medians and p90, against the goals (≤ 1,000 ms load, ≤ 300 ms server; a screen passes on its medians), beside two
// baselines measured in the same rounds: a plain cached Next page (/terms) and the backoffice's floor, a custom view
// that reads almost nothing (/app/session-test) — read the ratios, not the absolute figures.
// Also times saving a password as the account page sends it (PATCH /api/users/<id> with the session's cookie), the
// first save after the server started apart (the strength estimator builds its dictionaries on first use).
// Prints a markdown table; JSON in bench/results/backoffice.json. BENCH_DIR keeps the server's database and files
// between runs (the first run seeds it; later runs start in seconds: before/after measures on the same data).
// Measure on a quiet machine: beside a build or a test run the figures are a smoke check, nothing more.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Browser, type BrowserContext, type Page, chromium } from '@playwright/test'
import { base32Decode, totp } from '../src/domain/totp'
import { pct } from './inProcess'
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/fixtures/chromium'
import { runBench, startShop } from './serve'

const port = Number(process.env.BENCH_PORT || 3212)
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 5))
const ORDERS = Number(process.env.BENCH_ORDERS || 5000)
const GOALS = { loadMs: 1000, serverMs: 300 }
const dir = process.env.BENCH_DIR || mkdtempSync(path.join(os.tmpdir(), 'maison-backoffice-'))
mkdirSync(dir, { recursive: true })
let base = ''

type Role = 'admin' | 'editor' | 'stock' | 'service'
const ROLES: Role[] = ['admin', 'editor', 'stock', 'service']
const ADMIN = { email: 'admin@maison-sabine.example', password: 'Bench-Escarpin-Admin-2026' }
const staff = (role: Role) =>
  role === 'admin' ? ADMIN : { email: `bench-${role}@maison-sabine.example`, password: `Bench-Escarpin-${role}-2026` }
const PASSWORD_ACCOUNT = { email: 'bench-password@maison-sabine.example', password: 'Bench-Bottine-Vavin-2026' }
const NEXT_PASSWORD = 'Bench-Sandale-Tournon-2026'

interface Screen {
  name: string
  path: string
  roles: Role[]
  /** A baseline, not a screen under the goals. */
  baseline?: true
}
const SCREENS = (orderId: number): Screen[] => [
  { name: 'plain Next page (/terms)', path: '/terms', roles: ['admin'], baseline: true },
  { name: 'backoffice floor (/app/session-test)', path: '/app/session-test', roles: ['admin'], baseline: true },
  { name: 'dashboard', path: '/app', roles: ROLES },
  { name: 'orders list', path: '/app/collections/orders', roles: ['admin', 'stock', 'service'] },
  { name: 'one order', path: `/app/collections/orders/${orderId}`, roles: ['admin', 'stock', 'service'] },
  { name: 'stock', path: '/app/stock', roles: ['admin', 'stock'] },
  { name: 'pipeline', path: '/app/pipeline', roles: ['admin', 'stock', 'service'] },
  { name: 'supply', path: '/app/supply', roles: ['admin', 'stock'] },
  { name: 'products list', path: '/app/collections/products', roles: ['admin', 'editor', 'stock'] },
  { name: 'returns list', path: '/app/collections/returns', roles: ['admin', 'service'] },
  { name: 'staff list', path: '/app/manage-users', roles: ['admin'] },
  { name: 'articles list', path: '/app/collections/articles', roles: ['admin', 'editor'] },
]

interface Sample {
  ttfb: number
  html: number
  load: number
  /** The document's size in bytes, uncompressed. */
  bytes: number
}

// --- signing in ----------------------------------------------------------------------------------------------------

let addressNo = 0
async function newContext(browser: Browser) {
  addressNo++
  // Each context its own address (the server trusts one proxy hop): sign-in and REST limits are per address.
  return browser.newContext({
    baseURL: base,
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `10.93.${Math.floor(addressNo / 250)}.${addressNo % 250}` },
  })
}

const secretFile = () => path.join(dir, 'bench-admin-totp.txt')

/** The admin's second factor: enrolled at the first sign-in (the key kept in BENCH_DIR), a code at the next ones. */
async function secondFactor(page: Page) {
  const enrol = page.getByTestId('totp-secret')
  const secret = (await enrol.count())
    ? ((await enrol.textContent()) ?? '').replace(/\s/g, '')
    : readFileSync(secretFile(), 'utf8').trim()
  writeFileSync(secretFile(), secret)
  // The next time step's code (one step of drift is accepted): a code works once, and a sign-in of a moment ago may
  // have used the current one.
  await page.getByTestId('totp-code').fill(totp(base32Decode(secret)!, Date.now() + 30_000))
  await page.getByTestId('totp-code').press('Enter')
  await page.waitForURL((u) => u.pathname === '/app' || u.pathname === '/app/')
}

/** Signs a new context in through the real form; the admin gives its second factor. */
async function signIn(browser: Browser, account: { email: string; password: string }) {
  const context = await newContext(browser)
  const page = await context.newPage()
  await page.goto('/app/login')
  await page.locator('input[name="email"]').fill(account.email)
  await page.locator('input[name="password"]').fill(account.password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 60_000 })
  // The backoffice's home sends a session that owes its second factor to /app/two-factor.
  await page.goto('/app', { waitUntil: 'load' })
  if (new URL(page.url()).pathname === '/app/two-factor') await secondFactor(page)
  if (new URL(page.url()).pathname.replace(/\/$/, '') !== '/app') throw new Error(`${account.email}: ${page.url()}`)
  return { context, page }
}

/** Makes sure a staff account exists with this password and these roles (as the admin, through the REST API). */
async function ensureStaff(admin: Page, account: { email: string; password: string }, roles: Role[]) {
  const headers = { origin: base }
  const found = await admin.request.get(
    `/api/users?where[email][equals]=${encodeURIComponent(account.email)}&depth=0`,
    { headers },
  )
  const existing = ((await found.json()) as { docs: { id: number }[] }).docs[0]
  const data = { ...account, name: `Bench ${roles.join(' ')}`, roles }
  const res = existing
    ? await admin.request.patch(`/api/users/${existing.id}`, { data, headers })
    : await admin.request.post('/api/users', { data, headers })
  if (!res.ok()) throw new Error(`staff ${account.email}: ${res.status()} ${await res.text()}`)
  return ((await res.json()) as { doc: { id: number } }).doc.id
}

// --- measuring -----------------------------------------------------------------------------------------------------

/** Opens `url` and reads its Navigation Timing entry once the load event has ended. */
async function open(page: Page, url: string): Promise<Sample> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
  const landed = new URL(page.url()).pathname.replace(/\/$/, '')
  if (landed !== url.split('?')[0]!.replace(/\/$/, '')) throw new Error(`${url} led to ${page.url()}`)
  const handle = await page.waitForFunction(() => {
    const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    if (!n || n.loadEventEnd === 0) return null
    return {
      ttfb: n.responseStart - n.requestStart,
      html: n.responseEnd - n.requestStart,
      load: n.loadEventEnd,
      bytes: n.decodedBodySize,
    }
  })
  return (await handle.jsonValue()) as Sample
}

/** Saving a new password the way the account page does: PATCH with the session cookie, from the page itself. */
async function savePassword(page: Page, id: number, password: string) {
  return page.evaluate(
    async ({ id, password }) => {
      const url = `/api/users/${id}`
      performance.clearResourceTimings()
      const t0 = performance.now()
      const res = await fetch(url, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      })
      await res.text()
      const total = performance.now() - t0
      if (!res.ok) throw new Error(`password save answered ${res.status}`)
      const e = performance.getEntriesByType('resource').find((r) => r.name.endsWith(url)) as
        PerformanceResourceTiming | undefined
      return { total, ttfb: e ? e.responseStart - e.requestStart : total }
    },
    { id, password },
  )
}

const round = (x: number | undefined) => (x == null ? null : Math.round(x))
const stats = (xs: number[]) => ({ median: round(pct(xs, 50)), p90: round(pct(xs, 90)) })

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    const { spawnSync } = await import('node:child_process')
    const b = spawnSync('node_modules/.bin/next', ['build'], {
      stdio: 'inherit',
      env: { ...process.env, SKIP_DB_PREPARE: '1' },
    })
    if (b.status !== 0) throw new Error('build failed')
  }
  const boot = Date.now()
  base = (
    await startShop(port, dir, {
      TRUST_PROXY: '1',
      PRIVATE_DIR: dir,
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      SEED_ORDERS: String(ORDERS),
      SEED_IMAGE_MAX_WIDTH: process.env.SEED_IMAGE_MAX_WIDTH || '720',
    })
  ).base
  console.error(`server ready in ${Math.round((Date.now() - boot) / 1000)} s (${dir})`)
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  })
  try {
    const sessions = {} as Record<Role, { context: BrowserContext; page: Page }>
    sessions.admin = await signIn(browser, ADMIN)
    const admin = sessions.admin.page
    for (const role of ROLES.filter((r) => r !== 'admin')) await ensureStaff(admin, staff(role), [role])
    const passwordId = await ensureStaff(admin, PASSWORD_ACCOUNT, ['service'])
    for (const role of ROLES.filter((r) => r !== 'admin')) sessions[role] = await signIn(browser, staff(role))
    const password = await signIn(browser, PASSWORD_ACCOUNT)

    // One order to open: the newest delivered sample order (lines, shipment, change log).
    const found = await admin.request.get(
      '/api/orders?where[status][equals]=delivered&where[payment.requestId][like]=seed-order-&sort=-createdAt&limit=1&depth=0',
      { headers: { origin: base } },
    )
    const { docs } = (await found.json()) as { docs: { id: number }[] }
    if (!docs[0]) throw new Error('no sample order: is SEED_ORDERS working?')
    const all = await admin.request.get('/api/orders?limit=1&depth=0', { headers: { origin: base } })
    const totalDocs = ((await all.json()) as { totalDocs: number }).totalDocs
    console.error(`orders in the database: ${totalDocs}`)

    const screens = SCREENS(docs[0].id)
    const samples = new Map<string, Sample[]>()
    const passwordSaves: { total: number; ttfb: number }[] = []
    let firstSave: { total: number; ttfb: number } | null = null
    for (let r = 0; r <= RUNS; r++) {
      for (const role of ROLES)
        for (const s of screens.filter((x) => x.roles.includes(role))) {
          const sample = await open(sessions[role].page, s.path)
          if (r === 0) continue // the warm-up
          const key = `${role}\t${s.name}`
          samples.set(key, [...(samples.get(key) ?? []), sample])
        }
      // There and back, so the account ends each round with the password it started with.
      for (const pw of [NEXT_PASSWORD, PASSWORD_ACCOUNT.password]) {
        const t = await savePassword(password.page, passwordId, pw)
        if (r > 0) passwordSaves.push(t)
        else firstSave ??= t
      }
      console.error(r === 0 ? 'warm-up done' : `round ${r} of ${RUNS} done`)
    }

    const baseline = (name: string) => {
      const xs = samples.get(`admin\t${name}`) ?? []
      return {
        ttfb: pct(
          xs.map((x) => x.ttfb),
          50,
        )!,
        load: pct(
          xs.map((x) => x.load),
          50,
        )!,
      }
    }
    const plain = baseline(screens[0]!.name)
    const floor = baseline(screens[1]!.name)
    const rows = [...samples].map(([key, xs]) => {
      const [role, name] = key.split('\t') as [Role, string]
      const ttfb = stats(xs.map((x) => x.ttfb))
      const html = stats(xs.map((x) => x.html))
      const load = stats(xs.map((x) => x.load))
      const kB = Math.round(
        pct(
          xs.map((x) => x.bytes),
          50,
        )! / 1024,
      )
      const isBaseline = screens.find((s) => s.name === name)?.baseline === true
      const pass = isBaseline ? null : load.median! <= GOALS.loadMs && ttfb.median! <= GOALS.serverMs
      return {
        role,
        screen: name,
        server: ttfb,
        document: html,
        load,
        kB,
        loadVsFloor: Number((load.median! / floor.load).toFixed(1)),
        loadVsPlainPage: Number((load.median! / plain.load).toFixed(1)),
        pass,
      }
    })
    const pw = {
      total: stats(passwordSaves.map((x) => x.total)),
      server: stats(passwordSaves.map((x) => x.ttfb)),
    }
    const table = [
      `Backoffice screens, ${RUNS} runs each after a warm-up; ${totalDocs} orders. Goals: load ≤ ${GOALS.loadMs} ms, server ≤ ${GOALS.serverMs} ms (medians).`,
      '',
      '| role | screen | server median (p90) ms | document median ms | load median (p90) ms | HTML kB | load ÷ floor | pass |',
      '|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.role} | ${r.screen} | ${r.server.median} (${r.server.p90}) | ${r.document.median} | ${r.load.median} (${r.load.p90}) | ${r.kB} | ${r.loadVsFloor} | ${r.pass == null ? 'baseline' : r.pass ? 'yes' : 'NO'} |`,
      ),
      `| service | saving a password | ${pw.server.median} (${pw.server.p90}) | — | ${pw.total.median} (${pw.total.p90}) (request) | — | — | ${pw.total.median! <= GOALS.loadMs ? 'yes' : 'NO'} |`,
      `| service | the first password save after the server started | ${round(firstSave?.ttfb)} | — | ${round(firstSave?.total)} (request) | — | — | ${firstSave && firstSave.total <= GOALS.loadMs ? 'yes' : 'NO'} |`,
    ].join('\n')
    console.log(table)
    mkdirSync('bench/results', { recursive: true })
    const result = {
      at: new Date().toISOString(),
      runs: RUNS,
      orders: totalDocs,
      goals: GOALS,
      rows,
      passwordSave: pw,
      firstPasswordSave: firstSave,
      raw: Object.fromEntries(samples),
      passwordRaw: passwordSaves,
    }
    writeFileSync('bench/results/backoffice.json', JSON.stringify(result, null, 2))
    if (!existsSync(secretFile())) console.error('the admin enrolled no second factor?')
  } finally {
    await browser.close()
  }
}

runBench(main)
