// What a page downloads for the pages it links to: a prefetch brings their RSC payloads, never their pictures. The
// home page links to every product; each product page's LCP picture used to come along at high priority. And what
// it downloads for its own footer: not the store map's sketch, which was preloaded in <head> on every page (it loads
// lazily there), but on /store, where it is the first screen, at once.
import { expect, test } from './fixtures/test'

test('the home page requests only the pictures its own <img> elements show', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'image') requested.push(new URL(r.url()).pathname + new URL(r.url()).search)
  })
  const prefetched = page.waitForResponse((r) => /[?&]_rsc=/.test(r.url()) && /\/[a-z-]+\/[a-z-]+\?/.test(r.url()))
  await page.goto('/')
  await prefetched
  await page.waitForLoadState('networkidle')
  // An <img> shows a file of its own srcset or of its <picture>'s <source> (the AVIF twins).
  const referenced = await page.evaluate(() =>
    Array.from(document.images).flatMap((img) => [
      img.getAttribute('src') ?? '',
      ...[img, ...Array.from(img.closest('picture')?.querySelectorAll('source') ?? [])].flatMap((el) =>
        (el.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0]),
      ),
    ]),
  )
  expect(requested.length).toBeGreaterThan(0)
  expect(requested.filter((u) => !referenced.includes(u))).toEqual([])
})

test('a browser that decodes AVIF is shown the AVIF twin of a card, served as an immutable file', async ({ page }) => {
  const avif = page.waitForResponse((r) => /\/api\/media\/file\/[^?]+\.avif\?v=/.test(r.url()))
  await page.goto('/ankle-boots')
  const response = await avif
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/avif')
  expect(response.headers()['cache-control']).toContain('immutable')
  const card = page.locator('main picture').first()
  await expect(card.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif\?v=\w+ \d+w/)
  await card.locator('img').scrollIntoViewIfNeeded()
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/\.avif\?v=/)
  // The <img> itself keeps the WebP files, for browsers without AVIF.
  await expect(card.locator('img')).toHaveAttribute('srcset', /\.webp\?v=\w+ \d+w/)
})

const SKETCH = '/map/preview.svg'

test('a product page does not fetch the footer map sketch with the page', async ({ page }) => {
  const sketches: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === SKETCH) sketches.push(r.url())
  })
  await page.goto('/ankle-boots/red')
  await page.waitForLoadState('networkidle')
  expect(await page.locator(`head link[rel="preload"][href="${SKETCH}"]`).count()).toBe(0)
  expect(sketches).toEqual([])
  // The browser fetches it once the footer nears the viewport; a shopper who scrolls there gets the live map anyway.
  await expect(page.locator('#store [data-testid="map-preview"] img')).toHaveAttribute('loading', 'lazy')
})

test('on /store the map sketch is part of the first screen and loads with the page', async ({ page }) => {
  await page.goto('/store')
  const sketch = page.locator('[data-store-placement="page"] [data-testid="map-preview"] img')
  await expect(sketch).toHaveAttribute('loading', 'eager')
  await expect
    .poll(() => sketch.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
})

// A storefront page's own scripts start downloading after the browser has painted it, so on a slow link they do
// not compete with its text and first picture; the page then hydrates as before. The backoffice keeps Next's tags.
test('a product page requests its scripts only after its first paint, then hydrates', async ({ page, request }) => {
  const html = await (await request.get('/ankle-boots/red')).text()
  expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+\.js" async="">/)
  expect(html).not.toMatch(/<link rel="preload" as="script"[^>]*href="\/_next\/static\//)
  expect(html).toContain('<script data-deferred-scripts="">')

  await page.goto('/ankle-boots/red')
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => /\/_next\/static\/.+\.js$/.test(new URL(e.name).pathname))
      .map((e) => e.startTime),
  }))
  expect(timing.scripts.length).toBeGreaterThan(5)
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint)
  // Hydrated: the size picker answers.
  await expect(page.locator('[data-testid="size-picker"][data-ready="true"]')).toHaveCount(1)

  const admin = await (await request.get('/app/login')).text()
  expect(admin).toMatch(/<script src="\/_next\/static\/[^"]+\.js" async="">/)
  expect(admin).not.toContain('data-deferred-scripts')
})
