// Checkout on a real database: holds, prices from the database, idempotent fulfilment, expiry, late payment.
import type { Payload, Where } from 'payload'
import pg from 'pg'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createCheckout } from '@/server/checkout/createCheckout'
import { type PaymentEvent, applyPaymentEvent, expireHolds, settlePaymentEvent } from '@/server/checkout/fulfilment'
import type { CheckoutRequest } from '@/server/checkout/priceLines'
import { onlineStoreId, takeStock } from '@/server/inventory/moves'
import { runEmailQueue } from '@/server/email/queue'
import type { CreateSessionInput } from '@/server/payments/types'
import { databaseKind } from '@/server/platform/database'
import { inTransaction } from '@/server/platform/transaction'
import { seedStores } from '../../seed/stores'
import { testPayload } from './helpers/payload'

process.env.EMAIL_QUEUE_MANUAL = '1'

// The real test provider, except that a test can make its next session creations fail (provider down).
const provider = vi.hoisted(() => ({ failures: 0, calls: [] as { idempotencyKey: string; orderId: number }[] }))
vi.mock('@/server/payments', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/payments')>()
  return {
    ...real,
    paymentProvider: () => {
      const inner = real.paymentProvider()
      return {
        name: inner.name,
        async createSession(input: CreateSessionInput) {
          provider.calls.push({ idempotencyKey: input.idempotencyKey, orderId: input.orderId })
          if (provider.failures > 0) {
            provider.failures -= 1
            throw new Error('connect ECONNREFUSED (provider down)')
          }
          return inner.createSession(input)
        },
      }
    },
  }
})

let payload: Payload
const SITE = process.env.SERVER_URL || 'http://localhost:3000'

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

const request = (sku: string, quantity = 1, extra: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  items: [{ product_id: sku, quantity, size: '38' }],
  email: 'shopper@example.com',
  shippingAddress: {
    name: 'Claire Dubois',
    address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country: 'FR' },
  },
  successUrl: `${SITE}/checkout/success`,
  cancelUrl: `${SITE}/`,
  locale: 'en',
  ...extra,
})

const sessionOf = async (orderId: number) =>
  (await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })).payment!.sessionId!

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
})

describe('create checkout', () => {
  it('prices lines from the database whatever the client sends, and holds the stock', async () => {
    await product('sku-price', 69000, 3)
    const tampered = request('sku-price', 2)
    ;(tampered.items[0] as Record<string, unknown>).price = 1
    const { orderId, url } = await createCheckout(payload, tampered)
    const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    expect(url).toContain('/checkout/test/')
    expect(order.total).toBe(138000)
    expect(order.lines[0].unitPrice).toBe(69000)
    expect(order.status).toBe('pending')
    expect(order.hold?.state).toBe('held')
    expect(await stockOf('sku-price')).toBe(1)
  })

  it('the same request id twice opens one order and one hold', async () => {
    await product('sku-idem', 50000, 5)
    const a = await createCheckout(payload, request('sku-idem', 1, { requestId: 'req-123456789' }))
    const b = await createCheckout(payload, request('sku-idem', 1, { requestId: 'req-123456789' }))
    expect(b.orderId).toBe(a.orderId)
    expect(b.url).toBe(a.url)
    expect(await stockOf('sku-idem')).toBe(4)
  })

  it('the order written by the checkout reads back whole through Payload, and a staff price change reaches the next checkout at once', async () => {
    await product('sku-reprice', 69000, 5)
    const first = await createCheckout(payload, request('sku-reprice', 1, { locale: 'fr', requestId: 'req-reprice-1' }))
    const order = await payload.findByID({ collection: 'orders', id: first.orderId, depth: 0, overrideAccess: true })
    expect(order).toMatchObject({
      number: first.orderNumber,
      status: 'pending',
      email: 'shopper@example.com',
      locale: 'fr',
      subtotal: 69000,
      total: 69000,
      shipping: 0,
      currency: 'EUR',
      shippingAddress: {
        name: 'Claire Dubois',
        line1: '3 rue Bonaparte',
        city: 'Paris',
        postalCode: '75006',
        country: 'FR',
      },
      payment: {
        provider: 'test',
        requestId: 'req-reprice-1',
        successUrl: `${SITE}/checkout/success`,
        cancelUrl: `${SITE}/`,
      },
      hold: { store: await onlineStoreId(payload), state: 'held' },
    })
    expect(order.lines).toHaveLength(1)
    expect(order.lines[0]).toMatchObject({
      sku: 'sku-reprice',
      title: 'Vavin pumps',
      size: '38',
      color: 'Red',
      unitPrice: 69000,
      quantity: 1,
    })
    expect(typeof order.lines[0].product).toBe('number')
    expect(order.timeline?.pendingAt).toBeTruthy()
    expect(order.payment?.sessionId).toMatch(/^test_cs_/)
    // The price is served from a cache; the product's own hook clears the product lists' tag, and with it the cache.
    const variant = (
      await payload.find({
        collection: 'product-variants',
        where: { sku: { equals: 'sku-reprice' } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!
    await payload.update({
      collection: 'products',
      id: variant.product as number,
      data: { price: 59000 },
      overrideAccess: true,
    })
    const second = await createCheckout(payload, request('sku-reprice', 1))
    expect((await payload.findByID({ collection: 'orders', id: second.orderId, overrideAccess: true })).total).toBe(
      59000,
    )
  })

  it('refuses redirect URLs off the site', async () => {
    await product('sku-url', 50000, 5)
    await expect(
      createCheckout(payload, request('sku-url', 1, { successUrl: 'https://evil.example/x' })),
    ).rejects.toMatchObject({ status: 422, field: 'successUrl' })
    expect(await stockOf('sku-url')).toBe(5)
  })
})

describe('fulfilment', () => {
  it('the same completion delivered 10 times, mixed with an out-of-order expiry, pays once and decrements once', async () => {
    await product('sku-hook', 89000, 4)
    const { orderId } = await createCheckout(payload, request('sku-hook', 2))
    const sessionId = await sessionOf(orderId)
    const events = [
      ...Array.from({ length: 10 }, () => ({
        eventId: 'evt_completed_1',
        sessionId,
        outcome: 'completed' as const,
        type: 'checkout.session.completed',
        provider: 'test' as const,
      })),
      {
        eventId: 'evt_expired_1',
        sessionId,
        outcome: 'expired' as const,
        type: 'checkout.session.expired',
        provider: 'test' as const,
      },
    ]
    await Promise.all(events.reverse().map((e) => applyPaymentEvent(payload, e)))
    const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    const handled = await payload.count({
      collection: 'payment-events',
      where: { sessionId: { equals: sessionId } },
      overrideAccess: true,
    })
    expect(handled.totalDocs).toBe(2)
    // Whichever came first, the stock moved once: paid keeps the hold; expired-then-paid re-takes it.
    expect(order.status).toBe('paid')
    expect(await stockOf('sku-hook')).toBe(2)
  })

  it('an expired hold restores the stock exactly once', async () => {
    await product('sku-exp', 62000, 3)
    const { orderId } = await createCheckout(payload, request('sku-exp', 2))
    const sessionId = await sessionOf(orderId)
    expect(await stockOf('sku-exp')).toBe(1)
    await Promise.all([
      applyPaymentEvent(payload, {
        eventId: 'evt_exp_a',
        sessionId,
        outcome: 'expired',
        type: 'checkout.session.expired',
        provider: 'test',
      }),
      applyPaymentEvent(payload, {
        eventId: 'evt_exp_b',
        sessionId,
        outcome: 'failed',
        type: 'checkout.session.async_payment_failed',
        provider: 'test',
      }),
      expireHolds(payload, new Date(Date.now() + 31 * 60_000)),
    ])
    const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    expect(['expired', 'cancelled']).toContain(order.status)
    expect(order.hold?.state).toBe('released')
    expect(await stockOf('sku-exp')).toBe(3)
  })

  it('a late payment after expiry re-takes the stock, or flags the order when none is left', async () => {
    await product('sku-late', 45000, 1)
    const { orderId } = await createCheckout(payload, request('sku-late', 1))
    const sessionId = await sessionOf(orderId)
    await expireHolds(payload, new Date(Date.now() + 31 * 60_000))
    expect(await stockOf('sku-late')).toBe(1)
    const rival = await createCheckout(payload, request('sku-late', 1))
    expect(await stockOf('sku-late')).toBe(0)
    const late = await applyPaymentEvent(payload, {
      eventId: 'evt_late',
      sessionId,
      outcome: 'completed',
      type: 'checkout.session.completed',
      provider: 'test',
    })
    expect(late?.status).toBe('paid')
    expect(late?.needsAttention).toBe(true)
    expect(await stockOf('sku-late')).toBe(0)
    expect(rival.orderId).not.toBe(orderId)
  })

  it('staff can only move an order along allowed transitions', async () => {
    await product('sku-flow', 45000, 2)
    const { orderId } = await createCheckout(payload, request('sku-flow', 1))
    await expect(
      payload.update({ collection: 'orders', id: orderId, data: { status: 'shipped' }, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 422, message: 'An order cannot go from pending to shipped.' })
  })
})

// Postgres breaks a deadlock by rolling back one of its transactions (40P01). These tests set a delivery against
// another connection that takes the same two locks a concurrent delivery of the same order would take: the order's
// row and the event id. The other connection takes its first lock, the delivery starts and waits on it, then the
// other asks for its second. The other waits 10 s before it looks for a deadlock and the delivery 1 s (Postgres's
// default), so when there is one the delivery is always its victim.
type Statement = (orderId: number, eventId: string) => [string, unknown[]]
const holdEventId: Statement = (_, eventId) => [
  `INSERT INTO payment_events (event_id, type) VALUES ($1, 'competing')`,
  [eventId],
]
const lockOrder: Statement = (orderId) => ['SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]]

describe.runIf(databaseKind() === 'postgres')('deliveries against another connection holding their locks', () => {
  async function deliverAgainst(
    sku: string,
    outcome: 'completed' | 'expired',
    locks: { first: Statement; then: Statement },
    retries?: number,
  ) {
    await product(sku, 74000, 3)
    const { orderId } = await createCheckout(payload, request(sku, 1))
    const event: PaymentEvent = {
      eventId: `evt_deadlock_${sku}`,
      sessionId: await sessionOf(orderId),
      outcome,
      type: `checkout.session.${outcome}`,
      provider: 'test',
    }
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL })
    // Watches from outside: a transaction sees pg_stat_activity as it was when it first read it.
    const watcher = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await Promise.all([other.connect(), watcher.connect()])
    try {
      await other.query(`SET deadlock_timeout = '10s'`)
      await other.query('BEGIN')
      await other.query(...locks.first(orderId, event.eventId))
      const otherPid = (await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid
      const delivery = settlePaymentEvent(payload, event, retries).then(
        (value) => ({ value, error: undefined }),
        (error: unknown) => ({ value: undefined, error }),
      )
      for (let tries = 0; ; tries++) {
        const waiting = await watcher.query(`SELECT 1 FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))`, [
          otherPid,
        ])
        if (waiting.rowCount) break
        if (tries > 400) throw new Error('the delivery never waited on the other connection')
        await new Promise((r) => setTimeout(r, 25))
      }
      // Granted at once, or once Postgres has rolled the delivery's transaction back; then the other gives up.
      await other.query(...locks.then(orderId, event.eventId))
      await other.query('ROLLBACK')
      return { orderId, event, outcome: await delivery }
    } finally {
      await Promise.all([other.end(), watcher.end()])
    }
  }

  // The fast path pays the order (its row locked), then records the event: against a connection holding the event
  // id and then asking for the row, that is a deadlock, whatever the order of the two locks in the full path.
  const deadlockedDelivery = (sku: string, retries?: number) =>
    deliverAgainst(sku, 'completed', { first: holdEventId, then: lockOrder }, retries)

  /** What the payment wrote for the order: its state, the event, the invoice, and the stock left of its size. */
  async function written(orderId: number, eventId: string, sku: string) {
    const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    const count = async (collection: 'payment-events' | 'invoices', where: Where) =>
      (await payload.count({ collection, where, overrideAccess: true })).totalDocs
    return {
      status: order.status,
      hold: order.hold?.state,
      events: await count('payment-events', { eventId: { equals: eventId } }),
      invoices: await count('invoices', { order: { equals: orderId } }),
      stock: await stockOf(sku),
    }
  }

  it('without a retry the delivery fails with the deadlock and leaves nothing written; the next delivery pays', async () => {
    const { orderId, event, outcome } = await deadlockedDelivery('sku-deadlock-bare', 0)
    // The driver's error, as the query builder wraps it: Postgres's code for a deadlock's victim.
    expect(outcome.error).toMatchObject({ cause: { code: '40P01' } })
    expect(await written(orderId, event.eventId, 'sku-deadlock-bare')).toEqual({
      status: 'pending',
      hold: 'held',
      events: 0,
      invoices: 0,
      stock: 2,
    })
    expect((await settlePaymentEvent(payload, event))?.paid).toBeTruthy()
    expect((await written(orderId, event.eventId, 'sku-deadlock-bare')).status).toBe('paid')
  })

  it('settles the event again: the order is paid once, with one event, one invoice and the stock taken once', async () => {
    const { orderId, event, outcome } = await deadlockedDelivery('sku-deadlock-retried')
    expect(outcome.error).toBeUndefined()
    expect(outcome.value).toMatchObject({ id: orderId, paid: { id: orderId } })
    expect(await written(orderId, event.eventId, 'sku-deadlock-retried')).toEqual({
      status: 'paid',
      hold: 'captured',
      events: 1,
      invoices: 1,
      stock: 2,
    })
  })

  // What a second delivery does when its failed guarded update left the row locked (Postgres keeps that lock): it
  // holds the row, then records the event. The full path locks the row before it records the event, so it waits its
  // turn instead of holding the event id the other needs.
  it('the full path takes the order before the event id, so a delivery holding the row does not deadlock with it', async () => {
    const sku = 'sku-lock-order-first'
    const { orderId, event, outcome } = await deliverAgainst(sku, 'expired', { first: lockOrder, then: holdEventId }, 0)
    expect(outcome.error).toBeUndefined()
    expect(await written(orderId, event.eventId, sku)).toEqual({
      status: 'expired',
      hold: 'released',
      events: 1,
      invoices: 0,
      stock: 3,
    })
  })
})

describe('a payment session that cannot be opened', () => {
  it('gives the stock back once, closes the order, and the retry with the same request id works', async () => {
    await product('sku-down', 52000, 2)
    provider.failures = 1
    const req = request('sku-down', 2, { requestId: 'req-provider-down-1' })
    await expect(createCheckout(payload, req)).rejects.toThrow(/provider down/)
    expect(await stockOf('sku-down')).toBe(2)
    const failed = (
      await payload.find({ collection: 'orders', where: { 'lines.sku': { equals: 'sku-down' } }, overrideAccess: true })
    ).docs
    expect(failed).toHaveLength(1)
    expect(failed[0].status).toBe('cancelled')
    expect(failed[0].hold?.state).toBe('released')
    expect(failed[0].payment?.sessionId ?? null).toBeNull()
    // The sweep finds nothing to give back a second time.
    await expireHolds(payload, new Date(Date.now() + 40 * 60_000))
    expect(await stockOf('sku-down')).toBe(2)

    const retry = await createCheckout(payload, req)
    expect(retry.url).toContain('/checkout/test/')
    expect(retry.orderId).not.toBe(failed[0].id)
    expect(await stockOf('sku-down')).toBe(0)
    // The idempotency key comes from the client's request id and the order: the retry cannot reuse a failed one.
    expect(provider.calls.slice(-2).map((c) => c.idempotencyKey)).toEqual([
      `checkout-req-provider-down-1-${failed[0].id}`,
      `checkout-req-provider-down-1-${retry.orderId}`,
    ])
    const again = await createCheckout(payload, req)
    expect(again).toEqual(retry)
    expect(await stockOf('sku-down')).toBe(0)
  })

  it('the expiry sweep gives back the stock of an order whose session was never stored, once', async () => {
    await product('sku-nosession', 41000, 3)
    const store = await onlineStoreId(payload)
    const order = await inTransaction(payload, async (req) => {
      await takeStock(payload, req, store, [{ sku: 'sku-nosession', quantity: 2 }])
      return payload.create({
        collection: 'orders',
        req,
        overrideAccess: true,
        data: {
          number: 'MS-0001-00042',
          status: 'pending',
          email: 'shopper@example.com',
          lines: [{ sku: 'sku-nosession', title: 'Vavin pumps', size: '38', unitPrice: 41000, quantity: 2 }],
          subtotal: 82000,
          shipping: 0,
          total: 82000,
          shippingAddress: {
            name: 'Claire Dubois',
            line1: '3 rue Bonaparte',
            city: 'Paris',
            postalCode: '75006',
            country: 'FR',
          },
          payment: { provider: 'test' },
          hold: { store, expiresAt: new Date(Date.now() - 60_000).toISOString(), state: 'held' },
        },
      })
    })
    expect(await stockOf('sku-nosession')).toBe(1)
    await Promise.all([expireHolds(payload), expireHolds(payload)])
    await expireHolds(payload)
    const after = await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })
    expect(after.status).toBe('expired')
    expect(after.hold?.state).toBe('released')
    expect(await stockOf('sku-nosession')).toBe(3)
  })
})

describe('back in stock after a released hold', () => {
  it('a shopper waiting for the size gets one email when an expired hold gives back the last unit', async () => {
    await product('sku-back', 47000, 1)
    const { orderId } = await createCheckout(payload, request('sku-back', 1))
    expect(await stockOf('sku-back')).toBe(0)
    const product_ = (
      await payload.find({
        collection: 'product-variants',
        where: { sku: { equals: 'sku-back' } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
    await payload.create({
      collection: 'stock-interests',
      data: {
        kind: 'notify',
        status: 'waiting',
        productId: String(product_.product),
        productTitle: 'Vavin pumps',
        sku: 'sku-back',
        size: '38',
        email: 'waiting@example.com',
        locale: 'en',
        requestId: 'si-waiting-00001',
      } as never,
      overrideAccess: true,
    })
    await expireHolds(payload, new Date(Date.now() + 40 * 60_000))
    await expireHolds(payload, new Date(Date.now() + 40 * 60_000))
    expect(await stockOf('sku-back')).toBe(1)
    expect((await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })).status).toBe('expired')
    await runEmailQueue(payload)
    const mails = await payload.find({
      collection: 'outbox',
      where: { to: { equals: 'waiting@example.com' } },
      overrideAccess: true,
    })
    expect(mails.totalDocs).toBe(1)
    expect(mails.docs[0].subject).toMatch(/Your size is back/)
    const interest = await payload.find({
      collection: 'stock-interests',
      where: { email: { equals: 'waiting@example.com' } },
      overrideAccess: true,
    })
    expect(interest.docs[0].status).toBe('notified')
  })
})
