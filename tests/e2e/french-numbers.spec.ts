// French numbers where a shopper reads them: a half size is "36,5" on the size picker (its tile and the radio's
// accessible name) and in the cart drawer, a glove's hand is "17,8 cm" in the size guide, the boutique's hours read
// "10 h 30" on /fr/store; English keeps 36.5 and 10:30. The value sent to the server stays "36.5".
import { expect, test } from './fixtures/test'
import { sizePickerReady } from './fixtures/shop'

test('French: a half size reads with a comma on the size picker and in the cart drawer', async ({ page }) => {
  await page.goto('/fr/ankle-boots/black')
  await sizePickerReady(page)
  // The first half size still sold online (an earlier test may have bought some).
  const tile = page
    .locator('[data-testid="size-option"][data-size*="."]')
    .and(page.locator('[data-status="in-stock"], [data-status="low"]'))
    .first()
  const stored = (await tile.getAttribute('data-size'))!
  const shown = stored.replace('.', ',')
  await expect(tile).toContainText(shown)
  await expect(tile).not.toContainText(stored)
  const radio = page.getByRole('radio', { name: shown, exact: true })
  await expect(radio).toHaveValue(stored)
  await radio.check()
  await page.getByTestId('add-to-cart').click()
  await page.getByTestId('view-cart').click()
  const line = page.getByTestId('cart-drawer').getByTestId('cart-line')
  await expect(line).toHaveCount(1)
  await expect(line).toContainText(`Pointure ${shown}`)
  await expect(line).not.toContainText(stored)
})

test('French: the glove size guide gives the hand in centimetres with a comma', async ({ page }) => {
  await page.goto('/fr/gloves')
  await page.getByRole('button', { name: 'Guide des tailles' }).click()
  const guide = page.getByRole('dialog')
  await expect(guide.getByRole('row').filter({ hasText: /^7\s*17,8\scm$/ })).toHaveCount(1)
  await expect(guide.getByRole('row').filter({ hasText: /^6,5\s*16,5\scm$/ })).toHaveCount(1)
  await expect(guide).not.toContainText('17.8')
})

test('the boutique’s hours read "10 h 30" on /fr/store and "10:30" on /store', async ({ page }) => {
  await page.goto('/fr/store')
  const hours = page.getByTestId('store-hours').first()
  await expect(hours.locator('dd').first()).toHaveText(/^\d{1,2}\sh(\s\d{2})? – \d{1,2}\sh(\s\d{2})?$/)
  await expect(hours).toContainText(/10\sh\s30/)
  await expect(hours).not.toContainText(/\d:\d\d/)
  await page.goto('/store')
  await expect(page.getByTestId('store-hours').first()).toContainText('10:30 – 19:30')
})
