// The last units under contention: concurrent guarded decrements in their own transactions never oversell.
import { type Payload, createLocalReq } from 'payload'
import Stripe from 'stripe'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as webhook } from '@/app/api/payments/webhook/route'
import { createCheckout } from '@/server/checkout/createCheckout'
import { releaseHold } from '@/server/checkout/holds'
import { OutOfStockError, onlineStoreId, takeStock } from '@/server/inventory/moves'
import { inTransaction } from '@/server/platform/transaction'
import { seedStores } from '../../seed/stores'
import { testPayload } from './helpers/payload'

// Confirmation emails stay queued: this file measures stock, and a background queue run would compete for SQLite.
process.env.EMAIL_QUEUE_MANUAL = '1'

let payload: Payload
let store: number

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  store = await onlineStoreId(payload)
})

async function attempt(lines: { sku: string; quantity: number }[]) {
  try {
    await inTransaction(payload, (req) => takeStock(payload, req, store, lines))
    return 'held' as const
  } catch (e) {
    if (e instanceof OutOfStockError) return 'short' as const
    throw e
  }
}

const quantity = async (sku: string) =>
  (await payload.find({ collection: 'inventory', where: { sku: { equals: sku } }, overrideAccess: true })).docs[0]
    .quantity

describe('guarded decrement', () => {
  it('50 concurrent checkouts for the last 5 units: exactly 5 holds, 45 refusals, stock 0', async () => {
    await payload.create({
      collection: 'inventory',
      data: { sku: 'pumps-red-38', store, quantity: 5 },
      overrideAccess: true,
    })
    const results = await Promise.all(Array.from({ length: 50 }, () => attempt([{ sku: 'pumps-red-38', quantity: 1 }])))
    expect(results.filter((r) => r === 'held')).toHaveLength(5)
    expect(results.filter((r) => r === 'short')).toHaveLength(45)
    expect(await quantity('pumps-red-38')).toBe(0)
  })

  it('a multi-line checkout short on one line changes nothing', async () => {
    await payload.create({
      collection: 'inventory',
      data: { sku: 'pumps-blue-38', store, quantity: 2 },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'inventory',
      data: { sku: 'pumps-blue-39', store, quantity: 3 },
      overrideAccess: true,
    })
    const result = await attempt([
      { sku: 'pumps-blue-38', quantity: 2 },
      { sku: 'pumps-blue-39', quantity: 4 },
    ])
    expect(result).toBe('short')
    expect(await quantity('pumps-blue-38')).toBe(2)
    expect(await quantity('pumps-blue-39')).toBe(3)
  })
})

// On SQLite every write transaction of this process waits in one queue (src/server/platform/transaction.ts), so the race
// above runs its checkouts one at a time there and would pass with a check-then-write decrement. Here the
// decrements skip the queue and interleave freely, each statement on its own (no transaction to serialise them):
// only the guard in the single UPDATE can keep the last units from being sold twice.
describe('guarded decrement outside the write queue', () => {
  async function unqueued(sku: string) {
    try {
      await takeStock(payload, await createLocalReq({}, payload), store, [{ sku, quantity: 1 }])
      return 'held' as const
    } catch (e) {
      if (e instanceof OutOfStockError) return 'short' as const
      throw e
    }
  }

  it('40 interleaved decrements for the last 4 units: exactly 4 taken, 36 refused, stock 0', async () => {
    await payload.create({
      collection: 'inventory',
      data: { sku: 'pumps-red-40', store, quantity: 4 },
      overrideAccess: true,
    })
    const results = await Promise.all(Array.from({ length: 40 }, () => unqueued('pumps-red-40')))
    expect(results.filter((r) => r === 'held')).toHaveLength(4)
    expect(results.filter((r) => r === 'short')).toHaveLength(36)
    expect(await quantity('pumps-red-40')).toBe(0)
  })
})

describe('the whole checkout under contention', () => {
  const SITE = process.env.SERVER_URL || 'http://localhost:3000'
  const SECRET = 'whsec_test_race'
  const stripe = new Stripe('sk_test_unused')
  // Every webhook test here signs with this secret, whichever of them runs first or alone.
  beforeAll(() => {
    process.env.STRIPE_WEBHOOK_SECRET = SECRET
  })

  async function product(sku: string, stock: number) {
    const type = await payload.create({
      collection: 'product-types',
      data: { slug: `t-${sku}`, name: 'Pumps', sizeSystem: 'eu-shoe' },
      overrideAccess: true,
    })
    const p = await payload.create({
      collection: 'products',
      data: { title: 'Vavin pumps', productType: type.id, color: sku, colorName: 'Red', price: 69000 },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'product-variants',
      data: { product: p.id, size: '38', sku },
      overrideAccess: true,
    })
    await payload.create({ collection: 'inventory', data: { sku, store, quantity: stock }, overrideAccess: true })
  }
  const checkout = (sku: string, i: number) =>
    createCheckout(payload, {
      items: [{ product_id: sku, quantity: 1, size: '38' }],
      email: `shopper${i}@example.com`,
      shippingAddress: {
        name: 'Claire Dubois',
        address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country: 'FR' },
      },
      successUrl: `${SITE}/checkout/success`,
      cancelUrl: `${SITE}/`,
      locale: 'en',
      requestId: `race-${sku}-${String(i).padStart(4, '0')}`,
    })

  it('50 concurrent createCheckout calls for the last 5 units: 5 pending orders holding stock, 45 out of stock, stock 0', async () => {
    await product('race-last-5', 5)
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => checkout('race-last-5', i)))
    const ok = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(ok).toHaveLength(5)
    expect(refused).toHaveLength(45)
    // Each refusal is the route's 409: OutOfStockError with what is left (never a negative figure).
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(OutOfStockError)
      expect((r.reason as OutOfStockError).available).toBe(0)
    }
    expect(await quantity('race-last-5')).toBe(0)
    const orders = await payload.find({
      collection: 'orders',
      where: { 'lines.sku': { equals: 'race-last-5' } },
      limit: 100,
      overrideAccess: true,
    })
    expect(orders.totalDocs).toBe(5)
    expect(
      orders.docs.every((o) => o.status === 'pending' && o.hold?.state === 'held' && Boolean(o.payment?.url)),
    ).toBe(true)
  })

  // Two-line carts naming the same two sizes in opposite orders: each checkout locks its rows in one fixed order
  // (SKU byte order), so none waits on another in a cycle — no deadlock error, nothing oversold, and every order
  // holds both its lines with one ledger row each.
  it('30 two-line carts at once, half of them listing the sizes the other way round: 12 orders, 18 refusals, both sizes at 0', async () => {
    await product('race-pair-a', 12)
    await product('race-pair-b', 12)
    const cart = (i: number) =>
      createCheckout(payload, {
        items: (i % 2 ? ['race-pair-b', 'race-pair-a'] : ['race-pair-a', 'race-pair-b']).map((sku) => ({
          product_id: sku,
          quantity: 1,
          size: '38',
        })),
        email: `pair${i}@example.com`,
        shippingAddress: {
          name: 'Claire Dubois',
          address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country: 'FR' },
        },
        successUrl: `${SITE}/checkout/success`,
        cancelUrl: `${SITE}/`,
        locale: 'en',
        requestId: `race-pair-${String(i).padStart(4, '0')}`,
      })
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => cart(i)))
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    for (const r of refused) expect(r.reason).toBeInstanceOf(OutOfStockError)
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(12)
    expect(refused).toHaveLength(18)
    expect(await quantity('race-pair-a')).toBe(0)
    expect(await quantity('race-pair-b')).toBe(0)
    const orders = await payload.find({
      collection: 'orders',
      where: { 'lines.sku': { equals: 'race-pair-a' } },
      limit: 100,
      depth: 0,
      overrideAccess: true,
    })
    expect(orders.totalDocs).toBe(12)
    expect(
      orders.docs.every(
        (o) =>
          o.lines
            ?.map((l) => l.sku)
            .sort()
            .join() === 'race-pair-a,race-pair-b',
      ),
    ).toBe(true)
    const ledger = await payload.find({
      collection: 'stock-movements',
      where: { sku: { in: ['race-pair-a', 'race-pair-b'] }, kind: { equals: 'hold' } },
      limit: 100,
      depth: 0,
      overrideAccess: true,
    })
    expect(ledger.docs).toHaveLength(24)
    const ids = new Set(orders.docs.map((o) => o.id))
    expect(ledger.docs.every((m) => ids.has(m.order as number) && m.delta === -1)).toBe(true)
  })

  // Outside SQLite's write queue as well (each release on its own, interleaving freely): only the guarded update on
  // the hold's state can keep an expiry, a failed payment and a cancel arriving together from restocking twice.
  it('one hold released by 20 callers at once, outside the write queue: released once, its units back once', async () => {
    await product('race-release', 3)
    const { orderId } = await checkout('race-release', 1)
    expect(await quantity('race-release')).toBe(2)
    const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    const released = await Promise.all(
      Array.from({ length: 20 }, async () => releaseHold(payload, await createLocalReq({}, payload), order)),
    )
    expect(released.filter(Boolean)).toHaveLength(1)
    expect(await quantity('race-release')).toBe(3)
    const after = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    expect(after.hold?.state).toBe('released')
  })

  it('the signed webhook delivered 10 times out of order (expired after completed, duplicates) pays once and decrements once', async () => {
    await product('race-hook', 3)
    const { orderId } = await checkout('race-hook', 1)
    expect(await quantity('race-hook')).toBe(2)
    const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    const sessionId = `cs_test_race_${orderId}_0123456789`
    await payload.update({
      collection: 'orders',
      id: orderId,
      data: { payment: { ...order.payment, provider: 'stripe', sessionId } },
      overrideAccess: true,
    })
    const event = (id: string, type: string) =>
      JSON.stringify({
        id,
        object: 'event',
        type,
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            payment_status: 'paid',
            metadata: { orderId: String(orderId), orderNumber: order.number },
          },
        },
      })
    const deliver = (raw: string) =>
      webhook(
        new Request(`${SITE}/api/payments/webhook`, {
          method: 'POST',
          headers: { 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: raw, secret: SECRET }) },
          body: raw,
        }),
      )
    const completed = event('evt_race_completed', 'checkout.session.completed')
    const succeeded = event('evt_race_async_ok', 'checkout.session.async_payment_succeeded')
    const expired = event('evt_race_expired', 'checkout.session.expired')
    // First the completion, then the expiry Stripe sends later, then everything again, at once and shuffled.
    const first = await deliver(completed)
    expect(first.status).toBe(200)
    const rest = [expired, completed, expired, succeeded, completed, expired, completed, succeeded, completed]
    const answers = await Promise.all(rest.map((raw) => deliver(raw)))
    expect(answers.map((r) => r.status)).toEqual(Array(9).fill(200))
    const after = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    expect(after.status).toBe('paid')
    expect(after.hold?.state).toBe('captured')
    expect(after.needsAttention ?? false).toBe(false)
    expect(await quantity('race-hook')).toBe(2)
    const events = await payload.find({
      collection: 'payment-events',
      where: { sessionId: { equals: sessionId } },
      overrideAccess: true,
    })
    expect(events.docs.map((e) => e.eventId).sort()).toEqual([
      'evt_race_async_ok',
      'evt_race_completed',
      'evt_race_expired',
    ])
  })

  it('an expiry delivered before the completion: released, then re-taken once by the late payment', async () => {
    await product('race-late', 2)
    const { orderId } = await checkout('race-late', 1)
    const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    const sessionId = `cs_test_race_${orderId}_9876543210`
    await payload.update({
      collection: 'orders',
      id: orderId,
      data: { payment: { ...order.payment, provider: 'stripe', sessionId } },
      overrideAccess: true,
    })
    const event = (id: string, type: string) =>
      JSON.stringify({
        id,
        object: 'event',
        type,
        data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
      })
    const deliver = (raw: string) =>
      webhook(
        new Request(`${SITE}/api/payments/webhook`, {
          method: 'POST',
          headers: { 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: raw, secret: SECRET }) },
          body: raw,
        }),
      )
    expect((await deliver(event('evt_late_expired', 'checkout.session.expired'))).status).toBe(200)
    expect(await quantity('race-late')).toBe(2)
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        deliver(
          event(
            i % 3 ? 'evt_late_completed' : 'evt_late_expired',
            i % 3 ? 'checkout.session.completed' : 'checkout.session.expired',
          ),
        ),
      ),
    )
    expect(answers.map((r) => r.status)).toEqual(Array(9).fill(200))
    const after = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    expect(after.status).toBe('paid')
    expect(await quantity('race-late')).toBe(1)
  })
})
