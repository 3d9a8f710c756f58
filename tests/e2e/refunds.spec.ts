// A refund made from the order in /app (issue 37), as customer service makes it: an order is paid, a service member
// opens "Refund…" on it, chooses the pair, lowers the amount (a goodwill refund: the shopper keeps the pair), reads
// the confirmation that states the amount and where it goes, confirms, and downloads the credit note.
import { type Page, expect, test } from './fixtures/test'
import { staffAccount } from './fixtures/admin'
import { login } from './fixtures/login'
import { cancelSessions, checkoutSeededPair } from './fixtures/shop'

const sessions = new Set<string>()
test.afterEach(async ({ request }) => cancelSessions(request, sessions))

const call = (page: Page, url: string) =>
  page.evaluate(async (u) => {
    const r = await fetch(u, { credentials: 'include' })
    return { status: r.status, body: await r.text() }
  }, url)

test('a service member refunds part of an order from its dialog: edited amount, confirmation, credit note', async ({
  page,
  browser,
  baseURL,
}) => {
  // A paid checkout, a staff sign-in and the order screen loaded twice: over a minute on a loaded two-core machine.
  test.setTimeout(180_000)
  const email = `claire.refund.${Date.now()}@example.com`
  const account = await staffAccount(page.request, 'service', '198.51.100.53')
  await page.goto((await checkoutSeededPair(page.request, sessions, email)).url)
  await page.getByTestId('test-card').fill('4242 4242 4242 4242')
  await page.getByTestId('test-pay').click()
  await page.waitForURL(/\/fr\/checkout\/success\?session_id=test_cs_/)
  const number = (await page.getByTestId('order-number').textContent())!.trim()

  const staff = await (await browser.newContext({ baseURL })).newPage()
  await login(staff, account)
  const listed = await call(staff, `/api/orders?where[number][equals]=${number}&depth=0`)
  expect(listed.status, listed.body.slice(0, 300)).toBe(200)
  const id = JSON.parse(listed.body).docs[0].id as number
  await staff.goto(`/app/collections/orders/${id}`)

  // The dialog is labelled by its title, and Escape closes it.
  await staff.getByTestId('refund-open').click()
  const dialog = staff.getByRole('dialog', { name: `Refund order ${number}` })
  await expect(dialog).toBeVisible()
  await staff.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // One pair chosen: the amount is prefilled with its price; lowered to 100 € and explained.
  await staff.getByTestId('refund-open').click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('spinbutton').first().fill('1')
  await expect(dialog.getByTestId('refund-amount')).not.toHaveValue('')
  await dialog.getByTestId('refund-amount').fill('100')
  await dialog.getByTestId('refund-reason').fill('Scuffed heel, the shopper keeps the pair')
  await test.info().attach('the refund dialog, English', { body: await dialog.screenshot(), contentType: 'image/png' })
  await dialog.getByTestId('refund-next').click()

  // The confirmation says how much and where it goes.
  await expect(dialog.getByRole('group', { name: 'Confirm the refund' })).toBeVisible()
  await expect(dialog.getByTestId('refund-confirm-text')).toHaveText(
    'Refund 100,00\u00a0€ to the payment method used (test checkout)?',
  )
  await dialog.getByTestId('refund-confirm').click()

  // The result, with the credit note, which downloads as a PDF.
  await expect(dialog.getByTestId('refund-done')).toContainText('100,00\u00a0€ refunded')
  const note = dialog.getByTestId('refund-done-credit-note')
  await expect(note).toHaveText(/Download credit note A-\d{4}-\d{6} \(PDF\)/)
  const pdf = await staff.evaluate(
    async (href) => {
      const r = await fetch(href, { credentials: 'include' })
      const head = new Uint8Array(await r.arrayBuffer()).subarray(0, 5)
      return { status: r.status, type: r.headers.get('content-type'), magic: String.fromCharCode(...head) }
    },
    (await note.getAttribute('href'))!,
  )
  expect(pdf).toMatchObject({ status: 200, type: 'application/pdf', magic: '%PDF-' })

  // Closed, the order lists the refund and its timeline credits the staff member.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(staff.getByTestId('order-refund')).toContainText('100,00\u00a0€')
  await expect(staff.getByTestId('order-timeline')).toContainText(
    /refunded 100,00\u00a0€ \(test_re_[0-9a-f]{24}\), credit note A-\d{4}-\d{6}/,
  )
  await expect(staff.getByTestId('order-timeline')).toContainText(account.email)

  // The same order in a French backoffice: the refund reads in French, and the dialog opens in French.
  await staff.context().addCookies([{ name: 'payload-lng', value: 'fr', url: baseURL! }])
  await staff.reload()
  await expect(staff.getByTestId('order-timeline')).toContainText(
    /Remboursement de 100,00\u00a0€ \(test_re_[0-9a-f]{24}\), avoir A-\d{4}-\d{6}/,
  )
  await staff.getByTestId('refund-open').click()
  const french = staff.getByRole('dialog', { name: `Rembourser la commande ${number}` })
  await expect(french).toBeVisible()
  await test.info().attach('the refund dialog, French', { body: await french.screenshot(), contentType: 'image/png' })
  await staff.keyboard.press('Escape')
  await staff.context().close()
})
