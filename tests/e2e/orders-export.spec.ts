// The accountant's CSV from the orders list (issue 37): customer service finds the export above the list, set to
// this month so far, and the button downloads the file (UTF-8 with its byte-order mark, `;`-separated); a period
// that ends before it starts is said beside the dates, never shown as a page of JSON; the stock team, who do not
// read invoices and credit notes, have no export.
import { readFile } from 'node:fs/promises'
import { staffAccount } from './fixtures/admin'
import { login } from './fixtures/login'
import { expect, test } from './fixtures/test'

const ip = '198.51.100.173'
const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
})

test('customer service downloads this month’s orders, and reads why a period is refused', async ({ page, request }) => {
  await login(page, await staffAccount(request, 'service', ip))
  await page.goto('/app/collections/orders')
  const form = page.getByRole('form', { name: 'Export for the accountant (CSV)' })
  const today = parisToday()
  await expect(form.getByLabel('From')).toHaveValue(`${today.slice(0, 8)}01`)
  await expect(form.getByLabel('To')).toHaveValue(today)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: 'Export orders (CSV)' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`orders-${today.slice(0, 8)}01-${today}.csv`)
  const text = (await readFile((await download.path())!)).toString('utf8')
  expect(text.startsWith('\uFEFFOrder;Date (Paris time);Customer;Email;Country;Status;Total incl. VAT (€);')).toBe(true)

  await form.getByLabel('From').fill('2026-02-10')
  await form.getByLabel('To').fill('2026-02-01')
  await form.getByRole('button', { name: 'Export orders (CSV)' }).click()
  await expect(form.getByRole('alert')).toHaveText('The end date is before the start date.')
  await expect(page).toHaveURL(/\/app\/collections\/orders(\?|$)/)
  await expect(page.locator('.table')).toBeVisible()
})

test('the stock team has no export', async ({ page, request }) => {
  await login(page, await staffAccount(request, 'stock', ip))
  await page.goto('/app/collections/orders')
  await expect(page.locator('.table')).toBeVisible()
  await expect(page.getByTestId('orders-export')).toHaveCount(0)
})
