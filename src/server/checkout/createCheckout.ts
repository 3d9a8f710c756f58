// Starts a checkout: prices from the database, a stock hold on the online store and a pending order in ONE
// transaction, then a payment session (idempotent per request). Never oversells: a short line → 409.
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { holdExpiry, orderNumber } from '@/domain/orders'
import type { Order } from '@/payload-types'
import { log } from '../log'
import { paymentProvider, serverUrl } from '../payments'
import { inTransaction } from '../transaction'
import { releaseHold } from './holds'
import { onlineStoreId, takeStock } from './stock'
import { CheckoutError, type CheckoutRequest, priceLines } from './priceLines'

export interface CheckoutResult {
  url: string
  orderId: number
  orderNumber: string
}

export const OFF_SITE = 'Must be a URL on this site.'

function assertOnSite(url: string, field: string) {
  const site = new URL(serverUrl())
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new CheckoutError(422, field, OFF_SITE, { code: 'offSite' })
  }
  if (parsed.origin !== site.origin) throw new CheckoutError(422, field, OFF_SITE, { code: 'offSite' })
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

/** Same client request → same key → same provider session, even when the request is retried. */
export const sessionIdempotencyKey = (requestId: string | null | undefined, orderId: number) =>
  requestId ? `checkout-${requestId}-${orderId}` : `checkout-${orderId}`

export async function createCheckout(payload: Payload, input: CheckoutRequest): Promise<CheckoutResult> {
  assertOnSite(input.successUrl, 'successUrl')
  assertOnSite(input.cancelUrl, 'cancelUrl')
  if (input.requestId) {
    const again = await payload.find({ collection: 'orders', where: { 'payment.requestId': { equals: input.requestId } }, limit: 1, depth: 0, overrideAccess: true })
    const o = again.docs[0] as Order | undefined
    if (o?.payment?.url) return { url: o.payment.url, orderId: o.id, orderNumber: o.number }
    // Its hold is still open but the session was never stored (a concurrent duplicate, or the write after the
    // provider call failed): open it again with the same idempotency key, which gives back the same session.
    if (o && o.status === 'pending' && o.hold?.state === 'held') return openSession(payload, o, input)
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
  })) as Order

  return openSession(payload, order, input)
}

async function openSession(payload: Payload, order: Order, input: CheckoutRequest): Promise<CheckoutResult> {
  const holdUntil = new Date(order.hold?.expiresAt ?? holdExpiry(new Date()))
  let session
  try {
    session = await paymentProvider().createSession({
      orderId: order.id,
      orderNumber: order.number,
      email: order.email,
      lines: (order.lines ?? []).map((l) => ({ sku: l.sku, title: l.title, unitPrice: l.unitPrice, quantity: l.quantity })),
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      expiresAt: holdUntil,
      locale: input.locale,
      idempotencyKey: sessionIdempotencyKey(order.payment?.requestId, order.id),
    })
  } catch (err) {
    await abandon(payload, order, err)
    throw err
  }
  // Through inTransaction too: on SQLite every write of this process must wait its turn in the write queue.
  await inTransaction(payload, async (req) => {
    await payload.update({ collection: 'orders', id: order.id, req, overrideAccess: true, data: { payment: { ...order.payment, sessionId: session.id, url: session.url } } })
    // The hold lasts at least as long as the session (Stripe asks for 30 minutes from its own clock).
    if (session.expiresAt && session.expiresAt > holdUntil) {
      await payload.db.updateOne({
        collection: 'orders',
        where: { and: [{ id: { equals: order.id } }, { 'hold.state': { equals: 'held' } }] },
        data: { hold: { expiresAt: session.expiresAt.toISOString() } },
        req,
      } as never)
    }
  })
  return { url: session.url, orderId: order.id, orderNumber: order.number }
}

/**
 * No session could be opened: give the stock back (once — the guarded hold claim keeps the sweep and a staff
 * cancel from doing it again), close the order, and free its request id so the shopper's retry starts afresh.
 */
async function abandon(payload: Payload, order: Order, cause: unknown) {
  log.error('Payment session could not be opened; releasing the hold', { order: order.number, err: String((cause as Error)?.message ?? cause) })
  try {
    await inTransaction(payload, async (req) => {
      await releaseHold(payload, req, order)
      const fresh = (await payload.findByID({ collection: 'orders', id: order.id, depth: 0, req, overrideAccess: true })) as Order
      await payload.update({
        collection: 'orders',
        id: order.id,
        req,
        overrideAccess: true,
        data: {
          ...(fresh.status === 'pending' ? { status: 'cancelled' as const } : {}),
          payment: { ...fresh.payment, requestId: null },
          attentionNote: 'The payment session could not be opened; the stock was given back.',
        },
      })
    })
  } catch (err) {
    // The sweep will still release the hold by order id when it expires.
    log.error('Releasing the hold of a failed checkout failed', { order: order.number, err: String(err) })
  }
}
