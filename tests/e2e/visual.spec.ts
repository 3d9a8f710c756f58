// Visual regression: every storefront template at 390 and 1280 px, in English and in French, compared with the
// reviewed baselines in tests/e2e/__screenshots__ (see docs/visual-regression.md). A changed look fails here until
// its new baseline is generated with --update-snapshots and reviewed in the commit's PNG diff.
//
// What keeps a run stable: the self-hosted fonts (document.fonts.ready), every image loaded eagerly and decoded,
// animations and transitions off, the page clock paused at a fixed instant (slideshow, countdowns, 404 redirect),
// and the parts that change from run to run masked: countdowns, live stock, the cookie banner, the preorder bar.
import { type Page, expect, test } from './fixtures/test'
import { pickSize } from './fixtures/shop'

const FIXED_NOW = new Date('2026-11-24T10:00:00Z')

// Hidden outright (their presence would shift the page): campaigns other specs open, the cookie banner, toasts.
const HIDE = `
  [data-testid="preorder-bar"], [data-testid="consent-banner"], .toaster { display: none !important; }
  *, *::before, *::after { caret-color: transparent !important; }
  /* The header follows the scroll history (hidden/fixed after a scroll): always drawn in its place at the top. */
  .header--fixed, .header--hidden { position: static !important; transform: none !important; }
`

/** Parts that change between runs: drawn over in a flat colour instead of compared. */
const masks = (page: Page) => [
  page.getByTestId('preorder-countdown'),
  page.getByTestId('not-found-countdown'),
  page.getByTestId('store-availability'),
  page.locator('[data-testid="size-option"] span:last-child'),
  page.getByTestId('cart-adjusted'),
]

const WIDTHS = [
  { name: '390', viewport: { width: 390, height: 844 } },
  { name: '1280', viewport: { width: 1280, height: 800 } },
] as const
const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'fr', prefix: '/fr' },
] as const

/** Stops the page's clock a few hundred milliseconds ahead of it. A busy machine may pass that instant before the
 *  call lands ("Cannot fast-forward to the past"): the clock is read again and aimed again, six tries in all. */
async function pauseAhead(page: Page) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 300))
    } catch (err) {
      if (attempt === 5) throw err
    }
  }
}

/** Loads a page in a settled state: fonts and every image ready, the hero on its first slide, clock paused.
 *  `pauseOnLoad` stops the clock as soon as the page has loaded, for a page that leaves on a timer (the 404 sends
 *  the visitor home after 7 s, which a busy machine can spend before the network is idle). */
async function settle(page: Page, path: string, { pauseOnLoad = false } = {}) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // The page clock runs from a fixed instant while the page loads (React reveals streamed parts on timers), then
  // stops: the slideshow, the countdowns and the 404 redirect stay where they are for the screenshots.
  await page.clock.install({ time: FIXED_NOW })
  await page.goto(path, { waitUntil: 'load' })
  if (pauseOnLoad) {
    // Hydrated first: a 404 is sent with Next's own script tags (only 200 pages load theirs after the paint), so
    // `load` can come before hydration, and a clock stopped then left the server's HTML on screen (the footer's
    // "today" in the opening hours, the quote), 1 % of the picture off. The 7 s redirect starts at hydration.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await pauseAhead(page)
  }
  await page.addStyleTag({ content: HIDE })
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager'
    await document.fonts.ready
  })
  await page.waitForLoadState('networkidle')
  if (!pauseOnLoad) await pauseAhead(page)
  const hero = page
    .locator('section[aria-roledescription="carousel"], section')
    .filter({ has: page.getByRole('group') })
  if (await page.getByRole('button', { name: /Pause the slideshow|Mettre le diaporama en pause/ }).count()) {
    await page.getByRole('button', { name: /Pause the slideshow|Mettre le diaporama en pause/ }).click()
    const previous = page.getByRole('button', { name: /Previous slide|Image précédente/ })
    for (let i = 0; i < 30 && (await hero.first().locator('[role="group"][aria-hidden="false"]').count()); i++) {
      const first = await page.evaluate(
        () => document.querySelector('[role="group"][aria-hidden="false"]')?.getAttribute('aria-label') ?? '',
      )
      if (/^(Slide|Image) 1 /.test(first)) break
      await previous.click()
    }
  }
  // Still the page asked for: another page's lazy pictures would never decode.
  expect(new URL(page.url()).pathname).toBe(new URL(path, 'http://x').pathname)
  await page.evaluate(async () => {
    await Promise.all(
      Array.from(document.images).map((img) =>
        img.complete ? Promise.resolve() : img.decode().catch(() => undefined),
      ),
    )
  })
  await page.evaluate(() => window.scrollTo(0, 0))
}

// The top of a long page (hero, grids, first stories) is what a template looks like; the rest repeats it and would
// only make the baselines heavy.
const MAX_HEIGHT = 2400

async function shoot(page: Page, name: string, fullPage = true) {
  const { width, height } = page.viewportSize()!
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight)
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage,
    clip: fullPage ? { x: 0, y: 0, width, height: Math.min(pageHeight, MAX_HEIGHT) } : { x: 0, y: 0, width, height },
    animations: 'disabled',
    caret: 'hide',
    mask: masks(page),
    maskColor: '#d9d2c5',
    // Small tolerance: anti-aliasing noise passes, a moved block or a changed colour does not.
    maxDiffPixelRatio: 0.002,
    threshold: 0.15,
    timeout: 20_000,
  })
}

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/ankle-boots' },
  { name: 'magazine', path: '/magazine' },
  { name: 'article', path: '/magazine/why-wear-heels' },
  { name: 'contact', path: '/contact' },
  { name: '404', path: '/this-page-walked-away' },
]

for (const { name: width, viewport } of WIDTHS) {
  for (const { locale, prefix } of LOCALES) {
    test.describe(`${width} px, ${locale}`, () => {
      test.use({ viewport })

      for (const p of PAGES) {
        test(p.name, async ({ page }) => {
          await settle(page, `${prefix}${p.path === '/' && prefix ? '' : p.path}`, { pauseOnLoad: p.name === '404' })
          await shoot(page, `${p.name}-${locale}-${width}`)
        })
      }

      test('product with the cart drawer open, then the checkout panel', async ({ page }) => {
        await settle(page, `${prefix}/ankle-boots/red`)
        await shoot(page, `product-${locale}-${width}`)
        // The cart runs on the page clock (its store and stock sync); nothing on the drawer or the panel shows time.
        await page.clock.resume()
        await pickSize(page, '39')
        await page.getByTestId('add-to-cart').click()
        await page.getByTestId('view-cart').click()
        const drawer = page.getByTestId('cart-drawer')
        await expect(drawer.getByTestId('cart-line')).toHaveCount(1)
        await shoot(page, `drawer-${locale}-${width}`, false)
        await drawer.getByTestId('cart-checkout').click()
        await expect(page.getByTestId('checkout-panel')).toBeVisible()
        await shoot(page, `checkout-${locale}-${width}`, false)
      })
    })
  }
}
