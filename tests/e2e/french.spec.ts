// French is kept: the locale cookie sends `/` to `/fr`, and no English is left on the French shop — home, category,
// product, cart drawer, checkout panel (with its validation messages), contact form and the 404 page.
import { expect, test } from './fixtures/test'
import { LOCALE_COOKIE } from '../../src/domain/locale'
import { englishOn, englishProbes } from './editorialEnglish'
import { pickSize } from './fixtures/shop'

const PROBES = englishProbes()

test.describe('locale cookie', () => {
  test('a shopper who chose French is sent from / to /fr; one who chose English stays on /', async ({
    browser,
    baseURL,
  }) => {
    // The browser asks for English: only the cookie can make / French.
    const fr = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } })
    await fr.addCookies([{ name: LOCALE_COOKIE, value: 'fr', url: baseURL! }])
    const page = await fr.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/fr$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await fr.close()

    const en = await browser.newContext({ locale: 'fr-FR', extraHTTPHeaders: { 'accept-language': 'fr-FR,fr;q=0.9' } })
    await en.addCookies([{ name: LOCALE_COOKIE, value: 'en', url: baseURL! }])
    const other = await en.newPage()
    await other.goto('/')
    await expect(other).toHaveURL(new RegExp(`^${baseURL}/?$`))
    await expect(other.locator('html')).toHaveAttribute('lang', 'en')
    await en.close()
  })
})

test.describe('no English on the French shop', () => {
  for (const route of ['/fr', '/fr/ankle-boots', '/fr/ankle-boots/red', '/fr/contact']) {
    test(route, async ({ page }) => {
      await page.goto(route)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(page.locator('h1').first()).toBeVisible()
      expect(await englishOn(page, PROBES), `English on ${route}`).toEqual([])
    })
  }

  test('the contact form with its validation messages', async ({ page }) => {
    await page.goto('/fr/contact')
    const form = page.locator('form', { has: page.locator('#firstName') })
    // Clicked until hydrated: before that the click is a plain form post.
    await expect(async () => {
      await form.locator('button[type="submit"]').click()
      await expect(page.locator('#firstName')).toHaveAttribute('aria-invalid', 'true', { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    expect(await englishOn(page, PROBES)).toEqual([])
  })

  test('the 404 page', async ({ page }) => {
    const res = await page.goto('/fr/nothing-here-at-all')
    expect(res?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    expect(await englishOn(page, PROBES)).toEqual([])
  })

  test('the cart drawer and the checkout panel with its validation messages', async ({ page }) => {
    await page.goto('/fr/ankle-boots/red')
    await pickSize(page, '38')
    await page.getByTestId('add-to-cart').click()
    await page.getByTestId('view-cart').click()
    const drawer = page.getByTestId('cart-drawer')
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1)
    expect(await englishOn(page, PROBES), 'English in the cart drawer').toEqual([])
    await page.getByTestId('cart-checkout').click()
    const panel = page.getByTestId('checkout-panel')
    await expect(panel).toBeVisible()
    expect(await englishOn(page, PROBES), 'English in the checkout panel').toEqual([])
    await panel.getByTestId('checkout-submit').click()
    await expect(panel.getByText('Veuillez saisir une adresse e-mail valide.', { exact: false })).toBeVisible()
    expect(await englishOn(page, PROBES), 'English in the checkout messages').toEqual([])
  })
})
