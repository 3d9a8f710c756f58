// "Find my order" as a guest lives it, in English and in French: from the sign-in page's link to /orders/find, a
// wrong pair (the right address, another number; a stranger's address) and then the right pair get the same
// notice; exactly one mail comes, to the order's address, and its link opens the order's page (status and lines,
// private, not indexed, no axe violation); the same link with its signature changed opens nothing (404).
import { type Page, expect, test } from './fixtures/test'
import { adminToken } from './fixtures/admin'
import { axe } from './fixtures/keyboard'
import { cancelSessions, checkoutSeededPair } from './fixtures/shop'

const sessions = new Set<string>()
test.afterEach(async ({ request }) => cancelSessions(request, sessions))
// This spec's own address for the form budgets.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.141' } })

const COPY = {
  en: {
    prefix: '',
    signIn: 'Find your order',
    title: 'Find my order',
    notice:
      'If this number matches an order placed with this address, we have just emailed it a link to the order. The link stays valid for 7 days.',
    subject: (n: string) => `The link to your order ${n}`,
    link: /See my order: (\S+)/,
    heading: (n: string) => `Order ${n}`,
    status: 'Paid',
    invalid: 'This link no longer opens an order',
  },
  fr: {
    prefix: '/fr',
    signIn: 'Retrouver ma commande',
    title: 'Retrouver ma commande',
    notice:
      'Si ce numéro correspond à une commande passée avec cette adresse, nous venons de lui envoyer par e-mail un lien vers la commande. Le lien reste valable 7 jours.',
    subject: (n: string) => `Le lien vers votre commande ${n}`,
    link: /Voir ma commande\u00a0: (\S+)/,
    heading: (n: string) => `Commande ${n}`,
    status: 'Payée',
    invalid: 'Ce lien n’ouvre plus de commande',
  },
} as const

/** Fills the form of /orders/find (opened fresh) and waits for the notice. */
async function ask(page: Page, c: (typeof COPY)[keyof typeof COPY], email: string, number: string) {
  const { prefix } = c
  await page.goto(`${prefix}/orders/find`)
  const form = page.getByTestId('find-order-form')
  await form.locator('input[name="email"]').fill(email)
  await form.locator('input[name="number"]').fill(number)
  await form.getByRole('button').click()
  await expect(page.getByRole('status').filter({ hasText: c.notice })).toHaveText(c.notice)
}

for (const lang of ['en', 'fr'] as const) {
  const c = COPY[lang]
  test(`${lang}: a wrong pair and the right pair get the same answer; one mail, whose link opens the order`, async ({
    page,
    request,
  }) => {
    const email = `guest.find.${lang}.${Date.now()}@example.com`
    const token = await adminToken(request, '198.51.100.142')
    const mails = async (to: string) =>
      (
        (await (
          await request.get(`/api/outbox?where[to][equals]=${encodeURIComponent(to)}&limit=50&sort=createdAt`, {
            headers: { authorization: `JWT ${token}` },
          })
        ).json()) as { docs: { subject: string; text: string }[] }
      ).docs

    // A guest order, paid on the built-in test checkout.
    await page.goto((await checkoutSeededPair(page.request, sessions, email)).url)
    await page.getByTestId('test-card').fill('4242 4242 4242 4242')
    await page.getByTestId('test-pay').click()
    await page.waitForURL(/\/checkout\/success\?session_id=test_cs_/)
    const number = (await page.getByTestId('order-number').textContent())!.trim()

    // The way there: the sign-in page's link.
    await page.goto(`${c.prefix}/account/sign-in`)
    // The sign-in page's own link (the footer names the same page).
    const way = page.getByTestId('find-order-link')
    await expect(way).toContainText(c.signIn)
    await way.click()
    await page.waitForURL(new RegExp(`${c.prefix}/orders/find$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title)
    expect(await axe(page)).toEqual([])

    // Wrong pairs first: the right address with another number, a stranger's address with the right number.
    const stranger = `stranger.${lang}.${Date.now()}@example.com`
    const other = number.replace(/\d$/, (d) => String((Number(d) + 1) % 10))
    await ask(page, c, email, other)
    await ask(page, c, stranger, number)
    // Then the right one, typed in lower case.
    await ask(page, c, email.toUpperCase(), number.toLowerCase())

    // Mails are written in the order asked: once the right pair's is there, a wrong pair's would be too.
    let link = ''
    await expect
      .poll(
        async () => {
          const found = (await mails(email)).filter((m) => m.subject === c.subject(number))
          link = c.link.exec(found[0]?.text ?? '')?.[1] ?? ''
          return found.length
        },
        { timeout: 60_000, intervals: [1000] },
      )
      .toBe(1)
    expect((await mails(email)).filter((m) => m.subject === c.subject(other))).toEqual([])
    expect(await mails(stranger)).toEqual([])

    // The link opens the order: status and lines; private and not indexed.
    const url = new URL(link)
    expect(url.pathname).toBe(`${c.prefix}/orders/${number}`)
    const res = await page.goto(`${url.pathname}${url.search}`)
    expect(res!.status()).toBe(200)
    expect(res!.headers()['cache-control']).toMatch(/private/)
    expect(res!.headers()['cache-control']).toMatch(/no-store/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading(number))
    await expect(page.getByTestId('guest-order-status')).toHaveText(c.status)
    await expect(page.getByTestId('guest-order-lines').getByRole('listitem')).toHaveCount(1)
    await expect(page.getByTestId('guest-order-invoice')).toHaveAttribute('href', /\/api\/invoices\?number=F-/)
    expect(await axe(page)).toEqual([])

    // Its signature changed by one character: a 404 that shows nothing of the order.
    const t = url.searchParams.get('t')!
    const tampered = `${t.slice(0, -1)}${t.endsWith('0') ? '1' : '0'}`
    const bad = await page.goto(`${url.pathname}?t=${tampered}`)
    expect(bad!.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.invalid)
    await expect(page.locator('body')).not.toContainText(number)
    await expect(page.getByTestId('guest-order')).toHaveCount(0)
  })
}
