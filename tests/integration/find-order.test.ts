// "Find my order" on a real database (SQLite and Postgres): the right email and number mail one link, in the page's
// language, whose token opens the order; a wrong email or number gets the same answer and no mail; a token that was
// tampered with, made for another order or email, or expired opens nothing; the address and the email each have a
// budget (429 + Retry-After), and the answer takes as long whether or not the pair is an order's.
import { performance } from 'node:perf_hooks'
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { POST as findRoute } from '@/app/api/orders/find/route'
import { mailSettled } from '@/server/accounts/mail'
import { runEmailQueue } from '@/server/email/queue'
import { orderPageUrl } from '@/server/orderLinks/orderPage'
import { guestOrderView } from '@/server/guestOrders/view'
import { resetLimits } from '@/server/http/limits'
import type { Order } from '@/payload-types'
import { seedStores } from '../../seed/stores'
import { paidOrder } from './helpers/paidOrder'
import { testPayload } from './helpers/payload'
import { sellableShoe } from './helpers/shoe'

process.env.EMAIL_QUEUE_MANUAL = '1'
process.env.TRUST_PROXY = '1' // each X-Forwarded-For below is a distinct caller
delete process.env.SMTP_URL

const SITE = process.env.SERVER_URL || 'http://localhost:3000'
let payload: Payload
let paid: Order
let delivered: Order
let n = 0
const unique = () => `${Date.now().toString(36)}${++n}`

const ask = (body: Record<string, unknown>, ip = `10.7.${n % 250}.${++n % 250}`) =>
  findRoute(
    new Request(`${SITE}/api/orders/find`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    }),
  )

/** The mails sent to an address once the work after the answer and the email queue have run. */
async function outbox(to: string) {
  await mailSettled()
  await runEmailQueue(payload)
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { to: { equals: to } },
    sort: 'createdAt',
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

/** A delivered guest order with a tracking number, in French, written as the checkout and fulfilment leave it. */
async function deliveredOrder(email: string, status: Order['status'] = 'delivered') {
  return (await payload.create({
    collection: 'orders',
    data: {
      number: `MS-9912-${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`,
      status,
      email,
      locale: 'fr',
      lines: [
        {
          sku: 'find-39',
          title: 'Odeon gloves',
          titleFr: 'Gants Odéon',
          color: 'Black',
          colorFr: 'Noir',
          sizeSystem: 'glove-hand',
          size: '6.5',
          unitPrice: 29000,
          quantity: 1,
        },
      ],
      subtotal: 29000,
      shipping: 0,
      total: 29000,
      shippingAddress: {
        name: 'Zoé Martin',
        line1: '12 rue de Rivoli',
        city: 'Paris',
        postalCode: '75004',
        country: 'FR',
      },
      fulfilment: { carrier: 'colissimo', trackingNumber: '6A98765432101' },
      timeline: { deliveredAt: new Date().toISOString() },
      payment: { provider: 'test' },
    } as never,
    overrideAccess: true,
    context: { skipHooks: true },
  })) as Order
}

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  await sellableShoe(payload, { sku: 'find-38', title: 'Tournon pumps', price: 52000, quantity: 40 })
  paid = await paidOrder(payload, { sku: 'find-38', size: '38', email: `Claire.Find.${unique()}@example.com` })
  delivered = await deliveredOrder(`zoe.find.${unique()}@example.com`)
}, 120_000)
beforeEach(() => resetLimits())

describe('the right pair', () => {
  it('mails one link, in the page’s language, whose token opens the order: status, lines, invoice', async () => {
    // Typed as a shopper might: the address in other capitals, the number in lower case with spaces.
    const typed = paid.number.toLowerCase().replace(/-/g, ' ')
    const before = (await outbox(paid.email)).length // the order's confirmation
    const res = await ask({ email: paid.email.toUpperCase(), number: typed, locale: 'en' })
    expect(res.status).toBe(202)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(await res.json()).toEqual({
      ok: true,
      message:
        'If this number matches an order placed with this address, we have just emailed it a link to the order. The link stays valid for 7 days.',
    })

    const mails = (await outbox(paid.email)).slice(before)
    expect(mails.map((m) => m.subject)).toEqual([`The link to your order ${paid.number}`])
    const href = /See my order: (\S+)/.exec(mails[0]!.text ?? '')?.[1] ?? ''
    const link = new URL(href)
    expect(link.pathname).toBe(`/orders/${paid.number}`)
    const token = link.searchParams.get('t')!
    expect(token).toMatch(/^\d{10}\.[0-9a-f]{64}$/)

    const view = await guestOrderView(payload, paid.number, token, 'en')
    expect(view).toMatchObject({
      number: paid.number,
      status: 'paid',
      lines: [expect.objectContaining({ title: 'Tournon pumps', size: '38', quantity: 1, unitPrice: 52000 })],
      returnHref: null,
    })
    // The invoice of a paid order, by its own signed link.
    expect(view!.invoiceHref).toMatch(/\/api\/invoices\?number=F-\d{4}-\d{6}&token=[0-9a-f]{64}$/)
    // Seven days.
    const days = (new Date(view!.expiresAt).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThanOrEqual(7)
  })

  it('asked from the French page: the mail and the page are French, with tracking and the signed return link', async () => {
    const res = await ask({ email: delivered.email, number: delivered.number, locale: 'fr' })
    expect(res.status).toBe(202)
    expect((await res.json()).message).toBe(
      'Si ce numéro correspond à une commande passée avec cette adresse, nous venons de lui envoyer par e-mail un lien vers la commande. Le lien reste valable 7 jours.',
    )
    const [mail, ...more] = await outbox(delivered.email)
    expect(more).toEqual([])
    expect(mail!.subject).toBe(`Le lien vers votre commande ${delivered.number}`)
    const link = new URL(/Voir ma commande\u00a0: (\S+)/.exec(mail!.text ?? '')![1]!)
    expect(link.pathname).toBe(`/fr/orders/${delivered.number}`)

    const view = await guestOrderView(payload, delivered.number, link.searchParams.get('t')!, 'fr')
    expect(view).toMatchObject({
      status: 'delivered',
      lines: [expect.objectContaining({ title: 'Gants Odéon', color: 'Noir', sizeSystem: 'glove-hand' })],
      tracking: {
        carrier: 'Colissimo',
        number: '6A98765432101',
        href: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A98765432101',
      },
      invoiceHref: null,
    })
    expect(view!.returnHref).toMatch(new RegExp(`/fr/returns\\?order=${delivered.id}&token=[0-9a-f]{64}$`))
  })
})

describe('a wrong pair', () => {
  it.each([
    ['a wrong email', () => ({ email: `someone.else.${unique()}@example.com`, number: paid.number })],
    ['a wrong number', () => ({ email: paid.email, number: 'MS-9901-00001' })],
    ['another order’s number', () => ({ email: paid.email, number: delivered.number })],
  ])('%s: the same answer, and no mail', async (_, pair) => {
    const before = [(await outbox(paid.email)).length, (await outbox(delivered.email)).length]
    const body = pair()
    const res = await ask({ ...body, locale: 'en' })
    expect(res.status).toBe(202)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(await res.json()).toEqual({
      ok: true,
      message:
        'If this number matches an order placed with this address, we have just emailed it a link to the order. The link stays valid for 7 days.',
    })
    // Neither order's address is written to, nor the stranger's.
    expect([(await outbox(paid.email)).length, (await outbox(delivered.email)).length]).toEqual(before)
    if (body.email !== paid.email) expect(await outbox(body.email)).toEqual([])
  })

  it('an order never paid gets no mail either', async () => {
    const pending = await deliveredOrder(`never.paid.${unique()}@example.com`, 'pending')
    expect((await ask({ email: pending.email, number: pending.number, locale: 'en' })).status).toBe(202)
    expect(await outbox(pending.email)).toEqual([])
  })

  it('a malformed email or number is named, in the caller’s language (422)', async () => {
    const res = await ask({ email: 'not-an-address', number: 'order 12', locale: 'fr' })
    expect(res.status).toBe(422)
    const { errors } = (await res.json()) as { errors: { field: string; message: string }[] }
    expect(errors).toEqual([
      { field: 'email', message: expect.stringContaining('adresse e-mail') },
      {
        field: 'number',
        message:
          'Saisissez le numéro de commande indiqué dans votre e-mail de confirmation, par exemple MS-2501-00012.',
      },
    ])
  })
})

describe('the link', () => {
  const tokenFor = (o: Pick<Order, 'id' | 'email' | 'number'>, now = Date.now()) =>
    new URL(orderPageUrl(payload, o, 'en', now)).searchParams.get('t')!

  it('opens nothing once tampered with, for another order or email, or after its seven days', async () => {
    const good = tokenFor(delivered)
    expect(await guestOrderView(payload, delivered.number, good, 'en')).not.toBeNull()
    const [expires, sig] = good.split('.') as [string, string]
    const flipped = `${expires}.${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`
    const later = `${Number(expires) + 86_400}.${sig}`
    for (const token of [flipped, later, '', 'x', `${expires}.${'0'.repeat(64)}`, tokenFor(paid)])
      expect(await guestOrderView(payload, delivered.number, token, 'en'), token).toBeNull()
    // Another email: the link of an order whose address was corrected no longer opens it.
    const other = tokenFor({ ...delivered, email: 'someone@example.com' })
    expect(await guestOrderView(payload, delivered.number, other, 'en')).toBeNull()
    // Made eight days ago: expired a day ago.
    const old = tokenFor(delivered, Date.now() - 8 * 86_400_000)
    expect(await guestOrderView(payload, delivered.number, old, 'en')).toBeNull()
    // Made six days ago: still open.
    expect(
      await guestOrderView(payload, delivered.number, tokenFor(delivered, Date.now() - 6 * 86_400_000), 'en'),
    ).not.toBeNull()
  })
})

describe('budgets', () => {
  it('per address: the 21st request in ten minutes from one connection is refused with Retry-After', async () => {
    const ip = '10.8.0.1'
    for (let i = 0; i < 20; i++)
      expect((await ask({ email: `a${i}.${unique()}@example.com`, number: 'MS-9901-00001' }, ip)).status).toBe(202)
    const res = await ask({ email: `last.${unique()}@example.com`, number: 'MS-9901-00001' }, ip)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another connection is not refused.
    expect((await ask({ email: `other.${unique()}@example.com`, number: 'MS-9901-00001' })).status).toBe(202)
  })

  it('per email: the 11th request for one address, from any connections, is refused with Retry-After', async () => {
    const email = `budget.${unique()}@example.com`
    for (let i = 0; i < 10; i++) expect((await ask({ email, number: 'MS-9901-00001' })).status).toBe(202)
    const res = await ask({ email: email.toUpperCase(), number: 'MS-9901-00002', locale: 'fr' })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await res.json()).errors[0].message).toMatch(/^Trop d’e-mails ont été demandés pour cette adresse/)
    // The right pair of that address is refused too: the budget does not know about orders.
    const right = await ask({ email: paid.email, number: paid.number })
    expect(right.status).toBe(202)
  })
})

describe('timing', () => {
  // As tests/integration/account-timing.test.ts: interleaved tries, medians within half again plus 5 ms.
  it('a right pair is answered as fast as a wrong one', async () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!
    const times = { right: [] as number[], wrong: [] as number[] }
    for (let i = 0; i < 20; i++) {
      resetLimits()
      const pair = [
        ['right', { email: paid.email, number: paid.number }],
        ['wrong', { email: `t${i}.${unique()}@example.com`, number: paid.number }],
      ] as const
      for (const [side, body] of i % 2 ? [...pair].reverse() : pair) {
        const t = performance.now()
        await (await ask(body)).arrayBuffer()
        times[side].push(performance.now() - t)
        await mailSettled()
      }
    }
    const right = median(times.right)
    const wrong = median(times.wrong)
    expect(right, `right ${right.toFixed(1)} ms vs wrong ${wrong.toFixed(1)} ms`).toBeLessThanOrEqual(wrong * 1.5 + 5)
    expect(wrong, `wrong ${wrong.toFixed(1)} ms vs right ${right.toFixed(1)} ms`).toBeLessThanOrEqual(right * 1.5 + 5)
  }, 60_000)
})
