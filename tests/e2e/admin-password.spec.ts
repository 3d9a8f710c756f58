// A staff account whose password someone else chose (the first admin's generated one) is sent to its account page
// until its owner sets a new password; then the backoffice opens normally.
import { expect, test } from './fixtures/test'
import { E2E_ADMIN } from './fixtures/admin'

test('a required password change keeps the backoffice on the account page until done', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await request.post('/api/users/login', {
    data: E2E_ADMIN,
    headers: { 'x-forwarded-for': '198.51.100.31' },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const email = `must-change-${Date.now()}@test.example`
  const created = await request.post('/api/users', {
    headers: { authorization: `JWT ${token}`, 'x-forwarded-for': '198.51.100.31' },
    data: { email, password: 'generated-Password-1', roles: ['service'], mustChangePassword: true },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  await page.goto('/app/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill('generated-Password-1')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((u) => u.pathname === '/app/account')
  await page.goto('/app/collections/orders')
  await expect(page).toHaveURL(/\/app\/account$/)
  // Custom views too; and the API, with this session's cookie, gives nothing the role would open.
  await page.goto('/app/carts')
  await expect(page).toHaveURL(/\/app\/account$/)
  expect((await page.request.get('/api/orders', { headers: { origin: baseURL! } })).status()).toBe(403)
  // Nor may it change anything but the password meanwhile.
  const renamed = await page.request.patch(`/api/users/${doc.id}`, {
    data: { email: `taken-over-${Date.now()}@test.example` },
    headers: { origin: baseURL! },
  })
  expect(renamed.status()).toBe(403)

  // As the account page's form sends it: the session cookie, from the site's own origin.
  const changed = await page.request.patch(`/api/users/${doc.id}`, {
    data: { password: 'my-own-Password-2' },
    headers: { origin: baseURL! },
  })
  expect(changed.status()).toBe(200)
  await page.goto('/app/collections/orders')
  await expect(page).toHaveURL(/\/app\/collections\/orders(\?|$)/)
  expect((await page.request.get('/api/orders', { headers: { origin: baseURL! } })).status()).toBe(200)
})
