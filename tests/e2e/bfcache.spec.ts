// Back/forward cache: a shopper who leaves a product page and comes back gets the same page back at once, restored
// from the browser's bf-cache (its `pageshow` event says persisted), in English and French, signed in or not — a
// signed-in page closes its live-cart stream when it is hidden (an open stream would keep it out of the cache) and
// opens it again when it is shown. Playwright turns the bf-cache off by default: these tests run their own Chromium
// with it on.
import { type Browser, type Page, type PlaywrightWorkerArgs, type TestInfo, expect, test } from './fixtures/test'
import { signInContext, verifiedShopper } from './fixtures/accounts'

/** A browser like the project's, with the bf-cache Playwright disables. */
async function bfcacheBrowser(playwright: PlaywrightWorkerArgs['playwright'], info: TestInfo): Promise<Browser> {
  return playwright.chromium.launch({
    ...info.project.use.launchOptions,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  })
}

/** Every document records its pageshow events: a document restored from the bf-cache keeps its earlier ones. */
const recordPageshow = () => {
  const w = window as unknown as { __pageshows?: boolean[] }
  w.__pageshows = []
  window.addEventListener('pageshow', (e) => w.__pageshows!.push(e.persisted))
}

/** Why the browser did not restore the page (Chromium's notRestoredReasons), for the failure message. */
const notRestored = (page: Page) =>
  page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceEntry & { notRestoredReasons?: unknown }
    return JSON.stringify(nav?.notRestoredReasons ?? null)
  })

/** Back to `from`: a page restored from the bf-cache fires no new `load`, so only the commit is awaited, then the
 *  first pageshow of whichever document is showing. */
async function back(page: Page, from: string) {
  await page.goBack({ waitUntil: 'commit' })
  await page.waitForURL((u) => u.pathname === from, { waitUntil: 'commit' })
  await page.waitForFunction(() => ((window as unknown as { __pageshows?: boolean[] }).__pageshows?.length ?? 0) > 0)
  const shows = await page.evaluate(() => (window as unknown as { __pageshows: boolean[] }).__pageshows)
  expect(shows, `not restored from the bf-cache: ${await notRestored(page)}`).toEqual([false, true])
}

async function leaveAndComeBack(page: Page, from: string, to: string) {
  await page.goto(from)
  await expect(page.locator('[data-testid="size-picker"][data-ready="true"]')).toBeVisible()
  await page.goto(to)
  await back(page, from)
}

for (const [from, to] of [
  ['/ankle-boots/red', '/magazine'],
  ['/fr/ankle-boots/red', '/fr/magazine'],
]) {
  test(`${from} → ${to} → back comes from the bf-cache`, async ({ playwright, baseURL }, info) => {
    const browser = await bfcacheBrowser(playwright, info)
    try {
      const context = await browser.newContext({ baseURL, storageState: info.project.use.storageState })
      const page = await context.newPage()
      await page.addInitScript(recordPageshow)
      await leaveAndComeBack(page, from!, to!)
      // The restored page is still alive: its size picker answers.
      const size = page.locator('[data-testid="size-option"][data-size="39"]')
      await size.click()
      await expect(size.locator('input')).toBeChecked()
    } finally {
      await browser.close()
    }
  })
}

test('signed in: the live-cart stream closes as the page leaves and opens again when it comes back', async ({
  playwright,
  baseURL,
  request,
}, info) => {
  const who = await verifiedShopper(request, 'bfcache', `10.215.${Date.now() % 250}.1`)

  const browser = await bfcacheBrowser(playwright, info)
  try {
    const context = await browser.newContext({ baseURL, storageState: info.project.use.storageState })
    await signInContext(context, who, `10.215.${Date.now() % 250}.2`)
    const page = await context.newPage()
    await page.addInitScript(recordPageshow)
    // The product page's own stream requests (a frame's URL tells which document asked).
    const from = '/fr/ankle-boots/red'
    let streams = 0
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/cart/live' && new URL(r.frame().url()).pathname === from) streams++
    })
    await page.goto(from)
    await expect.poll(() => streams).toBeGreaterThan(0)
    const before = streams
    await page.goto('/fr/magazine')
    await back(page, from)
    await expect.poll(() => streams, { timeout: 15_000 }).toBeGreaterThan(before)
  } finally {
    await browser.close()
  }
})
