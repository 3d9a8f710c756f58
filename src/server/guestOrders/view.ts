// What the guest's order page shows, once its link holds (./link.ts): number, date, status, the lines in the page's
// language (both are stored on each line), the total, the parcel's tracking, the invoice's signed download and, once
// delivered, the signed return link. No address, no payment detail: a forwarded link shows no more than the
// confirmation email did. Anything that does not hold — no such number, another order's or a tampered token, an
// expired one — is the same `null`, and the page answers 404 with nothing of the order.
import type { Payload } from 'payload'
import { CARRIERS, isCarrier, trackingUrl } from '@/domain/fulfilment'
import type { Locale } from '@/domain/locale'
import { ORDER_NUMBER_PATTERN } from '@/domain/orders'
import { type SizeSystem, localizeLine } from '@/domain/orderLines'
import type { Order } from '@/payload-types'
import { invoiceOf } from '../invoices/issue'
import { invoiceUrl } from '../invoices/link'
import { returnUrl } from '../orderLinks/returnForm'
import { orderPageTokenValid } from '../orderLinks/orderPage'

export interface GuestOrderView {
  number: string
  status: Order['status']
  createdAt: string
  total: number
  lines: {
    title: string
    color: string
    size: string | null
    sizeSystem: SizeSystem
    quantity: number
    unitPrice: number
  }[]
  tracking: { carrier: string; number: string; href: string } | null
  invoiceHref: string | null
  returnHref: string | null
  /** When the link stops opening the page (ISO). */
  expiresAt: string
}

/** The order a number names, read by the shop itself (what a guest may see of it is decided by the caller). */
export async function orderNumbered(payload: Payload, number: string): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: number } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export async function guestOrderView(
  payload: Payload,
  number: string,
  token: string,
  l: Locale,
  now = Date.now(),
): Promise<GuestOrderView | null> {
  // A malformed number or token reads nothing.
  if (!ORDER_NUMBER_PATTERN.test(number) || !/^\d+\.[0-9a-f]{64}$/.test(token)) return null
  const order = await orderNumbered(payload, number)
  if (!order || !orderPageTokenValid(payload, order, token, now)) return null
  const carrier = order.fulfilment?.carrier
  const tracked = order.fulfilment?.trackingNumber
  const trackHref = trackingUrl(carrier, tracked)
  const invoice = await invoiceOf(payload, order.id)
  return {
    number: order.number,
    status: order.status,
    createdAt: order.createdAt,
    total: order.total ?? 0,
    lines: (order.lines ?? []).map((stored) => {
      const line = localizeLine(stored, l)
      return {
        title: line.title,
        color: line.color,
        size: line.size ?? null,
        sizeSystem: line.sizeSystem,
        quantity: line.quantity,
        unitPrice: line.unitPrice ?? 0,
      }
    }),
    tracking:
      trackHref && isCarrier(carrier) ? { carrier: CARRIERS[carrier].name, number: tracked!, href: trackHref } : null,
    invoiceHref: invoice ? invoiceUrl(payload, invoice.number) : null,
    returnHref: order.status === 'delivered' ? returnUrl(payload, order.id, l) : null,
    expiresAt: new Date(Number(token.split('.')[0]) * 1000).toISOString(),
  }
}
