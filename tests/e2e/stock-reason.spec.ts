// The stock matrix says which reason its changes are filed under, and lets it be changed (issue 37): before, the
// reason given at the page's first change was reused silently for every later one. A boutique cell goes up by one
// under a first reason and back under a second; the stock ledger holds each change with its own reason.
import { login } from './fixtures/login'
import { expect, test } from './fixtures/test'

const SKU = 'ankle-boots-cognac-40'

test('the reason in effect is shown and changed above the matrix', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.174' })
  await login(page)
  await page.goto('/app/stock')
  const banner = page.getByTestId('stock-reason')
  await expect(banner).toHaveText(
    'Your first change on this page asks why; every change after it keeps that reason until you change it.',
  )
  // The boutique's cell (the first row of a product is the online store, which the shop's pages read).
  const cell = page.locator(`input[data-sku="${SKU}"]`).nth(1)
  const before = Number(await cell.inputValue())
  await cell.fill(String(before + 1))
  await cell.press('Enter')
  const asked = page.getByRole('textbox', { name: /^Reason for the change \(/ })
  await asked.fill('Pair found in the back room')
  await asked.press('Enter')
  await expect(banner.getByRole('status')).toHaveText(
    'Reason for the changes on this page: “Pair found in the back room”',
  )

  await banner.getByRole('button', { name: 'Change the reason' }).click()
  await banner.getByRole('textbox', { name: 'Reason for the change' }).fill('Recount of the boutique')
  await banner.getByRole('button', { name: 'Save' }).click()
  await expect(banner.getByRole('status')).toHaveText('Reason for the changes on this page: “Recount of the boutique”')
  // The next change is not asked again, and goes under the new reason.
  await cell.fill(String(before))
  await cell.press('Enter')
  await expect(page.getByRole('textbox', { name: /^Reason for the change \(/ })).toHaveCount(0)
  await expect(cell).toHaveCSS('outline-color', 'rgb(22, 163, 74)')

  await page
    .getByRole('link', { name: new RegExp(`^History of ${SKU} in `) })
    .nth(1)
    .click()
  const rows = page.locator('.collection-list tbody tr')
  await expect(rows.nth(0)).toContainText('Recount of the boutique')
  await expect(rows.nth(1)).toContainText('Pair found in the back room')
})
