// Returns as the shopper and customer service live them: an order is paid and delivered, the shopper follows the
// return link of the delivery email and asks to return the pair (in French), a service member accepts it, marks it
// received and refunds it from the order in /app (its credit note downloads there), and the shopper's emails are
// in the outbox. Another request is declined from the same place, with its reason, and the shopper is told why.
import { formatPrice } from '../../src/domain/money'
import { type Page, expect, test } from './fixtures/test'
import { staffAccount } from './fixtures/admin'
import { login } from './fixtures/login'
import { cancelSessions, checkoutSeededPair } from './fixtures/shop'

// A checkout a test opened and did not pay (it failed before the payment) gives its units back after it.
const sessions = new Set<string>()
test.afterEach(async ({ request }) => cancelSessions(request, sessions))

/** A same-origin call with the staff session, as the admin's own pages make. */
const call = (page: Page, url: string, body?: unknown) =>
  page.evaluate(
    async ({ u, b }) => {
      const r = await fetch(u, {
        method: b === undefined ? 'GET' : 'POST',
        credentials: 'include',
        headers: b === undefined ? {} : { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      })
      return { status: r.status, body: await r.text() }
    },
    { u: url, b: body },
  )

test('a shopper asks for a return from the delivery email; a service member accepts, receives and refunds it in /app through the refund dialog; the emails are in the outbox', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `claire.ret.${Date.now()}@example.com`
  const account = await staffAccount(page.request, 'service', '198.51.100.51')

  // The shopper pays on the built-in test checkout.
  await page.goto((await checkoutSeededPair(page.request, sessions, email)).url)
  await page.getByTestId('test-card').fill('4242 4242 4242 4242')
  await page.getByTestId('test-pay').click()
  await page.waitForURL(/\/fr\/checkout\/success\?session_id=test_cs_/)
  const number = (await page.getByTestId('order-number').textContent())!.trim()

  // Customer service, in a browser of its own: the order is prepared, shipped and delivered.
  const staff = await (await browser.newContext({ baseURL })).newPage()
  await login(staff, account)
  const listed = await call(staff, `/api/orders?where[number][equals]=${number}&depth=0`)
  expect(listed.status, listed.body.slice(0, 300)).toBe(200)
  const id = JSON.parse(listed.body).docs[0].id as number
  for (const step of [
    { from: 'paid' },
    { from: 'preparing', carrier: 'colissimo', trackingNumber: '6A12345678901' },
    { from: 'shipped' },
  ]) {
    const moved = await call(staff, '/api/orders/fulfil', { id, ...step })
    expect(moved.status, moved.body.slice(0, 300)).toBe(200)
  }

  // The delivery email carries the return link.
  const outbox = async () =>
    JSON.parse((await call(staff, `/api/outbox?where[to][equals]=${encodeURIComponent(email)}&limit=20`)).body)
      .docs as { subject: string; text: string }[]
  let link = ''
  await expect
    .poll(
      async () => {
        const mail = (await outbox()).find((m) => m.subject === `Votre commande ${number} a été livrée`)
        link = mail?.text.match(/Retourner un article\u00a0: (\S+)/)?.[1] ?? ''
        return link
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toMatch(/\/fr\/returns\?order=\d+&token=[0-9a-f]{64}$/)

  // The shopper follows it, chooses the pair and a reason, and asks for the return.
  const target = new URL(link)
  await page.goto(`${target.pathname}${target.search}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Retourner un article')
  await expect(page.getByTestId('return-view')).toContainText(`Commande ${number}`)
  await page.getByRole('spinbutton').first().fill('1')
  await page.getByTestId('return-reason').selectOption('size')
  await page.getByTestId('return-submit').click()
  await expect(page.getByTestId('return-done')).toContainText('Votre retour est demandé')

  // Customer service: the return under the order, accepted and received…
  await staff.goto(`/app/collections/orders/${id}`)
  const ret = staff.getByTestId('order-return')
  await expect(ret).toHaveAttribute('data-status', 'requested')
  for (const [action, status] of [
    ['accept', 'accepted'],
    ['receive', 'received'],
  ] as const) {
    await staff.getByTestId(`return-${action}`).click()
    await expect(ret).toHaveAttribute('data-status', status)
  }
  // …then refunded through the order's dialog, opened with the returned pair chosen at the price paid, behind a
  // confirmation that names the amount and where it goes.
  await expect(staff.getByTestId('return-refund')).toHaveCount(0)
  await staff.getByTestId('return-refund-open').click()
  const dialog = staff.getByRole('dialog', { name: new RegExp(`^Refund return #\\d+ of order ${number}$`) })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('input[type="number"]:not([disabled])')).toHaveCount(1)
  await expect(dialog.locator('input[type="number"]').first()).toHaveValue('1')
  const amount = await dialog.getByTestId('refund-amount').inputValue()
  expect(amount).toMatch(/^\d+(,\d{2})?$/)
  await expect(dialog.getByTestId('refund-restock')).toHaveCount(0)
  // What the agent saw, kept with the run's report.
  await test.info().attach('the return refund dialog', { body: await dialog.screenshot(), contentType: 'image/png' })
  await dialog.getByTestId('refund-next').click()
  const price = formatPrice(Math.round(Number(amount.replace(',', '.')) * 100))
  await expect(dialog.getByTestId('refund-confirm-text')).toHaveText(
    `Refund ${price} to the payment method used (test checkout)?`,
  )
  await dialog.getByTestId('refund-confirm').click()
  await expect(dialog.getByTestId('refund-done')).toContainText(`${price} refunded`)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(ret).toHaveAttribute('data-status', 'refunded')
  await expect(ret).toContainText(/test_re_[0-9a-f]{24}/)
  // The credit note of the refund downloads from the return.
  const note = staff.getByTestId('return-credit-note-link')
  await expect(note).toBeVisible()
  const pdf = await staff.evaluate(
    async (href) => {
      const r = await fetch(href, { credentials: 'include' })
      const head = new Uint8Array(await r.arrayBuffer()).subarray(0, 5)
      return {
        status: r.status,
        type: r.headers.get('content-type'),
        name: r.headers.get('content-disposition'),
        magic: String.fromCharCode(...head),
      }
    },
    (await note.getAttribute('href'))!,
  )
  expect(pdf).toMatchObject({ status: 200, type: 'application/pdf', magic: '%PDF-' })
  expect(pdf.name).toMatch(/maison-sabine-A-\d{4}-\d{6}\.pdf/)
  await expect(staff.getByTestId('order-timeline')).toContainText(/return #\d+: refunded/)
  await expect(staff.getByTestId('order-timeline')).toContainText(account.email)

  // The shopper's emails, in French: accepted and refunded.
  await expect
    .poll(async () => (await outbox()).map((m) => m.subject), { timeout: 90_000, intervals: [1000] })
    .toEqual(
      expect.arrayContaining([
        `Votre retour pour la commande ${number} est accepté`,
        `Un remboursement sur votre commande ${number}`,
      ]),
    )
  await staff.context().close()
})

test('a service member declines a return request from the order, with a reason; the shopper is told why, in French', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `claire.decline.${Date.now()}@example.com`
  const account = await staffAccount(page.request, 'service', '198.51.100.51')
  await page.goto((await checkoutSeededPair(page.request, sessions, email)).url)
  await page.getByTestId('test-card').fill('4242 4242 4242 4242')
  await page.getByTestId('test-pay').click()
  await page.waitForURL(/\/fr\/checkout\/success\?session_id=test_cs_/)
  const number = (await page.getByTestId('order-number').textContent())!.trim()

  const staff = await (await browser.newContext({ baseURL })).newPage()
  await login(staff, account)
  const id = JSON.parse((await call(staff, `/api/orders?where[number][equals]=${number}&depth=0`)).body).docs[0]
    .id as number
  for (const step of [
    { from: 'paid' },
    { from: 'preparing', carrier: 'colissimo', trackingNumber: '6A12345678902' },
    { from: 'shipped' },
  ]) {
    const moved = await call(staff, '/api/orders/fulfil', { id, ...step })
    expect(moved.status, moved.body.slice(0, 300)).toBe(200)
  }
  const outbox = async () =>
    JSON.parse((await call(staff, `/api/outbox?where[to][equals]=${encodeURIComponent(email)}&limit=20`)).body)
      .docs as { subject: string; text: string }[]
  let link = ''
  await expect
    .poll(
      async () => {
        const mail = (await outbox()).find((m) => m.subject === `Votre commande ${number} a été livrée`)
        link = mail?.text.match(/Retourner un article\u00a0: (\S+)/)?.[1] ?? ''
        return link
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toMatch(/\/fr\/returns\?order=\d+&token=[0-9a-f]{64}$/)
  const target = new URL(link)
  await page.goto(`${target.pathname}${target.search}`)
  await page.getByRole('spinbutton').first().fill('1')
  await page.getByTestId('return-submit').click()
  await expect(page.getByTestId('return-done')).toBeVisible()

  await staff.goto(`/app/collections/orders/${id}`)
  const ret = staff.getByTestId('order-return')
  await expect(ret).toHaveAttribute('data-status', 'requested')
  await staff.getByTestId('return-decline').click()
  await staff.getByTestId('return-decline-reason').selectOption('other')
  // "Other" needs words for the shopper: the button waits for them.
  await expect(staff.getByTestId('return-decline-confirm')).toBeDisabled()
  await staff.getByTestId('return-decline-note').fill('La paire a été commandée lors d’une vente privée.')
  await staff.getByTestId('return-decline-confirm').click()
  await expect(ret).toHaveAttribute('data-status', 'declined')
  await expect(staff.getByTestId('return-declined-reason')).toContainText('vente privée')
  await expect(staff.getByTestId('return-receive')).toHaveCount(0)
  await expect(staff.getByTestId('order-timeline')).toContainText(/return #\d+: declined/)

  await expect
    .poll(async () => (await outbox()).find((m) => m.subject.startsWith('Votre demande de retour'))?.text ?? '', {
      timeout: 90_000,
      intervals: [1000],
    })
    .toContain('La paire a été commandée lors d’une vente privée.')
  await staff.context().close()
})
