// Customer accounts in Chromium against the production server: sign-up → the verification link (read from the
// operator-only auth-mail folder the server writes beside its database, in the run's temp dir) → sign in → account
// page; a one-time code typed by paste into the pin boxes; and a staff member and a customer signed in side by side
// in one browser context, each keeping their own session.
import { expect, test } from './fixtures/test'
import { PASSWORD, mailTo, pasteCode, signUpAndVerify, uniqueEmail as unique } from './fixtures/accounts'
import { login } from './fixtures/login'

test('sign-up → verify by the emailed link → sign in → account page; the header link follows', async ({ page }) => {
  const email = unique()
  await signUpAndVerify(page, email)
  await page.goto('/account/sign-in')
  // Public pages stay the same for everyone: the link is drawn in the browser.
  await expect(page.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'false')
  await page.locator('#account-email').fill(email)
  await page.locator('#account-password').fill('wrong-password')
  await page.locator('main button[type="submit"]').click()
  await expect(page.getByText('Invalid email or password.')).toBeVisible()
  await page.locator('#account-password').fill(PASSWORD)
  await page.locator('main button[type="submit"]').click()
  await page.waitForURL('**/account')
  await expect(page.getByTestId('account-view')).toContainText(`Signed in as ${email}`)
  await expect(page.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'true')
  await expect(page.getByText('No order yet.')).toBeVisible()
  const res = await page.request.get('/account')
  expect(res.headers()['cache-control']).toMatch(/private|no-store/)
  // Public pages stay cacheable for a signed-in shopper: shared-cache headers, no cookie set, nothing personal.
  for (const path of ['/', '/fr', '/ankle-boots/red']) {
    await page.request.get(path)
    const pub = await page.request.get(path)
    expect(pub.headers()['cache-control'], path).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/)
    expect(pub.headers()['set-cookie'], path).toBeUndefined()
    expect(await pub.text(), path).not.toContain(email)
  }
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await page.waitForURL('**/account/sign-in**')
  await expect(page.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'false')
})

test('French pages, and sign-in by a one-time code pasted into the pin boxes', async ({ page }) => {
  const email = unique()
  await signUpAndVerify(page, email, '/fr')
  await page.goto('/fr/account/code')
  await page.locator('#account-email').fill(email)
  await page.getByRole('button', { name: 'M’envoyer un code' }).click()
  await expect(page.getByTestId('pin-0')).toBeVisible()
  const mail = await mailTo(email, 'data-email-kind="account-code"')
  const code = /<strong[^>]*>([A-Z0-9]{6})<\/strong>/.exec(mail)![1]!
  // A paste into the third box fills all six (lower case is upper-cased).
  await pasteCode(page, code.toLowerCase(), 2)
  for (let i = 0; i < 6; i++) await expect(page.getByTestId(`pin-${i}`)).toHaveValue(code[i]!)
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  await page.waitForURL('**/fr/account')
  await expect(page.getByTestId('account-view')).toContainText(email)
  await expect(page.getByText('Aucune commande pour l’instant.')).toBeVisible()
})

test('a staff member and a customer signed in side by side in one browser both stay signed in', async ({ page }) => {
  const email = unique()
  await signUpAndVerify(page, email)
  await login(page)
  await page.goto('/account/sign-in')
  await page.locator('#account-email').fill(email)
  await page.locator('#account-password').fill(PASSWORD)
  await page.locator('main button[type="submit"]').click()
  await page.waitForURL('**/account')
  const cookies = await page.context().cookies()
  expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['payload-token', 'maison-customer']))
  // The staff session still opens the backoffice…
  await page.goto('/app')
  await expect(page).not.toHaveURL(/\/app\/login/)
  // (from the page: Payload reads its cookie only on a same-origin browser request)
  const me = await page.evaluate(() =>
    fetch('/api/users/me').then((r) => r.json() as Promise<{ user?: { email?: string } }>),
  )
  expect(me.user?.email).toBe('admin@maison-sabine.example')
  // …and the customer is still signed in on the storefront.
  await page.goto('/account')
  await expect(page.getByTestId('account-view')).toContainText(`Signed in as ${email}`)
  // Payload's own customer auth routes are closed (they would overwrite the shared payload-token cookie).
  const rest = await page.request.post('/api/customers/login', { data: { email, password: PASSWORD } })
  expect(rest.status()).toBe(404)
})
