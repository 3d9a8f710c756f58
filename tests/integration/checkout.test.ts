// Checkout on a real database: holds, prices from the database, idempotent fulfilment, expiry, late payment.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createCheckout } from '@/server/checkout/createCheckout'
import { applyPaymentEvent, expireHolds } from '@/server/checkout/fulfilment'
import type { CheckoutRequest } from '@/server/checkout/priceLines'
import { onlineStoreId } from '@/server/checkout/stock'
import { seedStores } from '../../seed/stores'
import { testPayload } from './helpers/payload'

let payload: Payload
const SITE = process.env.SERVER_URL || 'http://localhost:3000'

async function product(sku: string, price: number, stock: number) {
  const type = await payload.create({ collection: 'product-types', data: { slug: `t-${sku}`, name: 'Pumps', sizeSystem: 'eu-shoe' }, overrideAccess: true })
  const p = await payload.create({ collection: 'products', data: { title: 'Vavin pumps', productType: type.id, color: sku, colorName: 'Red', price }, overrideAccess: true })
  await payload.create({ collection: 'product-variants', data: { product: p.id, size: '38', sku }, overrideAccess: true })
  await payload.create({ collection: 'inventory', data: { sku, store: await onlineStoreId(payload), quantity: stock }, overrideAccess: true })
}

const stockOf = async (sku: string) =>
  (await payload.find({ collection: 'inventory', where: { sku: { equals: sku } }, overrideAccess: true })).docs[0].quantity

const request = (sku: string, quantity = 1, extra: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  items: [{ product_id: sku, quantity, size: '38' }],
  email: 'shopper@example.com',
  shippingAddress: { name: 'Claire Dubois', address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country: 'FR' } },
  successUrl: `${SITE}/checkout/success`,
  cancelUrl: `${SITE}/`,
  locale: 'en',
  ...extra,
})

const sessionOf = async (orderId: number) => (await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })).payment!.sessionId!

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

  it('refuses redirect URLs off the site', async () => {
    await product('sku-url', 50000, 5)
    await expect(createCheckout(payload, request('sku-url', 1, { successUrl: 'https://evil.example/x' }))).rejects.toMatchObject({ status: 422, field: 'successUrl' })
    expect(await stockOf('sku-url')).toBe(5)
  })
})

describe('fulfilment', () => {
  it('the same completion delivered 10 times, mixed with an out-of-order expiry, pays once and decrements once', async () => {
    await product('sku-hook', 89000, 4)
    const { orderId } = await createCheckout(payload, request('sku-hook', 2))
    const sessionId = await sessionOf(orderId)
    const events = [
      ...Array.from({ length: 10 }, () => ({ eventId: 'evt_completed_1', sessionId, outcome: 'completed' as const, type: 'checkout.session.completed', provider: 'test' as const })),
      { eventId: 'evt_expired_1', sessionId, outcome: 'expired' as const, type: 'checkout.session.expired', provider: 'test' as const },
    ]
    await Promise.all(events.reverse().map((e) => applyPaymentEvent(payload, e)))
    const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    const handled = await payload.count({ collection: 'payment-events', where: { sessionId: { equals: sessionId } }, overrideAccess: true })
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
      applyPaymentEvent(payload, { eventId: 'evt_exp_a', sessionId, outcome: 'expired', type: 'checkout.session.expired', provider: 'test' }),
      applyPaymentEvent(payload, { eventId: 'evt_exp_b', sessionId, outcome: 'failed', type: 'checkout.session.async_payment_failed', provider: 'test' }),
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
    const late = await applyPaymentEvent(payload, { eventId: 'evt_late', sessionId, outcome: 'completed', type: 'checkout.session.completed', provider: 'test' })
    expect(late?.status).toBe('paid')
    expect(late?.needsAttention).toBe(true)
    expect(await stockOf('sku-late')).toBe(0)
    expect(rival.orderId).not.toBe(orderId)
  })

  it('staff can only move an order along allowed transitions', async () => {
    await product('sku-flow', 45000, 2)
    const { orderId } = await createCheckout(payload, request('sku-flow', 1))
    await expect(payload.update({ collection: 'orders', id: orderId, data: { status: 'shipped' }, overrideAccess: true })).rejects.toThrow(/cannot go from pending to shipped/)
  })
})
