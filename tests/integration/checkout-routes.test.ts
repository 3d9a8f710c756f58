// The checkout's HTTP edge on a real database: the create-session route (validation, 409, prices from the DB),
// the test checkout's pay/decline/cancel, the public order summary, and Stripe's signed webhook.
import type { Payload } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import Stripe from 'stripe'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { POST as createSession } from '@/app/api/create-checkout-session/route'
import { GET as bySession } from '@/app/api/orders/by-session/route'
import { POST as testPay } from '@/app/api/payments/test/[session]/route'
import { POST as webhook } from '@/app/api/payments/webhook/route'
import { Orders } from '@/collections/Orders'
import { expireHolds } from '@/server/checkout/fulfilment'
import { resetLimits as resetCheckoutLimiter } from '@/server/http/limits'
import { onlineStoreId } from '@/server/inventory/moves'
import { runEmailQueue } from '@/server/email/queue'
import { seedStores } from '../../seed/stores'
import { staffUser, testPayload } from './helpers/payload'

process.env.EMAIL_QUEUE_MANUAL = '1'
// As behind one reverse proxy: the last X-Forwarded-For hop is the caller (the rate-limit test gives each its own).
process.env.TRUST_PROXY = '1'

let payload: Payload
const SITE = process.env.SERVER_URL || 'http://localhost:3000'
const SECRET = 'whsec_test_integration'
const stripe = new Stripe('sk_test_unused')

async function product(sku: string, price: number, stock: number) {
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: `t-${sku}`, name: 'Pumps', sizeSystem: 'eu-shoe' },
    overrideAccess: true,
  })
  const p = await payload.create({
    collection: 'products',
    data: { title: 'Vavin pumps', productType: type.id, color: sku, colorName: 'Red', price },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'product-variants',
    data: { product: p.id, size: '38', sku },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'inventory',
    data: { sku, store: await onlineStoreId(payload), quantity: stock },
    overrideAccess: true,
  })
}
const stockOf = async (sku: string) =>
  (await payload.find({ collection: 'inventory', where: { sku: { equals: sku } }, overrideAccess: true })).docs[0]
    .quantity
const orderOf = async (sessionId: string) =>
  (
    await payload.find({
      collection: 'orders',
      where: { 'payment.sessionId': { equals: sessionId } },
      overrideAccess: true,
    })
  ).docs[0]

const body = (sku: string, extra: Record<string, unknown> = {}) => ({
  items: [
    {
      id: `${sku}:38`,
      product_id: sku,
      title: 'Vavin pumps',
      price: 1,
      quantity: 1,
      size: '38',
      color: 'red',
      type: 'pumps',
      image: '',
    },
  ],
  email: 'claire@example.com',
  shippingAddress: {
    name: 'Claire Dubois',
    address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75 006', country: 'fr' },
    phone: '+33 1 23 45 67 89',
  },
  successUrl: `${SITE}/checkout/success`,
  cancelUrl: `${SITE}/`,
  ...extra,
})
const post = (data: unknown, ip = '10.0.0.1') =>
  createSession(
    new Request(`${SITE}/api/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: typeof data === 'string' ? data : JSON.stringify(data),
    }),
  )
const sessionFromUrl = (url: string) => url.split('/checkout/test/')[1]!
const form = (session: string, fields: Record<string, string>) =>
  testPay(new Request(`${SITE}/api/payments/test/${session}`, { method: 'POST', body: new URLSearchParams(fields) }), {
    params: Promise.resolve({ session }),
  })

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  process.env.STRIPE_WEBHOOK_SECRET = SECRET
})
beforeEach(() => resetCheckoutLimiter())

describe('POST /api/create-checkout-session', () => {
  it('answers { url } with the prices of the database, not the client', async () => {
    await product('r-ok', 69000, 3)
    const res = await post(body('r-ok'))
    expect(res.status).toBe(200)
    const { url } = await res.json()
    expect(url).toMatch(/\/checkout\/test\/test_cs_[a-f0-9]{24}$/)
    const order = await orderOf(sessionFromUrl(url))
    expect(order.total).toBe(69000)
    expect(order.shippingAddress).toMatchObject({ postalCode: '75 006', country: 'FR' })
    expect(await stockOf('r-ok')).toBe(2)
  })

  it('400 on a body that is not JSON; 422 with every field and the seed messages', async () => {
    expect((await post('{oops')).status).toBe(400)
    const res = await post({
      ...body('r-ok'),
      email: 'nope',
      shippingAddress: { name: '', address: { line1: '', city: '', postal_code: '12', country: 'US' }, phone: 'abc' },
    })
    expect(res.status).toBe(422)
    const { errors, statusMessage } = await res.json()
    expect(statusMessage).toBe('Please check your details.')
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Please enter a valid email address.' },
        { field: 'shippingAddress.name', message: 'Please fill in Full Name.' },
        { field: 'shippingAddress.address.line1', message: 'Please fill in Address Line 1.' },
        { field: 'shippingAddress.address.city', message: 'Please fill in City.' },
        { field: 'shippingAddress.address.postal_code', message: 'Please enter a valid postal code.' },
        { field: 'shippingAddress.address.country', message: 'Please fill in Country.' },
        { field: 'shippingAddress.phone', message: 'Please enter a valid phone number.' },
      ]),
    )
  })

  it('speaks French when the request is French', async () => {
    const res = await post({ ...body('r-ok'), email: 'x', locale: 'fr' })
    expect((await res.json()).statusMessage).toBe('Veuillez saisir une adresse e-mail valide.')
  })

  it('an empty cart or a return URL off the site is refused, nothing held', async () => {
    await product('r-refused', 69000, 2)
    expect((await post({ ...body('r-refused'), items: [] })).status).toBe(422)
    const off = await post({ ...body('r-refused'), successUrl: 'https://evil.example/ok' })
    expect(off.status).toBe(422)
    expect((await off.json()).errors[0]).toEqual({ field: 'successUrl', message: 'Must be a URL on this site.' })
    const offFr = await post({ ...body('r-refused'), locale: 'fr', cancelUrl: 'https://evil.example/' })
    expect(offFr.status).toBe(422)
    expect(await offFr.json()).toMatchObject({
      statusMessage: 'Doit être une URL de ce site.',
      errors: [{ field: 'cancelUrl', message: 'Doit être une URL de ce site.' }],
    })
    expect(await stockOf('r-refused')).toBe(2)
  })

  it('409 with the line and what is available when stock is short; nothing changes', async () => {
    await product('r-short', 50000, 1)
    const res = await post(
      body('r-short', { items: [{ id: 'a', product_id: 'r-short', title: 'Vavin pumps', quantity: 2, size: '38' }] }),
    )
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({
      sku: 'r-short',
      available: 1,
      statusMessage: 'Only 1 left of Vavin pumps (38). Please update your cart.',
    })
    expect(await stockOf('r-short')).toBe(1)
  })

  it('an unknown SKU is a 422 on its line', async () => {
    const res = await post(body('does-not-exist'))
    expect(res.status).toBe(422)
    expect((await res.json()).errors[0].field).toBe('items.0.product_id')
  })

  it('the same requestId twice opens one session (a retried POST is harmless)', async () => {
    await product('r-idem', 50000, 5)
    const a = await (await post(body('r-idem', { requestId: 'retry-0123456789' }))).json()
    const b = await (await post(body('r-idem', { requestId: 'retry-0123456789' }))).json()
    expect(b.url).toBe(a.url)
    expect(await stockOf('r-idem')).toBe(4)
  })

  it('rate-limits per address with 429 and Retry-After', async () => {
    const limit = Number(process.env.CHECKOUT_RATE_LIMIT) || 30
    for (let i = 0; i < limit; i++) await post('{bad', '10.9.9.9')
    const res = await post(body('r-ok'), '10.9.9.9')
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await post('{bad', '10.9.9.10')).status).toBe(400)
  })

  it('without a trusted proxy a forged X-Forwarded-For buys no fresh budget', async () => {
    process.env.TRUST_PROXY = ''
    try {
      const shared = (Number(process.env.CHECKOUT_RATE_LIMIT) || 30) * 10
      for (let i = 0; i < shared; i++) expect((await post('{bad', `10.8.${i >> 8}.${i & 255}`)).status).toBe(400)
      expect((await post('{bad', '10.7.7.7')).status).toBe(429)
    } finally {
      process.env.TRUST_PROXY = '1'
    }
  })
})

describe('the test checkout', () => {
  it('a declined card keeps the shopper on the page with the hold; cancel gives the units back at once', async () => {
    await product('t-decline', 40000, 2)
    const session = sessionFromUrl((await (await post(body('t-decline'))).json()).url)
    const declined = await form(session, { action: 'pay', card: '4000 0000 0000 0002' })
    expect(declined.status).toBe(303)
    expect(declined.headers.get('location')).toBe(`${SITE}/checkout/test/${session}?error=declined`)
    const invalid = await form(session, { action: 'pay', card: '1234' })
    expect(invalid.headers.get('location')).toContain('error=invalid')
    // Still open after the decline: the same pair stays set aside for another card.
    expect((await orderOf(session)).status).toBe('pending')
    expect(await stockOf('t-decline')).toBe(1)
    const cancel = await form(session, { action: 'cancel' })
    expect(cancel.headers.get('location')).toBe(`${SITE}/`)
    const order = await orderOf(session)
    expect(order.status).toBe('cancelled')
    expect(order.hold?.state).toBe('released')
    expect(await stockOf('t-decline')).toBe(2)
    // Cancelled twice (a double click), then a late pay on the same page: nothing moves again.
    await form(session, { action: 'cancel' })
    expect(await stockOf('t-decline')).toBe(2)
    const late = await form(session, { action: 'pay', card: '4242 4242 4242 4242' })
    expect(late.headers.get('location')).toContain('error=closed')
    expect(await stockOf('t-decline')).toBe(2)
  })

  it('4242 pays through the shared fulfilment, once, and lands on the success URL with the session id', async () => {
    await product('t-pay', 40000, 2)
    const session = sessionFromUrl(
      (await (await post(body('t-pay', { locale: 'fr', successUrl: `${SITE}/fr/checkout/success` }))).json()).url,
    )
    const paid = await form(session, { action: 'pay', card: '4242 4242 4242 4242' })
    expect(paid.headers.get('location')).toBe(`${SITE}/fr/checkout/success?session_id=${session}`)
    const again = await form(session, { action: 'pay', card: '4242424242424242' })
    expect(again.headers.get('location')).toBe(paid.headers.get('location'))
    const order = await orderOf(session)
    expect(order.status).toBe('paid')
    expect(order.hold?.state).toBe('captured')
    expect(await stockOf('t-pay')).toBe(1)
    const events = await payload.find({
      collection: 'payment-events',
      where: { sessionId: { equals: session } },
      overrideAccess: true,
    })
    expect(events.totalDocs).toBe(1)
  })

  it('404 for an unknown session; 400 for a bad form', async () => {
    expect((await form(`test_cs_${'0'.repeat(24)}`, { action: 'pay', card: '4242424242424242' })).status).toBe(404)
    await product('t-bad', 40000, 2)
    const session = sessionFromUrl((await (await post(body('t-bad'))).json()).url)
    expect((await form(session, { action: 'refund' })).status).toBe(400)
  })
})

describe('GET /api/orders/by-session', () => {
  const get = (q: string) => bySession(new Request(`${SITE}/api/orders/by-session${q}`))

  it('gives the minimal public summary to the holder of the session id', async () => {
    await product('s-sum', 30000, 2)
    const session = sessionFromUrl((await (await post(body('s-sum'))).json()).url)
    const res = await get(`?session_id=${session}`)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const summary = await res.json()
    expect(summary).toEqual({
      number: expect.stringMatching(/^MS-\d{4}-\d{5}$/),
      status: 'pending',
      email: 'c***@example.com',
      // The size system tells the page to say "pointure" (shoes) or "taille" (gloves) in French.
      lines: [
        {
          sku: 's-sum',
          title: 'Vavin pumps',
          size: '38',
          sizeSystem: 'eu-shoe',
          color: 'Red',
          unitPrice: 30000,
          quantity: 1,
        },
      ],
      // Shipping to France from the default zone table (15 €, free from 500 €), included in the total.
      shipping: 1500,
      country: 'FR',
      total: 31500,
      // French VAT at 20 % inside the total, as the order stored it: the success page's VAT line.
      vat: { regime: 'domestic', rate: 20, amount: 5250 },
      currency: 'EUR',
    })
    expect(JSON.stringify(summary)).not.toContain('Bonaparte')
  })

  it('400 without a well-formed id, 404 for an unknown one', async () => {
    expect((await get('')).status).toBe(400)
    expect((await get('?session_id=1%20OR%201=1')).status).toBe(400)
    expect((await get(`?session_id=test_cs_${'f'.repeat(24)}`)).status).toBe(404)
  })
})

describe('POST /api/payments/webhook (Stripe signatures)', () => {
  const event = (
    type: string,
    sessionId: string,
    id = `evt_${Math.random().toString(36).slice(2)}`,
    paymentStatus = 'paid',
    extra: Record<string, unknown> = {},
  ) =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus, ...extra } },
    })
  const deliver = (raw: string, header: string | null) =>
    webhook(
      new Request(`${SITE}/api/payments/webhook`, {
        method: 'POST',
        headers: header ? { 'stripe-signature': header } : {},
        body: raw,
      }),
    )
  const signed = (raw: string, secret = SECRET) => stripe.webhooks.generateTestHeaderString({ payload: raw, secret })

  async function stripeOrder(sku: string) {
    await product(sku, 45000, 3)
    const session = sessionFromUrl((await (await post(body(sku))).json()).url)
    // Pretend this order's session is a Stripe one: the webhook resolves orders by session id.
    const stripeId = `cs_test_${session.slice(8)}`
    const order = await orderOf(session)
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { payment: { ...order.payment, provider: 'stripe', sessionId: stripeId } },
      overrideAccess: true,
    })
    return stripeId
  }

  it('400 without a signature, with a wrong secret, a tampered body or a stale timestamp; nothing recorded', async () => {
    const id = await stripeOrder('w-bad')
    const raw = event('checkout.session.completed', id)
    expect((await deliver(raw, null)).status).toBe(400)
    expect((await deliver(raw, signed(raw, 'whsec_wrong'))).status).toBe(400)
    expect((await deliver(raw.replace('paid', 'unpaid'), signed(raw))).status).toBe(400)
    expect((await deliver(raw, 't=1,v1=deadbeef')).status).toBe(400)
    const stale = stripe.webhooks.generateTestHeaderString({
      payload: raw,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    })
    expect((await deliver(raw, stale)).status).toBe(400)
    expect((await orderOf(id)).status).toBe('pending')
    expect(
      (await payload.find({ collection: 'payment-events', where: { sessionId: { equals: id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })

  it('a signed completion pays once even when delivered 10 times; other types are acknowledged and ignored', async () => {
    const id = await stripeOrder('w-ok')
    const ignored = event('payment_intent.succeeded', id)
    const res = await deliver(ignored, signed(ignored))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ received: true, ignored: 'payment_intent.succeeded' })
    const raw = event('checkout.session.completed', id, 'evt_same_10x')
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(raw, signed(raw))))
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200))
    const order = await orderOf(id)
    expect(order.status).toBe('paid')
    expect(order.payment?.provider).toBe('stripe')
    expect(await stockOf('w-ok')).toBe(2)
    // A late expiry for the same session changes nothing.
    const expired = event('checkout.session.expired', id)
    expect((await deliver(expired, signed(expired))).status).toBe(200)
    expect((await orderOf(id)).status).toBe('paid')
    expect(await stockOf('w-ok')).toBe(2)
  })

  it('a completed-but-unpaid (async) session waits; async failure releases the stock once', async () => {
    const id = await stripeOrder('w-async')
    const pending = event('checkout.session.completed', id, undefined, 'unpaid')
    expect((await deliver(pending, signed(pending))).status).toBe(200)
    expect((await orderOf(id)).status).toBe('pending')
    const failed = event('checkout.session.async_payment_failed', id, 'evt_async_failed', 'unpaid')
    for (let i = 0; i < 3; i++) expect((await deliver(failed, signed(failed))).status).toBe(200)
    expect((await orderOf(id)).status).toBe('cancelled')
    expect(await stockOf('w-async')).toBe(3)
  })

  it('the confirmation email is queued with the payment, not sent before the answer; the queue sends it once', async () => {
    const id = await stripeOrder('w-mail')
    const raw = event('checkout.session.completed', id, 'evt_mail_1')
    expect((await deliver(raw, signed(raw))).status).toBe(200)
    const order = await orderOf(id)
    expect(order.status).toBe('paid')
    const subject = `Your Maison Sabine order ${order.number}`
    expect(
      (await payload.find({ collection: 'outbox', where: { subject: { equals: subject } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendEmail' } },
      limit: 100,
      overrideAccess: true,
    })
    expect(jobs.docs.filter((j) => (j.input as { subject?: string })?.subject === subject)).toHaveLength(1)
    expect((await deliver(raw, signed(raw))).status).toBe(200)
    await runEmailQueue(payload)
    const mails = await payload.find({
      collection: 'outbox',
      where: { subject: { equals: subject } },
      overrideAccess: true,
    })
    expect(mails.docs.map((m) => m.to)).toEqual(['claire@example.com'])
  })

  it('an event for an unknown session is not recorded: acknowledged when not ours, retried (404) when it names a missing order', async () => {
    const foreign = event('checkout.session.completed', 'cs_test_not_ours_0123456789', 'evt_foreign')
    const a = await deliver(foreign, signed(foreign))
    expect(a.status).toBe(200)
    expect(await a.json()).toEqual({ received: true, ignored: 'unknown session' })
    const missing = event('checkout.session.completed', 'cs_test_missing_order_0123', 'evt_missing', 'paid', {
      metadata: { orderId: '999999', orderNumber: 'MS-0000-00000' },
    })
    expect((await deliver(missing, signed(missing))).status).toBe(404)
    const seen = await payload.find({
      collection: 'payment-events',
      where: { eventId: { in: ['evt_foreign', 'evt_missing'] } },
      overrideAccess: true,
    })
    expect(seen.totalDocs).toBe(0)
  })

  it('falls back to metadata.orderId for an order whose session was never stored', async () => {
    await product('w-meta', 45000, 3)
    const session = sessionFromUrl((await (await post(body('w-meta'))).json()).url)
    const order = await orderOf(session)
    // The session id never reached the order (say, the write after Stripe answered failed).
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { payment: { ...order.payment, provider: 'stripe', sessionId: null, url: null } },
      overrideAccess: true,
    })
    const wrongNumber = event('checkout.session.completed', 'cs_test_meta_0123456789', 'evt_meta_wrong', 'paid', {
      metadata: { orderId: String(order.id), orderNumber: 'MS-0000-00001' },
    })
    expect((await deliver(wrongNumber, signed(wrongNumber))).status).toBe(404)
    const raw = event('checkout.session.completed', 'cs_test_meta_0123456789', 'evt_meta_ok', 'paid', {
      client_reference_id: String(order.id),
      metadata: { orderId: String(order.id), orderNumber: order.number },
    })
    expect((await deliver(raw, signed(raw))).status).toBe(200)
    const after = await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })
    expect(after.status).toBe('paid')
    expect(after.hold?.state).toBe('captured')
    expect(await stockOf('w-meta')).toBe(2)
  })
})

describe('staff in /app/orders', () => {
  const staff = () => staffUser(payload, ['service'], `service-${Math.random().toString(36).slice(2)}@test.example`)
  const signedEvent = (type: string, sessionId: string, id: string) => {
    const raw = JSON.stringify({
      id,
      object: 'event',
      type,
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
    })
    return webhook(
      new Request(`${SITE}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: raw, secret: SECRET }) },
        body: raw,
      }),
    )
  }

  it('cancelling a pending order gives its stock back once; a later Stripe payment is answered 2xx and flagged', async () => {
    await product('a-cancel', 45000, 3)
    const session = sessionFromUrl(
      (
        await (
          await post(
            body('a-cancel', {
              items: [{ id: 'a', product_id: 'a-cancel', title: 'Vavin pumps', quantity: 2, size: '38' }],
            }),
          )
        ).json()
      ).url,
    )
    const order = await orderOf(session)
    const stripeId = `cs_test_${session.slice(8)}`
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { payment: { ...order.payment, provider: 'stripe', sessionId: stripeId } },
      overrideAccess: true,
    })
    expect(await stockOf('a-cancel')).toBe(1)
    const user = await staff()
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'cancelled' },
      user,
      overrideAccess: false,
    })
    expect(await stockOf('a-cancel')).toBe(3)
    // Nothing gives it back again: not the sweep, not Stripe's expiry.
    await expireHolds(payload, new Date(Date.now() + 40 * 60_000))
    expect((await signedEvent('checkout.session.expired', stripeId, 'evt_cancel_exp')).status).toBe(200)
    expect(await stockOf('a-cancel')).toBe(3)
    const late = await signedEvent('checkout.session.completed', stripeId, 'evt_cancel_paid')
    expect(late.status).toBe(200)
    const after = await orderOf(stripeId)
    expect(after.status).toBe('cancelled')
    expect(after.needsAttention).toBe(true)
    expect(after.attentionNote).toMatch(/Paid after the order was cancelled/)
    expect(await stockOf('a-cancel')).toBe(1)
  })

  it('hold and payment fields are not writable by staff, whatever the request sends', async () => {
    await product('a-fields', 45000, 2)
    const session = sessionFromUrl((await (await post(body('a-fields'))).json()).url)
    const order = await orderOf(session)
    const user = await staff()
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: {
        attentionNote: 'checked',
        hold: { state: 'released', expiresAt: new Date(0).toISOString() },
        payment: { provider: 'stripe', sessionId: 'cs_test_forged', url: 'https://evil.example' },
      } as never,
      user,
      overrideAccess: false,
    })
    const after = await orderOf(session)
    expect(after.attentionNote).toBe('checked')
    expect(after.hold?.state).toBe('held')
    expect(after.hold?.expiresAt).toBe(order.hold?.expiresAt)
    expect(after.payment).toMatchObject({ provider: 'test', sessionId: session, url: order.payment?.url })
    expect(await stockOf('a-fields')).toBe(1)
  })

  it("the list's search finds an order by number, email or payment session id, as the admin asks", async () => {
    await product('a-search', 45000, 2)
    const session = sessionFromUrl(
      (await (await post(body('a-search', { email: 'search.me@example.com' }))).json()).url,
    )
    const order = await orderOf(session)
    const user = await staff()
    const search = async (term: string) => {
      const where = mergeListSearchAndWhere({ collectionConfig: Orders as never, search: term, where: {} })
      return (await payload.find({ collection: 'orders', where, user, overrideAccess: false, depth: 0 })).docs.map(
        (d) => d.id,
      )
    }
    expect(await search(session)).toEqual([order.id])
    expect(await search('search.me@')).toEqual([order.id])
    expect(await search(order.number)).toEqual([order.id])
  })
})
