// /app/stock: the staff stock matrix — signed-out visitors go to the login, staff without the stock role are
// refused, the stock team edits a quantity in place and the shop's product page shows it.
import { expect, test } from '@playwright/test'
import { adminToken, login } from './catalogAdmin'

const signIn = async (context: import('@playwright/test').BrowserContext, baseURL: string, token: string) =>
  context.addCookies([{ name: 'payload-token', value: token, url: baseURL }])

test('signed out: /app/stock sends to the login page', async ({ page }) => {
  await page.goto('/app/stock')
  await expect(page).toHaveURL(/\/app\/login/)
})

test('an editor without the stock role is refused', async ({ page, request, context, baseURL }) => {
  const editor = { email: `editor-${Date.now()}@maison-sabine.example`, password: 'editor-Password-1' }
  const res = await request.post('/api/users', { headers: { Authorization: `JWT ${await adminToken(request)}` }, data: { ...editor, roles: ['editor'] } })
  expect(res.ok()).toBe(true)
  await signIn(context, baseURL!, await login(request, editor))
  await page.goto('/app/stock')
  await expect(page.getByTestId('stock-denied')).toBeVisible()
  await expect(page.getByTestId('stock-product')).toHaveCount(0)
})

test('the stock team sees the matrix with low and zero marked, and edits a quantity in place', async ({ page, request, context, baseURL }) => {
  await signIn(context, baseURL!, await adminToken(request))
  await page.goto('/app/stock')
  await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible()
  await expect(page.getByTestId('stock-product')).toHaveCount(17)
  const gold = page.locator('input[data-sku="sandals-gold-38"]')
  await expect(gold.first()).toHaveAttribute('data-level', 'zero')
  await expect(page.locator('input[data-sku="pumps-yellow-37.5"]').first()).toHaveAttribute('data-level', 'low')
  // The first row of each product is the online store.
  const cell = page.locator('input[data-sku="sneakers-white-40"]').first()
  await cell.fill('7')
  await cell.press('Enter')
  await expect(cell).toHaveAttribute('data-level', 'ok')
  await expect.poll(async () => {
    const r = await request.post('/api/stock', { data: { items: [{ id: 'x', product_id: 'sneakers-white-40' }] } })
    return (await r.json()).stock.x
  }).toBe(7)
  await cell.fill('-1')
  await cell.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'Stock cannot be negative.' })).toBeVisible()
})
