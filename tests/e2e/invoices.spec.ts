// A customer service member's day with invoices and the inbox: the invoice PDF of a paid order downloaded from the
// order view, and a reply to a contact message sent from its page with a template — in the outbox and on the
// message's log.
import { expect, test } from './fixtures/test'
import { staffAccount } from './fixtures/admin'
import { login } from './fixtures/login'
import { cancelSessions, checkoutSeededPair } from './fixtures/shop'

// A checkout a test opened and did not pay (it failed before the payment) gives its units back after it.
const sessions = new Set<string>()
test.afterEach(async ({ request }) => cancelSessions(request, sessions))

test('a service member downloads the invoice of a paid order and replies to a message with a template', async ({
  page,
  request,
}) => {
  const account = await staffAccount(request, 'service', '198.51.100.41')
  const email = `claire.inv.${Date.now()}@example.com`

  // The shopper pays on the built-in test checkout.
  await page.goto((await checkoutSeededPair(page.request, sessions, email)).url)
  await page.getByTestId('test-card').fill('4242 4242 4242 4242')
  await page.getByTestId('test-pay').click()
  await page.waitForURL(/\/fr\/checkout\/success\?session_id=test_cs_/)
  const number = (await page.getByTestId('order-number').textContent())!.trim()

  // And writes to the house.
  const contact = await request.post('/api/forms/contact', {
    data: {
      firstName: 'Camille',
      lastName: 'Durand',
      email,
      reason: 'product',
      message: 'Is the black pump true to size?',
      requestId: `inv-e2e-${Date.now()}`,
      locale: 'fr',
    },
  })
  expect(contact.status()).toBeLessThan(300)

  await login(page, account)
  // Reads as the service member, with a token of their own (the page reloads after sending; no page-bound fetch).
  const { token } = (await (await request.post('/api/users/login', { data: account })).json()) as { token: string }
  const api = async (url: string) => {
    const res = await request.get(url, { headers: { authorization: `JWT ${token}` } })
    expect(res.status(), url).toBe(200)
    return (await res.json()) as Record<string, unknown> & { docs: Record<string, unknown>[] }
  }
  const order = (await api(`/api/orders?where[number][equals]=${number}&depth=0`)).docs[0]!

  // The invoice, from the order view.
  await page.goto(`/app/collections/orders/${order.id}`)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('order-invoice-link').click()])
  expect(download.suggestedFilename()).toMatch(/^maison-sabine-F-\d{4}-\d{6}\.pdf$/)
  const pdf = Buffer.concat((await (await download.createReadStream()).toArray()) as Buffer[])
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(pdf.toString('latin1')).toContain(download.suggestedFilename().replace(/^maison-sabine-|\.pdf$/g, ''))

  // The reply, from the message.
  const message = (await api(`/api/contacts?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).docs[0]!
  await page.goto(`/app/collections/contacts/${message.id}`)
  await page.getByTestId('reply-template').selectOption('sizing')
  await expect(page.getByTestId('reply-language')).toHaveValue('fr')
  await expect(page.getByTestId('reply-text')).toHaveValue(/^Bonjour Camille,/)
  await page.getByTestId('reply-text').press('End')
  await page.getByTestId('reply-text').pressSequentially('\nP.-S. : le 38 vous ira.')
  const [sent] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/contacts/reply')),
    page.getByTestId('reply-send').click(),
  ])
  expect(sent.status()).toBe(200)
  const stored = (await api(`/api/contacts/${message.id}?depth=0`)) as unknown as {
    status: string
    replies: { by: string; text: string }[]
  }
  expect(stored.status).toBe('answered')
  expect(stored.replies).toHaveLength(1)
  expect(stored.replies[0]!.by).toBe(account.email)
  expect(stored.replies[0]!.text).toContain('P.-S. : le 38 vous ira.')
  await expect
    .poll(
      async () =>
        (await api(`/api/outbox?where[to][equals]=${encodeURIComponent(email)}&limit=10`)).docs.map((d) => d.subject),
      { timeout: 90_000, intervals: [1000] },
    )
    .toContain('Votre message à la Maison Sabine')
  // The message's page reloads itself after sending: it shows the logged reply, and what the shopper wrote cannot
  // be edited. (A navigation of the test's own would race that reload.)
  await expect(page.locator('#field-replies__0__text')).toHaveValue(/P\.-S\. : le 38 vous ira\./)
  await expect(page.locator('#field-message')).toBeDisabled()
  await expect(page.locator('#field-message')).toHaveValue('Is the black pump true to size?')
})
