// The success page after a guest's payment: it names the address the shopper typed, in full (the server sends it
// masked), and offers the account for it in one step — a password and the terms. Confirming from the email opens an
// account where this order is already waiting. A signed-in shopper is offered nothing.
import { expect, hydrated, test } from './fixtures/test'
import { linkIn, signInContext, uniqueEmail, verifiedShopper } from './fixtures/accounts'
import { cancelSessions, checkoutSeededPair, pickSize } from './fixtures/shop'

const FROM = '203.0.113.171'

test('fr: a guest pays, sees the address typed, creates the account from the success page and finds the order in it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': FROM })
  const email = uniqueEmail()
  await page.goto('/fr/sneakers/white')
  await pickSize(page, '38')
  await page.getByTestId('add-to-cart').click()
  await page.getByTestId('view-cart').click()
  await page.getByTestId('cart-checkout').click()
  await expect(page.getByTestId('checkout-panel')).toBeVisible()
  await page.locator('#checkout-email').fill(email)
  await page.locator('#checkout-fullName').fill('Claire Dubois')
  await page.locator('#checkout-addressLine1').fill('3 rue Bonaparte')
  await page.locator('#checkout-postalCode').fill('75006')
  await page.locator('#checkout-city').fill('Paris')
  await page.locator('#checkout-country').selectOption('FR')
  await page.getByTestId('checkout-submit').click()
  await page.waitForURL(/\/fr\/checkout\/test\/test_cs_/)
  await page.getByTestId('test-card').fill('4242 4242 4242 4242')
  await page.getByTestId('test-pay').click()
  await page.waitForURL(/\/fr\/checkout\/success\?session_id=test_cs_/)
  const number = (await page.getByTestId('order-number').textContent())!.trim()

  // The address in full, as typed in this browser; the offer is made for it, no address to type again.
  await expect(page.locator('.lede')).toContainText(`envoyé à ${email}.`)
  const offer = page.getByTestId('account-offer')
  await expect(offer.getByRole('heading', { level: 2 })).toHaveText('Suivez cette commande dans votre compte')
  await expect(offer).toContainText(`nous créerons votre compte pour ${email}.`)
  await expect(offer.locator('input[type="email"]')).toHaveCount(0)

  // The terms are required: refused with the form's message, nothing created.
  await offer.locator('input[name="password"]').fill('Bottines velours 2026')
  await offer.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(offer.getByRole('alert')).not.toBeEmpty()
  await offer.locator('input[name="terms"]').check()
  await offer.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(offer.getByRole('status')).toContainText(/boîte de réception/)

  // Confirmed from the email: the account opens with this order in it.
  const link = await linkIn(email, '/account/verify')
  expect(link.startsWith('/fr/account/verify?')).toBe(true)
  await page.goto(link)
  await expect(page.getByText(/adresse e-mail est confirmée/)).toBeVisible()
  await page.goto('/fr/account/sign-in')
  await page.locator('#account-email').fill(email)
  await page.locator('input[name="password"]').fill('Bottines velours 2026')
  await page.locator('main button[type="submit"]').click()
  await page.waitForURL(/\/fr\/account$/)
  await expect(page.getByTestId('account-order').filter({ hasText: number })).toHaveCount(1)
})

test('a signed-in shopper is offered no account on the success page', async ({ page, context }) => {
  const sessions = new Set<string>()
  const who = await verifiedShopper(page.request, 'success-signed', FROM)
  await signInContext(context, who, FROM)
  try {
    await page.goto((await checkoutSeededPair(page.request, sessions, who.email)).url)
    await page.getByTestId('test-card').fill('4242 4242 4242 4242')
    await page.getByTestId('test-pay').click()
    await page.waitForURL(/\/fr\/checkout\/success\?session_id=test_cs_/)
    await expect(page.getByTestId('order-number')).toBeVisible()
    // Once the page has asked who is signed in (its one session call answered), still no offer.
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('account-offer')).toHaveCount(0)
  } finally {
    await cancelSessions(page.request, sessions)
  }
})
