// Starts a checkout: prices from the database, a stock hold on the online store and a pending order in ONE
// transaction, then a payment session (idempotent per request). Never oversells: a short line → 409.
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { holdExpiry, orderNumber } from '@/domain/orders'
import { paymentProvider, serverUrl } from '../payments'
import { inTransaction } from '../transaction'
import { onlineStoreId, takeStock } from './stock'
import { CheckoutError, type CheckoutRequest, priceLines } from './priceLines'

export interface CheckoutResult {
  url: string
  orderId: number
  orderNumber: string
}

function assertOnSite(url: string, field: string) {
  const site = new URL(serverUrl())
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new CheckoutError(422, field, 'Must be a URL on this site.')
  }
  if (parsed.origin !== site.origin) throw new CheckoutError(422, field, 'Must be a URL on this site.')
}

// Numbers are random within a month (MS-YYMM-NNNNN, 100 000 values), so two orders can draw the same one
// (birthday odds pass 1 % after ~45 orders in a month). The unique index refuses the second; the transaction
// rolls back (stock included) and we draw again.
const drawNumber = () => orderNumber(Number.parseInt(randomBytes(3).toString('hex'), 16) % 100_000, new Date())
const numberTaken = (e: unknown) => {
  const errors = (e as { data?: { errors?: { path?: string }[] } })?.data?.errors
  return Boolean(errors?.some((x) => x.path === 'number')) || /orders_number|\bnumber\b.*unique|unique.*\bnumber\b/i.test(String((e as Error)?.message ?? ''))
}

async function withFreshNumber<T>(fn: (number: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn(drawNumber())
    } catch (e) {
      if (attempt >= 4 || !numberTaken(e)) throw e
    }
  }
}

export async function createCheckout(payload: Payload, input: CheckoutRequest): Promise<CheckoutResult> {
  assertOnSite(input.successUrl, 'successUrl')
  assertOnSite(input.cancelUrl, 'cancelUrl')
  if (input.requestId) {
    const again = await payload.find({ collection: 'orders', where: { 'payment.requestId': { equals: input.requestId } }, limit: 1, depth: 0, overrideAccess: true })
    const o = again.docs[0]
    if (o?.payment?.url) return { url: o.payment.url, orderId: o.id, orderNumber: o.number }
  }
  const lines = await priceLines(payload, input.items)
  const subtotal = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0)
  const expiresAt = holdExpiry(new Date())
  const store = await onlineStoreId(payload)
  const a = input.shippingAddress

  const order = await withFreshNumber((number) => inTransaction(payload, async (req) => {
    await takeStock(payload, req, store, lines)
    return payload.create({
      collection: 'orders',
      req,
      overrideAccess: true,
      data: {
        number,
        status: 'pending',
        email: input.email,
        locale: input.locale,
        lines: lines.map((l) => ({ sku: l.sku, product: l.productId, title: l.title, size: l.size, color: l.color, unitPrice: l.unitPrice, quantity: l.quantity })),
        subtotal,
        shipping: 0,
        total: subtotal,
        currency: 'EUR',
        shippingAddress: { name: a.name, line1: a.address.line1, line2: a.address.line2, city: a.address.city, postalCode: a.address.postal_code, country: a.address.country, phone: a.phone },
        payment: { provider: paymentProvider().name, requestId: input.requestId, successUrl: input.successUrl, cancelUrl: input.cancelUrl },
        hold: { store, expiresAt: expiresAt.toISOString(), state: 'held' },
      },
    })
  }))

  const session = await paymentProvider().createSession({
    orderId: order.id,
    orderNumber: order.number,
    email: input.email,
    lines,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    expiresAt,
    locale: input.locale,
    idempotencyKey: `checkout-${order.id}`,
  })
  // Through inTransaction too: on SQLite every write of this process must wait its turn in the write queue.
  await inTransaction(payload, (req) =>
    payload.update({ collection: 'orders', id: order.id, req, overrideAccess: true, data: { payment: { ...order.payment, sessionId: session.id, url: session.url } } }))
  return { url: session.url, orderId: order.id, orderNumber: order.number }
}
