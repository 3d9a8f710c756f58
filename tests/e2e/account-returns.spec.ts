// A return asked for from /account, in Chromium against the production server: a shopper with an account (signed
// up, verified by the emailed link, signed in) has a delivered order; the account page links it to the return
// form, which reads what may go back with the session alone (no signed token in the address) and takes the request.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test, serverDir } from './fixtures/test'
import { adminToken } from './fixtures/admin'
import { cancelSessions, checkoutSeededPair } from './fixtures/shop'

const sessions = new Set<string>()
test.afterEach(async ({ request }) => cancelSessions(request, sessions))

const PASSWORD = 'velvet-heel-42'

/** The verification token the server mailed to this address (the operator-only auth-mail folder of the run). */
async function verificationToken(address: string) {
  const dir = path.join(serverDir(), 'auth-mail')
  let token = ''
  await expect
    .poll(
      () => {
        let files: string[] = []
        try {
          files = readdirSync(dir).sort()
        } catch {
          return ''
        }
        const mail = files
          .map((f) => readFileSync(path.join(dir, f), 'utf8'))
          .filter((m) => m.includes(`To: ${address} `))
          .at(-1)
        token = /\/account\/verify\?token=([\w-]+)/.exec(mail ?? '')?.[1] ?? ''
        return token
      },
      { timeout: 15_000 },
    )
    .not.toBe('')
  return token
}

test('a signed-in shopper asks for a return of a delivered order from /account, with no link token', async ({
  page,
}) => {
  const email = `claire.account.${Date.now()}@example.com`

  // The shopper pays on the built-in test checkout; the house delivers the order.
  await page.goto((await checkoutSeededPair(page.request, sessions, email)).url)
  await page.getByTestId('test-card').fill('4242 4242 4242 4242')
  await page.getByTestId('test-pay').click()
  await page.waitForURL(/\/fr\/checkout\/success\?session_id=test_cs_/)
  const number = (await page.getByTestId('order-number').textContent())!.trim()
  const auth = {
    authorization: `JWT ${await adminToken(page.request, '198.51.100.61')}`,
    'x-forwarded-for': '198.51.100.61',
  }
  const found = await page.request.get(`/api/orders?where[number][equals]=${number}&depth=0`, { headers: auth })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  for (const step of [
    { from: 'paid' },
    { from: 'preparing', carrier: 'colissimo', trackingNumber: '6A12345678902' },
    { from: 'shipped' },
  ]) {
    const moved = await page.request.post('/api/orders/fulfil', { headers: auth, data: { id, ...step } })
    expect(moved.status(), await moved.text()).toBe(200)
  }

  // The shopper opens an account with the order's address: verified, the order joins it.
  const signUp = await page.request.post('/api/account/sign-up', {
    data: { email, password: PASSWORD, terms: true, locale: 'fr' },
  })
  expect(signUp.status()).toBe(202)
  const verified = await page.request.post('/api/account/verify', {
    data: { token: await verificationToken(email), locale: 'fr' },
  })
  expect(verified.status()).toBe(200)
  await page.goto('/fr/account/sign-in')
  await page.locator('#account-email').fill(email)
  await page.locator('#account-password').fill(PASSWORD)
  await page.locator('main button[type="submit"]').click()
  await page.waitForURL(/\/fr\/account$/)

  // /account lists the delivered order with its return link (the order's id, no token).
  const link = page.getByTestId('account-order-return')
  await expect(link).toHaveAttribute('href', `/fr/returns?order=${id}`)
  await link.click()
  // The link is followed in the page (a view transition, then the router): the address is checked as it changes,
  // without waiting for a document 'load' event that such a navigation may not fire.
  await expect(page).toHaveURL(new RegExp(`/fr/returns\\?order=${id}$`))

  // The form reads the order with the session alone, and takes the request.
  await expect(page.getByTestId('return-view')).toContainText(`Commande ${number}`)
  await page.getByRole('spinbutton').first().fill('1')
  await page.getByTestId('return-reason').selectOption('size')
  await page.getByTestId('return-submit').click()
  await expect(page.getByTestId('return-done')).toContainText('Votre retour est demandé')

  // It is recorded against the order: the form's own reading (with the session) lists it, requested.
  const view = await page.request.get(`/api/returns/order?order=${id}&locale=fr`)
  expect(view.status()).toBe(200)
  expect(((await view.json()) as { returns: { status: string }[] }).returns.map((r) => r.status)).toEqual(['requested'])
})
