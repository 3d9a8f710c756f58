// Orders after payment, as staff and shopper see them: the test checkout shows the shipping of the chosen country
// with its delivery estimate; a staff member fulfils a French order with a carrier and tracking number, and the
// shopper's emails — in French, with the tracking link — are in the outbox.
import { expect, test } from './fixtures/test'
import { login } from './fixtures/login'
import { cancelSessions, checkoutSeededPair } from './fixtures/shop'

// A checkout a test opened and did not pay (it failed before the payment) gives its units back after it.
const sessions = new Set<string>()
test.afterEach(async ({ request }) => cancelSessions(request, sessions))

test('the test checkout shows shipping for France with the terms’ estimate; staff ship with tracking and the shopper’s French emails are in the outbox', async ({
  page,
}) => {
  const email = `claire.${Date.now()}@example.com`
  const { url, price } = await checkoutSeededPair(page.request, sessions, email)

  // The built-in test checkout: the shipping line (default table: 15 €, free from 500 €) and the estimate.
  await page.goto(url)
  const shipping = page.getByTestId('order-shipping')
  await expect(shipping).toContainText('Livraison')
  await expect(shipping).toContainText('Livrée sous 3 à 7 jours ouvrés')
  await expect(shipping).toContainText(price >= 50000 ? 'Offerte' : '15,00')
  await page.getByTestId('test-card').fill('4242 4242 4242 4242')
  await page.getByTestId('test-pay').click()
  await page.waitForURL(/\/fr\/checkout\/success\?session_id=test_cs_/)
  const number = (await page.getByTestId('order-number').textContent())!.trim()

  // Staff: the order, its timeline at the top, and the Fulfil button for the next state.
  await login(page)
  // Read as the admin's own pages do: a same-origin fetch with the staff session.
  const api = (url: string) =>
    page.evaluate(async (u) => {
      const r = await fetch(u, { credentials: 'include' })
      return { status: r.status, body: await r.text() }
    }, url)
  const listed = await api(`/api/orders?where[number][equals]=${number}&depth=0`)
  expect(listed.status, listed.body.slice(0, 300)).toBe(200)
  const found = JSON.parse(listed.body)
  const id = found.docs[0].id
  await page.goto(`/app/collections/orders/${id}`)
  await expect(page.getByTestId('order-timeline')).toBeVisible()
  await page.getByTestId('fulfil-button').click()
  // Shipping asks for the carrier and the tracking number.
  await expect(page.getByTestId('fulfil-tracking')).toBeVisible()
  await page.getByTestId('fulfil-button').click()
  await expect(page.getByTestId('fulfil-error')).not.toHaveText('')
  await page.getByTestId('fulfil-carrier').selectOption('colissimo')
  await page.getByTestId('fulfil-tracking').fill('6A 1234 5678 901')
  await page.getByTestId('fulfil-button').click()
  await expect(page.getByTestId('order-tracking-link')).toHaveText('6A12345678901')
  // The move to shipped is one entry, with its tracking number, credited to who made it.
  await expect(page.getByTestId('order-timeline-entry').first()).toContainText(
    'Shipped · Tracking: Colissimo 6A12345678901 — admin@maison-sabine.example',
  )

  // The shopper's emails, in French, the shipped one with the tracking link (sent by the email queue).
  await expect
    .poll(
      async () =>
        JSON.parse((await api(`/api/outbox?where[to][equals]=${encodeURIComponent(email)}&limit=10`)).body).docs?.map(
          (d: { subject: string }) => d.subject,
        ),
      { timeout: 90_000, intervals: [1000] },
    )
    .toEqual(
      expect.arrayContaining([`Votre commande ${number} est en préparation`, `Votre commande ${number} est en route`]),
    )
  const shippedMail = JSON.parse(
    (await api(`/api/outbox?where[subject][equals]=${encodeURIComponent(`Votre commande ${number} est en route`)}`))
      .body,
  ).docs[0]
  expect(shippedMail.text).toContain(
    'Suivre mon colis\u00a0: https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
  )
})
