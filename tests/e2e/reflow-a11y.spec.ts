// WCAG 1.4.10 Reflow: at 320 CSS px wide (a 1280 px window at 400 % zoom) no page scrolls sideways, in English and
// in French — every storefront template, the cart drawer and the checkout panel, the mobile menu and the cookie
// banner. Read-only: it opens no checkout (the test payment page is checked in checkout.spec.ts).
import { type Page, expect, test } from './fixtures/test'
import { pickSize } from './fixtures/shop'

const NARROW = { width: 320, height: 640 }

// One path a template (src/app/(shop)/[locale]/…), as a shopper reaches it.
const TEMPLATES = [
  '/',
  '/ankle-boots',
  '/ankle-boots/red',
  '/gloves',
  '/magazine',
  '/magazine/why-wear-heels',
  '/magazine/emily-in-paris-filming-locations/places',
  '/brand',
  '/brand/medias',
  '/brand/people',
  '/people',
  '/press',
  '/fabrication',
  '/comfort',
  '/wholesales',
  '/store',
  '/contact',
  '/newsletter',
  '/newsletter?status=confirmed',
  '/newsletter?unsubscribe=0123456789abcdef0123',
  '/style-assistant',
  '/shop-the-look',
  '/preorders',
  '/returns',
  '/legal',
  '/terms',
  '/privacy',
  '/return-policy',
  '/accessibility',
  '/qrcode/premiereclasse-card',
  '/account',
  '/account/sign-in',
  '/account/sign-up',
  '/account/forgot-password',
  '/account/reset-password',
  '/account/verify',
  '/account/code',
  '/account/password',
  '/account/email',
  '/account/email/confirm',
  '/account/delete',
  '/checkout/success',
  '/checkout/cancel',
  '/error-test',
  '/this-page-walked-away',
]

const localized = (path: string, prefix: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`)

/** The page's width as the browser lays it out, and (for the failure message) what sticks out past the window.
 *  A signed-out account page sends the visitor on to the sign-in page: that one is measured. */
async function widths(page: Page) {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => document.fonts.ready)
      return await laidOut(page)
    } catch (err) {
      if (attempt === 3 || !/Execution context was destroyed|navigat/i.test(String(err))) throw err
    }
  }
}

const laidOut = (page: Page) =>
  page.evaluate(() => {
    const view = document.documentElement.clientWidth
    // Inside a box that clips or scrolls sideways (a gallery strip), an element does not widen the page.
    const clipped = (el: Element) => {
      for (let e = el.parentElement; e && e !== document.body; e = e.parentElement)
        if (getComputedStyle(e).overflowX !== 'visible') return true
      return false
    }
    const past = Array.from(document.querySelectorAll('body *'))
      .filter((el) => {
        const r = el.getBoundingClientRect()
        return r.width > 0 && r.right > view + 0.5 && !clipped(el)
      })
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}: ${Math.round(el.getBoundingClientRect().right)}`,
      )
    return { scrollWidth: document.documentElement.scrollWidth, past }
  })

/** Opens a page; a client redirect of the page before (a signed-out account page) may cancel it once. */
async function visit(page: Page, url: string) {
  try {
    await page.goto(url)
  } catch (err) {
    if (!/ERR_ABORTED|interrupted/i.test(String(err))) throw err
    await page.goto(url)
  }
}

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, past } = await widths(page)
  expect(scrollWidth, `wider than 320 px; sticking out: ${past.join(' | ')}`).toBeLessThanOrEqual(NARROW.width)
}

test.use({ viewport: NARROW })

for (const prefix of ['', '/fr']) {
  const lang = prefix ? 'fr' : 'en'
  test(`320 px, ${lang}: no template scrolls sideways`, async ({ page }) => {
    test.setTimeout(240_000)
    const failures: string[] = []
    for (const path of TEMPLATES) {
      const url = localized(path, prefix)
      await visit(page, url)
      const { scrollWidth, past } = await widths(page)
      if (scrollWidth > NARROW.width) failures.push(`${url}: ${scrollWidth} px (${past.join(' | ')})`)
    }
    expect(failures).toEqual([])
  })

  test(`320 px, ${lang}: the mobile menu, the cart drawer and the checkout panel fit`, async ({ page }) => {
    await page.goto(localized('/ankle-boots/red', prefix))
    await page.getByRole('button', { name: lang === 'fr' ? 'Ouvrir le menu' : 'Open menu' }).click()
    await expect(page.getByTestId('mobile-menu')).toBeVisible()
    await noSidewaysScroll(page)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('mobile-menu')).toHaveCount(0)
    await pickSize(page, '39')
    await page.getByTestId('add-to-cart').click()
    await page.getByTestId('view-cart').click()
    const drawer = page.getByTestId('cart-drawer')
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1)
    await noSidewaysScroll(page)
    await drawer.getByTestId('cart-checkout').click()
    await expect(page.getByTestId('checkout-panel')).toBeVisible()
    await noSidewaysScroll(page)
  })
}

test.describe('a first visit, with the cookie banner', () => {
  test.use({ storageState: { cookies: [], origins: [] } })
  for (const path of ['/', '/fr/ankle-boots/red']) {
    test(`320 px: ${path} with the banner and its choices open fits`, async ({ page }) => {
      await page.goto(path)
      const banner = page.getByTestId('consent-banner')
      await expect(banner).toBeVisible()
      await banner.getByRole('button', { name: /^(Customize|Personnaliser)$/ }).click()
      await noSidewaysScroll(page)
      const box = (await banner.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width)
    })
  }
})
