// npm run bench:shopper — the shop as a shopper on a mid-range phone feels it (issue 38). Starts the production server
// on its own database (BENCH_SKIP_BUILD=1 uses the build already in .next), then drives Debian Chromium through
// Playwright with the throttling Lighthouse's mobile preset stands for: 4× slower CPU, 150 ms round trip, 1.6 Mbps
// down, 750 kbps up, a 412 × 823 touch screen. Each run is a new shopper (a fresh browser context, its own address
// for the rate limits). What it measures, in the page's own clock where it can:
// - early taps: cookie Accept, a size + Add to cart, the assistant's question, sign-in — each tapped the moment the
//   page first paints, then checked for what the shopper asked (banner gone and the choice kept; the pair in the cart;
//   the answer on the page; the account shown). BENCH_TAP_RUNS (20) runs each; how many taps came before hydration.
// - first paint → interactive on the home and a product page (first contentful paint → the `maison:hydrated` mark);
// - INP over a scripted browse (size, colour, size, add, open cart, open the checkout panel): each page view's worst
//   interaction (Event Timing, as the web-vitals library computes INP), p75 over every view of every run;
// - the checkout panel after tapping Checkout; a declined card until its message; pay until the confirmed page;
//   sign-in until `/account` shows — each with the server's share (time to first byte less the emulated round trip);
// - the home page's HTML, raw and gzip.
// A static page served by this script in the same run, under the same throttling, is the baseline: its first paint
// and a tap on its one button. Figures are medians and p75 over BENCH_RUNS (10) runs; JSON in bench/results.
// Measure on a quiet machine: beside a build or a test run, every figure says nothing.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { type Browser, type BrowserContext, type Page, chromium } from '@playwright/test'
import { pct } from './inProcess'
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/fixtures/chromium'
import { runBench, startShop, stopShops } from './serve'

const port = Number(process.env.BENCH_PORT || 3208)
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 10))
const TAP_RUNS = Math.max(1, Number(process.env.BENCH_TAP_RUNS || 20))
const PASSWORD = 'velvet-heel-42'
const RTT = 150
// BENCH_SERVER: a production server already running with TRUST_PROXY=1 and TEST_CHECKOUT_ENABLED=true, whose private
// folder (its auth mails) is BENCH_PRIVATE_DIR. Otherwise this script starts one on a fresh database.
const tmp = process.env.BENCH_PRIVATE_DIR || mkdtempSync(path.join(os.tmpdir(), 'maison-shopper-'))
let base = ''

// What the page records for this script, installed before any of the page's own code: its first paint, the hydrated
// mark, every interaction's Event Timing entry, and when the last tap began.
const INSTRUMENT = `(() => {
  const b = (window.__bench = { fcp: null, lcp: null, events: [], tapAt: null, hydratedAtTap: null })
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') b.fcp = e.startTime
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) b.lcp = e.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.interactionId) b.events.push({ id: e.interactionId, duration: e.duration })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  addEventListener('pointerdown', () => {
    b.tapAt = performance.now()
    b.hydratedAtTap = document.documentElement.hasAttribute('data-hydrated')
  }, true)
})()`

interface PageRecord {
  fcp: number | null
  lcp: number | null
  events: { id: number; duration: number }[]
  tapAt: number | null
  hydratedAtTap: boolean | null
}
const record = (page: Page) => page.evaluate(() => (window as unknown as { __bench: PageRecord }).__bench)
const hydratedAt = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('maison:hydrated')[0]?.startTime ?? null)

let shopperNo = 0
/** A new shopper on a throttled phone: fresh cookies, its own address, optionally with the cookie choice made. */
async function shopper(browser: Browser, consent = true): Promise<{ context: BrowserContext; page: Page }> {
  shopperNo++
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': `10.91.${Math.floor(shopperNo / 250)}.${shopperNo % 250}` },
  })
  if (consent)
    await context.addCookies([
      { name: 'maison_consent', value: encodeURIComponent('{"analytics":false,"ads":false}'), url: base },
    ])
  await context.addInitScript(INSTRUMENT)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return { context, page }
}

/** Opens `url` and resolves at its first contentful paint, the moment a shopper sees the page and may tap. */
async function atFirstPaint(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' })
  await page.waitForFunction(() => (window as unknown as { __bench?: PageRecord }).__bench?.fcp != null, null, {
    polling: 'raf',
    timeout: 30_000,
  })
}

/** Milliseconds from the page's last tap until `selector` is visible, read in the page's clock (polled per frame). */
async function tapToVisible(page: Page, selector: string, timeout = 30_000) {
  return page
    .waitForFunction(
      (sel) => {
        const el = document.querySelector(sel) as HTMLElement | null
        const b = (window as unknown as { __bench: PageRecord }).__bench
        if (!el || !el.checkVisibility() || b.tapAt == null) return null
        return performance.now() - b.tapAt
      },
      selector,
      { polling: 'raf', timeout },
    )
    .then((h) => h.jsonValue() as Promise<number>)
}

/** Milliseconds from `t0` (Date.now() before a tap that leaves the page) until `selector` shows on the next page. */
async function untilShown(page: Page, selector: string, t0: number) {
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 30_000 })
  return Date.now() - t0
}

/** The server's share of the document now shown: time to first byte less the emulated round trip. */
const documentServerMs = (page: Page) =>
  page.evaluate((rtt) => {
    const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return Math.max(0, n.responseStart - n.requestStart - rtt)
  }, RTT)

/** The server's share of the response to the first request whose path is `pathname` while `act` runs. */
async function responseServerMs(page: Page, pathname: string, act: () => Promise<unknown>) {
  const res = page.waitForResponse((r) => new URL(r.url()).pathname === pathname, { timeout: 30_000 })
  await act()
  const t = (await res).request().timing()
  return Math.max(0, t.responseStart - t.requestStart - RTT)
}

/** The worst interaction of each page view (INP for a view with fewer than 50 interactions). */
const viewInp = (r: PageRecord) => {
  const byId = new Map<number, number>()
  for (const e of r.events) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration))
  return byId.size ? Math.max(...byId.values()) : null
}

const median = (xs: number[]) => pct(xs, 50)
const round = (x: number | null) => (x == null ? null : Math.round(x))
const summary = (xs: number[]) => ({ median: round(median(xs)), p75: round(pct(xs, 75)), max: round(Math.max(...xs)) })

// --- what the shopper does ------------------------------------------------------------------------------------

async function inStockSize(page: Page) {
  const size = page.locator('[data-testid="size-option"][data-status="in-stock"]').first()
  await size.waitFor({ state: 'visible', timeout: 30_000 })
  return size
}

/** A fresh, confirmed account made through the real pages' endpoints and the operator's mail folder. */
async function account(n: number) {
  const email = `bench-shopper-${Date.now().toString(36)}-${n}@example.com`
  const res = await fetch(`${base}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': `10.92.0.${n % 250}` },
    body: JSON.stringify({ email, password: PASSWORD, terms: true, locale: 'en' }),
  })
  if (!res.ok) throw new Error(`sign-up ${res.status}: ${await res.text()}`)
  const dir = path.join(tmp, 'auth-mail')
  for (let i = 0; i < 100; i++) {
    const mail = (existsSync(dir) ? readdirSync(dir) : [])
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .find((m) => m.includes(`To: ${email} `) && m.includes('/account/verify?token='))
    const token = mail && /\/account\/verify\?token=([\w-]+)/.exec(mail)?.[1]
    if (token) {
      const verified = await fetch(`${base}/api/account/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': `10.92.1.${n % 250}` },
        body: JSON.stringify({ token, locale: 'en' }),
      })
      if (!verified.ok) throw new Error(`verify ${verified.status}: ${await verified.text()}`)
      return email
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no verification mail for ${email}`)
}

type Tap = { done: boolean; early: boolean }

const earlyTaps: Record<string, (browser: Browser, n: number) => Promise<Tap>> = {
  async cookieAccept(browser) {
    const { context, page } = await shopper(browser, false)
    await atFirstPaint(page, '/')
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Accept', exact: true }).tap()
    const early = !(await record(page)).hydratedAtTap
    await page
      .getByTestId('consent-banner')
      .waitFor({ state: 'detached', timeout: 20_000 })
      .catch(() => {})
    // Kept: the next page does not ask again.
    await page.goto('/magazine')
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 30_000 })
    const done = (await page.getByTestId('consent-banner').count()) === 0
    await context.close()
    return { done, early }
  },
  async sizeAndAdd(browser) {
    const { context, page } = await shopper(browser)
    await atFirstPaint(page, '/pumps/red')
    await (await inStockSize(page)).tap()
    const early = !(await record(page)).hydratedAtTap
    await page.getByTestId('add-to-cart').tap()
    const done = await page
      .getByTestId('cart-count')
      .filter({ hasText: /^1$/ })
      .waitFor({ timeout: 20_000 })
      .then(
        () => true,
        () => false,
      )
    await context.close()
    return { done, early }
  },
  async assistant(browser) {
    const { context, page } = await shopper(browser)
    await atFirstPaint(page, '/style-assistant')
    await page.getByLabel('What are you looking for?').fill('Red pumps for a wedding, size 38')
    await page.getByTestId('assistant-submit').tap()
    const early = !(await record(page)).hydratedAtTap
    const done = await page
      .getByTestId('assistant-pick')
      .first()
      .waitFor({ timeout: 30_000 })
      .then(
        () => new URL(page.url()).search === '',
        () => false,
      )
    await context.close()
    return { done, early }
  },
  async signIn(browser, n) {
    const email = await account(n)
    const { context, page } = await shopper(browser)
    await atFirstPaint(page, '/account/sign-in')
    await page.locator('#account-email').fill(email)
    await page.locator('#account-password').fill(PASSWORD)
    await page.locator('main form button[type="submit"]').tap()
    const early = !(await record(page)).hydratedAtTap
    const done = await page
      .getByTestId('account-view')
      .filter({ hasText: email })
      .waitFor({ timeout: 30_000 })
      .then(
        () => true,
        () => false,
      )
    await context.close()
    return { done, early }
  },
}

async function firstPaintToInteractive(browser: Browser, url: string) {
  const { context, page } = await shopper(browser)
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 30_000 })
  const { fcp, lcp } = await record(page)
  const hydrated = await hydratedAt(page)
  await context.close()
  return { fcp: fcp!, lcp: lcp!, interactive: hydrated!, gap: hydrated! - fcp! }
}

const live = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 30_000 })

/** The scripted browse, then the checkout as far as paying: INP of every view, and the timed steps. */
async function browseAndBuy(browser: Browser) {
  const { context, page } = await shopper(browser)
  const views: (number | null)[] = []
  await page.goto('/pumps/black')
  await live(page)
  await (await inStockSize(page)).tap()
  // Another colour: a link to its own page.
  await page.getByTestId('colour-switcher').locator('a[href$="/pumps/red"]').tap()
  await page.waitForURL(/\/pumps\/red$/)
  await live(page)
  await (await inStockSize(page)).tap()
  await page.getByTestId('add-to-cart').tap()
  await page.getByTestId('view-cart').tap()
  await page.getByTestId('cart-drawer').waitFor()
  await page.getByTestId('cart-checkout').tap()
  const panelMs = await tapToVisible(page, '[data-testid="checkout-panel"] #checkout-email')
  // The panel's tap has had its next paint by now; the view's worst interaction is final.
  await page.waitForTimeout(300)
  views.push(viewInp(await record(page)))

  await page.locator('#checkout-email').fill('claire.dubois@example.com')
  await page.locator('#checkout-fullName').fill('Claire Dubois')
  await page.locator('#checkout-addressLine1').fill('3 rue Bonaparte')
  await page.locator('#checkout-postalCode').fill('75006')
  await page.locator('#checkout-city').fill('Paris')
  await page.locator('#checkout-country').selectOption('FR')
  await page.getByTestId('checkout-submit').tap()
  await page.getByTestId('test-card').waitFor({ timeout: 30_000 })
  await live(page).catch(() => {})

  await page.getByTestId('test-card').fill('4000 0000 0000 0002')
  let t0 = Date.now()
  let declinedServerMs = 0
  declinedServerMs = await responseServerMs(page, new URL(page.url()).pathname, () =>
    page.getByTestId('test-pay').tap(),
  ).catch(() => Number.NaN)
  const declinedMs = await untilShown(page, '[data-testid="test-error"]', t0)

  await page.getByTestId('test-card').fill('4242 4242 4242 4242')
  t0 = Date.now()
  await page.getByTestId('test-pay').tap()
  const confirmedMs = await untilShown(page, '[data-testid="order-number"]', t0)
  const successServerMs = await documentServerMs(page)
  await context.close()
  return { views, panelMs, declinedMs, declinedServerMs, confirmedMs, successServerMs }
}

async function signInTimed(browser: Browser, n: number) {
  const email = await account(1000 + n)
  const { context, page } = await shopper(browser)
  await page.goto('/account/sign-in')
  await live(page)
  await page.locator('#account-email').fill(email)
  await page.locator('#account-password').fill(PASSWORD)
  const t0 = Date.now()
  const serverMs = await responseServerMs(page, '/api/account/sign-in', () =>
    page.locator('main form button[type="submit"]').tap(),
  ).catch(() => Number.NaN)
  const shownMs = await untilShown(page, '[data-testid="account-view"]', t0)
  await context.close()
  return { shownMs, serverMs }
}

/** The same run's baseline: a static page and a button that changes its own text, under the same throttling. */
async function baseline(browser: Browser) {
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Baseline</title></head><body><main><h1>Baseline</h1><p>Minimal static page.</p><button onclick="this.textContent=\'Done\'">Tap</button></main></body></html>',
    )
  }).listen(port + 1)
  const fcps: number[] = []
  const inps: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await shopper(browser)
    await page.goto(`http://localhost:${port + 1}/`, { waitUntil: 'load' })
    await page.getByRole('button').tap()
    await page.waitForTimeout(100)
    const r = await record(page)
    fcps.push(r.fcp!)
    inps.push(viewInp(r) ?? 0)
    await context.close()
  }
  server.close()
  return { fcp: summary(fcps), inp: summary(inps) }
}

/** Every figure, on the server at `base` now. */
async function measure(browser: Browser) {
  // Warm the cached pages once, as the visitors before this shopper would have.
  for (const p of ['/', '/pumps/black', '/pumps/red', '/magazine', '/style-assistant', '/account/sign-in'])
    await fetch(base + p)
  const results: Record<string, unknown> = {
    runs: RUNS,
    tapRuns: TAP_RUNS,
    throttling: '4× CPU, 150 ms RTT, 1.6 Mbps down',
  }
  results.baseline = await baseline(browser)

  const taps: Record<string, unknown> = {}
  for (const [name, run] of Object.entries(earlyTaps)) {
    const outcomes: Tap[] = []
    for (let i = 0; i < TAP_RUNS; i++) outcomes.push(await run(browser, i))
    taps[name] = {
      done: outcomes.filter((o) => o.done).length,
      of: outcomes.length,
      tappedBeforeHydration: outcomes.filter((o) => o.early).length,
    }
    console.error(name, taps[name])
  }
  results.earlyTaps = taps

  const interactive: Record<string, unknown> = {}
  for (const url of ['/', '/pumps/red']) {
    const xs = []
    for (let i = 0; i < RUNS; i++) xs.push(await firstPaintToInteractive(browser, url))
    interactive[url] = {
      firstPaint: summary(xs.map((x) => x.fcp)),
      largestPaint: summary(xs.map((x) => x.lcp)),
      interactive: summary(xs.map((x) => x.interactive)),
      firstPaintToInteractive: summary(xs.map((x) => x.gap)),
    }
    console.error(url, interactive[url])
  }
  results.firstPaintToInteractive = interactive

  const buys = []
  for (let i = 0; i < RUNS; i++) buys.push(await browseAndBuy(browser))
  const views = buys.flatMap((b) => b.views).filter((v): v is number => v != null)
  results.browse = {
    inp: summary(views),
    checkoutPanelOpen: summary(buys.map((b) => b.panelMs)),
    declinedCardToMessage: summary(buys.map((b) => b.declinedMs)),
    declinedCardServer: summary(buys.map((b) => b.declinedServerMs)),
    payToConfirmed: summary(buys.map((b) => b.confirmedMs)),
    successPageServer: summary(buys.map((b) => b.successServerMs)),
  }
  console.error('browse', results.browse)

  const signIns = []
  for (let i = 0; i < RUNS; i++) signIns.push(await signInTimed(browser, i))
  results.signIn = {
    toAccountShown: summary(signIns.map((s) => s.shownMs)),
    server: summary(signIns.map((s) => s.serverMs)),
  }

  const home = Buffer.from(await (await fetch(base + '/')).arrayBuffer())
  const homeFr = Buffer.from(await (await fetch(base + '/fr')).arrayBuffer())
  results.homeHtmlKb = {
    en: { raw: Math.round(home.length / 1024), gzip: Math.round(gzipSync(home).length / 1024) },
    fr: { raw: Math.round(homeFr.length / 1024), gzip: Math.round(gzipSync(homeFr).length / 1024) },
  }
  return results
}

// BENCH_DEFER=on,off measures the same database and build twice: scripts fetched after the first paint (the
// default) and with Next's own tags (DEFER_SCRIPTS=0), the server restarted between the two.
const MODES = (process.env.BENCH_DEFER || 'on').split(',') as ('on' | 'off')[]

async function main() {
  if (!process.env.BENCH_SKIP_BUILD && !process.env.BENCH_SERVER) {
    const { spawnSync } = await import('node:child_process')
    const b = spawnSync('node_modules/.bin/next', ['build'], {
      stdio: 'inherit',
      env: { ...process.env, SKIP_DB_PREPARE: '1' },
    })
    if (b.status !== 0) throw new Error('build failed')
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  })
  const results: Record<string, unknown> = {}
  try {
    if (process.env.BENCH_SERVER) {
      base = process.env.BENCH_SERVER
      results.server = await measure(browser)
    } else
      for (const mode of MODES) {
        const env = {
          TRUST_PROXY: '1',
          TEST_CHECKOUT_ENABLED: 'true',
          PRIVATE_DIR: tmp,
          DEFER_SCRIPTS: mode === 'off' ? '0' : '1',
        }
        base = (await startShop(port, tmp, env)).base
        results[`deferScripts ${mode}`] = await measure(browser)
        await stopShops()
      }
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/shopper.json', JSON.stringify(results, null, 2))
    console.log(JSON.stringify(results, null, 2))
  } finally {
    await browser.close()
  }
}

runBench(main)
