// Reads of one order by its payment session id, for the shopper who holds that id (the success page and the
// test checkout). The session id is an unguessable token (Stripe's cs_… or 24 random hex), so holding it is
// the authorisation: these reads bypass collection access on purpose and return only what that shopper needs.
import type { Payload } from 'payload'
import type { Locale } from '@/domain/locale'
import { localizeLine } from '@/domain/orderLines'
import type { OrderStatus } from '@/domain/orders'
import { type OrderSummary, maskEmail } from '@/domain/payments'
import { isSessionId } from '@/domain/schemas/orderLookup'
import { orderVat } from '@/domain/vat'
import type { Order } from '@/payload-types'

export async function orderBySessionId(payload: Payload, sessionId: string): Promise<Order | null> {
  // Anything that is not a session id is not looked up at all.
  if (!isSessionId(sessionId)) return null
  const res = await payload.find({
    collection: 'orders',
    where: { 'payment.sessionId': { equals: sessionId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (res.docs[0] as Order | undefined) ?? null
}

/** The shopper's view of the order, its lines named in the page's language (both are stored on the order). */
export function toSummary(order: Order, locale: Locale): OrderSummary {
  return {
    number: order.number,
    status: order.status as OrderStatus,
    email: maskEmail(order.email),
    lines: (order.lines ?? [])
      .map((stored) => localizeLine(stored, locale))
      .map((l) => ({
        sku: l.sku,
        title: l.title,
        size: l.size ?? '',
        sizeSystem: l.sizeSystem,
        color: l.color,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
      })),
    shipping: order.shipping ?? 0,
    country: order.shippingAddress?.country ?? '',
    total: order.total,
    vat: orderVat(order),
    currency: 'EUR',
  }
}

export async function orderSummaryBySession(
  payload: Payload,
  sessionId: string,
  locale: Locale,
): Promise<OrderSummary | null> {
  const order = await orderBySessionId(payload, sessionId)
  return order ? toSummary(order, locale) : null
}
