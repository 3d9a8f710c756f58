// The order screen as a packer (customer service) meets it every day: the delivery address, the phone, the lines
// (picture, colour, size, quantity), the delivery and the payment reference at the top of the order, in English and
// in French; the packing slip (PDF, no prices) downloads from there with the address in it; the list opens newest
// first with readable status chips; the timeline shows each move once, credited to the packer, and the tracking
// number is labelled and linked to the carrier. A role without orders sees neither the order nor its slip.
import { readFile } from 'node:fs/promises'
import { pdfText } from '../integration/helpers/pdfText'
import { adminToken, staffAccount } from './fixtures/admin'
import { login } from './fixtures/login'
import { cancelSessions, checkoutSeededPair } from './fixtures/shop'
import { expect, test } from './fixtures/test'

const sessions = new Set<string>()
test.afterEach(async ({ request }) => cancelSessions(request, sessions))

/** A shopper of this test's own, with an address no other test uses. */
function shopper() {
  const stamp = Date.now()
  return {
    email: `ines.packing.${stamp}@example.com`,
    shipTo: {
      name: 'Inès Moreau',
      phone: '+33 6 98 76 54 32',
      address: {
        line1: `${10 + (stamp % 89)} rue du Cherche-Midi`,
        city: 'Paris',
        postal_code: '75006',
        country: 'FR',
      },
    },
  }
}

test('a packer reads the address at the top of the order, prints the packing slip and ships it, in both languages', async ({
  page,
  request,
  baseURL,
}) => {
  // A whole day's work on one order: the checkout, the list, the slip, two moves and the French screen.
  test.setTimeout(180_000)
  const ip = '198.51.100.137'
  const packer = await staffAccount(request, 'service', ip)
  const { email, shipTo } = shopper()
  await page.goto((await checkoutSeededPair(page.request, sessions, email, shipTo)).url)
  await page.getByTestId('test-card').fill('4242 4242 4242 4242')
  await page.getByTestId('test-pay').click()
  await page.waitForURL(/\/fr\/checkout\/success\?session_id=test_cs_/)
  const number = (await page.getByTestId('order-number').textContent())!.trim()
  // Delivered in France: the confirmation says the VAT inside the total, at the French rate.
  const vatLine = page.getByTestId('order-vat')
  await expect(vatLine).toHaveText(/^Dont TVA à 20\u00a0%\u00a0: [\d\u202f]+,\d\d\u00a0€$/)
  const vatAmount = (await vatLine.textContent())!.split('\u00a0: ')[1]

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
  await login(page, packer)

  // The list: newest first (this order among the first rows, the dates going down), chips, never a raw boolean.
  await page.goto('/app/collections/orders')
  const table = page.locator('.table')
  const rows = table.locator('tbody tr')
  const ours = rows.filter({ hasText: number })
  await expect(ours.getByTestId('order-status-chip')).toHaveText('Paid')
  // The VAT column: the rate and the amount the confirmation showed.
  await expect(ours.getByTestId('order-vat-cell')).toHaveText(`20\u00a0% · ${vatAmount}`)
  expect(await rows.evaluateAll((trs, n) => trs.findIndex((tr) => tr.textContent?.includes(n)), number)).toBeLessThan(3)
  const created = (await table.locator('tbody td.cell-createdAt').allTextContents()).map((t) => Date.parse(t))
  expect(created.length).toBeGreaterThan(0)
  expect(created).toEqual([...created].sort((a, b) => b - a))
  await expect(table).not.toContainText(/\b(true|false)\b/)

  // The order: what the packer needs, at the top, without scrolling.
  await ours.getByRole('link', { name: number }).click()
  await page.waitForURL(/\/app\/collections\/orders\/\d+$/)
  const shipToBox = page.getByTestId('order-ship-to')
  await expect(shipToBox).toBeInViewport()
  for (const text of [shipTo.name, shipTo.address.line1, '75006 Paris', 'France', shipTo.phone, email])
    await expect(shipToBox).toContainText(text)
  const item = page.getByTestId('order-item').first()
  await expect(item).toContainText('Vavin pumps, black')
  await expect(item).toContainText(/Colour\s*Black/)
  await expect(item).toContainText(/Size\s*\d+/)
  await expect(item).toContainText(/Quantity\s*1/)
  await expect(item.locator('img')).toBeVisible()
  await expect(page.getByTestId('order-delivery')).toContainText('Home delivery, France (3–7 business days)')
  await expect(page.getByTestId('order-payment')).toContainText(/Payment reference\s*test_cs_[0-9a-f]+/)

  // The packing slip: the order's language (French here), the address and the lines, never a price.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('order-packing-slip-link').click(),
  ])
  expect(download.suggestedFilename()).toBe(`maison-sabine-packing-slip-${number}.pdf`)
  const slip = pdfText(await readFile((await download.path())!))
  for (const text of ['Bon de livraison', number, shipTo.name, shipTo.address.line1, '75006 Paris', shipTo.phone])
    expect(slip).toContain(text)
  // A French slip writes a half size with a comma (36,5); the SKU keeps the stored 36.5.
  expect(slip).toMatch(/Escarpins Vavin, noir\nNoir\npointure \d+(,5)?\npumps-black-[\d.]+\n1\n/)
  expect(slip).not.toContain('€')

  // Fulfil: preparing, then shipped with the carrier and tracking number.
  await page.getByTestId('fulfil-button').click()
  await expect(page.getByTestId('fulfil-tracking')).toBeVisible()
  await page.getByTestId('fulfil-carrier').selectOption('colissimo')
  await page.getByTestId('fulfil-tracking').fill('6A 9876 5432 101')
  await page.getByTestId('fulfil-button').click()
  const tracking = page.getByTestId('order-tracking-link')
  await expect(tracking).toHaveText('6A98765432101')
  await expect(tracking).toHaveAttribute('href', 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A98765432101')
  await expect(page.getByTestId('order-delivery')).toContainText(
    /Carrier\s*Colissimo\s*Tracking number\s*6A98765432101/,
  )
  // Each move once, credited to whoever made it.
  await expect(page.getByTestId('order-timeline-entry')).toHaveText([
    new RegExp(`Shipped · Tracking: Colissimo 6A98765432101 — ${packer.email}$`),
    new RegExp(`Preparing — ${packer.email}$`),
    /Paid — Shop$/,
    /Order placed — Shop$/,
  ])
  await test.info().attach('the order screen, English', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  })

  // The same screen in French.
  await page.context().addCookies([{ name: 'payload-lng', value: 'fr', url: baseURL! }])
  await page.reload()
  await expect(shipToBox).toContainText('Livrer à')
  await expect(shipToBox).toContainText(`Téléphone\u00a0: ${shipTo.phone}`)
  await expect(page.getByTestId('order-item').first()).toContainText(
    // A half size reads with a comma in French (36,5), never 36.5.
    /Escarpins Vavin, noir\s*Couleur\s*Noir\s*Pointure\s*\d+(?:,5)?(?![.\d])/,
  )
  await expect(page.getByTestId('order-delivery')).toContainText(
    /Transporteur\s*Colissimo\s*Numéro de suivi\s*6A98765432101/,
  )
  await expect(page.getByTestId('order-timeline-entry').first()).toHaveText(
    new RegExp(`Expédiée · Suivi\u00a0: Colissimo 6A98765432101 — ${packer.email}$`),
  )
  await test.info().attach('the order screen, French', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  })
  await page.goto('/app/collections/orders')
  await expect(rows.filter({ hasText: number }).getByTestId('order-status-chip')).toHaveText('Expédiée')
  await expect(table).not.toContainText(/\b(vrai|faux)\b/)
})

test('a role without orders opens neither the order nor its packing slip', async ({ page, request }) => {
  const ip = '198.51.100.138'
  const editor = await staffAccount(request, 'editor', ip)
  const { email, shipTo } = shopper()
  await checkoutSeededPair(page.request, sessions, email, shipTo)
  const token = await adminToken(request, ip)
  const found = await request.get(`/api/orders?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: { authorization: `JWT ${token}`, 'x-forwarded-for': ip },
  })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
  await login(page, editor)
  // As the backoffice's own link asks: from the page, with the staff session.
  const slip = await page.evaluate(async (url) => {
    const res = await fetch(url)
    return { status: res.status, type: res.headers.get('content-type'), body: await res.text() }
  }, `/api/packing-slips?order=${id}`)
  expect(slip.status).toBe(403)
  expect(slip.type).not.toBe('application/pdf')
  expect(JSON.parse(slip.body).errors[0].message).toMatch(/^Not allowed: reserved for /)
  await page.goto(`/app/collections/orders/${id}`)
  await expect(page.locator('body')).not.toContainText(shipTo.address.line1)
  await expect(page.getByTestId('order-ship-to')).toHaveCount(0)
})
