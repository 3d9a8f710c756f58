// The order limits as a shopper meets them (issue 35, finding 3), in both languages: the cart's + stops at 3 of one
// size with a hint saying why, and a cart over the limit (a fourth pair added from the product page) is refused by
// the checkout with a 422 the panel shows, naming the limit — never a hold, never a 500.
import { type Page, expect, test } from './fixtures/test'
import { setOnlineStock } from './catalogAdmin'
import { cleanUpAfterEach, pickSize } from './fixtures/shop'

const SKU = 'boots-burgundy-39'
const COPY = {
  en: {
    prefix: '',
    hint: 'At most 3 of one size per order',
    refused: /^At most 3 of one size per order: .+ \(39\)\. Please update your cart\.$/,
  },
  fr: {
    prefix: '/fr',
    hint: 'Au plus 3 paires par pointure et par commande',
    refused:
      /^Quantité limitée à 3 par article et par commande\u00a0: .+ \(39\)\. Veuillez mettre à jour votre panier\.$/,
  },
} as const

const restores = cleanUpAfterEach()

async function fillValid(page: Page) {
  await page.locator('#checkout-email').fill('claire.dubois@example.com')
  await page.locator('#checkout-fullName').fill('Claire Dubois')
  await page.locator('#checkout-addressLine1').fill('3 rue Bonaparte')
  await page.locator('#checkout-postalCode').fill('75 006')
  await page.locator('#checkout-city').fill('Paris')
  await page.locator('#checkout-country').selectOption('FR')
}

for (const l of ['en', 'fr'] as const) {
  test(`${l}: + stops at 3 of a size with its hint; a fourth pair is refused at checkout, naming the limit`, async ({
    page,
    request,
  }) => {
    const c = COPY[l]
    const before = await setOnlineStock(request, SKU, 8)
    restores.push(() => setOnlineStock(request, SKU, before))
    await page.goto(`${c.prefix}/boots/burgundy`)
    await pickSize(page, '39')
    await page.getByTestId('add-to-cart').click()
    await page.getByTestId('view-cart').click()
    const drawer = page.getByTestId('cart-drawer')
    await expect(drawer).toBeVisible()
    const line = drawer.locator(`[data-testid="cart-line"][data-sku="${SKU}"]`)
    const plus = line.locator('[role="group"] button').last()
    const quantity = line.getByTestId('cart-line-quantity')
    await plus.click()
    await expect(quantity).toHaveText('2')
    await plus.click()
    await expect(quantity).toHaveText('3')
    // Stock allows 8, the order limit 3: the + stops and says why, without the red stock warning.
    await expect(plus).toBeDisabled()
    await expect(line.getByTestId('cart-line-limit')).toHaveText(c.hint)
    await expect(line.getByTestId('cart-line-warning')).toHaveCount(0)

    // A fourth pair from the product page: the add is not stopped, the checkout is.
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await page.getByTestId('add-to-cart').click()
    await page.getByTestId('view-cart').click()
    await expect(quantity).toHaveText('4')
    await page.getByTestId('cart-checkout').click()
    const panel = page.getByTestId('checkout-panel')
    await expect(panel).toBeVisible()
    await fillValid(page)
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/create-checkout-session'))
    await panel.getByTestId('checkout-submit').click()
    expect((await answer).status()).toBe(422)
    await expect(panel.getByTestId('checkout-alert')).toHaveText(c.refused)
    await expect(panel).toBeVisible()
    await expect(panel.getByTestId('checkout-submit')).toBeEnabled()
  })
}
