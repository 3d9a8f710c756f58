// /app/stock and the catalog's backoffice routes: signed-out visitors go to the login, staff without the stock
// role are refused, a stock-only account edits a quantity in place and the shop's stock read shows it. Every
// account and quantity a test creates or changes is removed or put back.
import { type BrowserContext, expect, test } from './fixtures/test'
import { adminToken, createStaff, deleteUser, getOnlineStock, login, setOnlineStock } from './catalogAdmin'

const signIn = async (context: BrowserContext, baseURL: string, token: string) =>
  context.addCookies([{ name: 'payload-token', value: token, url: baseURL }])

const cleanups: (() => Promise<unknown>)[] = []
test.afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

test('signed out: /app/stock sends to the login page', async ({ page }) => {
  await page.goto('/app/stock')
  await expect(page).toHaveURL(/\/app\/login/)
})

test('an editor without the stock role is refused', async ({ page, request, context, baseURL }) => {
  const editor = await createStaff(request, ['editor'])
  cleanups.push(() => deleteUser(request, editor.id))
  await signIn(context, baseURL!, await login(request, editor))
  await page.goto('/app/stock')
  await expect(page.getByTestId('stock-denied')).toHaveText(
    'The stock matrix is for the stock team and administrators.',
  )
  await expect(page.getByTestId('stock-product')).toHaveCount(0)
})

test('a stock-only account sees the matrix with low and zero marked, and edits a quantity in place', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const sku = 'sneakers-white-40'
  const before = await getOnlineStock(request, sku)
  cleanups.push(() => setOnlineStock(request, sku, before))
  const stock = await createStaff(request, ['stock'])
  cleanups.push(() => deleteUser(request, stock.id))
  await signIn(context, baseURL!, await login(request, stock))
  await page.goto('/app/stock')
  await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible()
  await expect(page.getByTestId('stock-product')).toHaveCount(17)
  const gold = page.locator('input[data-sku="sandals-gold-38"]')
  await expect(gold.first()).toHaveAttribute('data-level', 'zero')
  await expect(page.locator('input[data-sku="pumps-yellow-37.5"]').first()).toHaveAttribute('data-level', 'low')
  // The first row of each product is the online store.
  const cell = page.locator(`input[data-sku="${sku}"]`).first()
  const target = before === 7 ? 8 : 7
  await cell.fill(String(target))
  await cell.press('Enter')
  // The first change of the page asks why (kept in the stock ledger), then saves.
  const reason = page.getByRole('textbox', { name: /^Reason for the change/ })
  await reason.fill('Recount after the e2e run')
  await reason.press('Enter')
  await expect(cell).toHaveAttribute('data-level', 'ok')
  await expect
    .poll(async () => {
      const r = await request.post('/api/stock', { data: { items: [{ id: 'x', product_id: sku }] } })
      return (await r.json()).stock.x
    })
    .toBe(target)
  await cell.fill('-1')
  await cell.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'Stock cannot be negative.' })).toBeVisible()
  // The cell's history is one click away: the stock ledger of that size in that store, the change on top with its
  // reason.
  await page
    .getByRole('link', { name: new RegExp(`^History of ${sku} in `) })
    .first()
    .click()
  await expect(page).toHaveURL(/\/app\/collections\/stock-movements\?/)
  const latest = page.locator('.collection-list tbody tr').first()
  await expect(latest).toContainText('Recount after the e2e run')
  await expect(latest).toContainText('Adjustment')
  await expect(latest).toContainText(sku)
})

test('the matrix speaks French when the backoffice does', async ({ page, request, context, baseURL }) => {
  await signIn(context, baseURL!, await adminToken(request))
  await context.addCookies([{ name: 'payload-lng', value: 'fr', url: baseURL! }])
  await page.goto('/app/stock')
  await expect(page.getByText('Quantités par taille et par boutique.')).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Boutique' }).first()).toBeVisible()
  const cell = page.locator('input[data-sku="sneakers-white-41"]').first()
  await cell.fill('-1')
  await cell.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'Le stock ne peut pas être négatif.' })).toBeVisible()
})

test('the short backoffice routes lead to the catalog lists', async ({ page, request, context, baseURL }) => {
  await signIn(context, baseURL!, await adminToken(request))
  for (const [from, to] of [
    ['/app/products', '/app/collections/products'],
    ['/app/product-types', '/app/collections/product-types'],
    ['/app/product-variants', '/app/collections/product-variants'],
    ['/app/stores', '/app/collections/stores'],
  ]) {
    await page.goto(from!)
    await expect(page).toHaveURL(new RegExp(`${to}(\\?|$)`))
    await expect(page.locator('.collection-list')).toBeVisible()
  }
})
