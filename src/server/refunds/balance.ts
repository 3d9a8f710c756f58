// What an order may still be refunded (src/domain/refunds.ts), read from the database: its lines at the price paid
// minus what earlier refunds took (src/domain/refunds.ts, refundedSoFar).
import type { Payload, PayloadRequest } from 'payload'
import { refundableLines, refundedSoFar } from '@/domain/refunds'
import type { Order, Refund } from '@/payload-types'
import { returnsOf } from '../returns/orderLog'

export async function refundsOf(payload: Payload, orderId: number, req?: Partial<PayloadRequest>) {
  const { docs } = await payload.find({
    collection: 'refunds',
    where: { order: { equals: orderId } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs as Refund[]
}

/** The order's lines with the pairs and cents still refundable. */
export async function refundBalance(payload: Payload, order: Order, req?: Partial<PayloadRequest>) {
  const earlier = refundedSoFar(await refundsOf(payload, order.id, req), await returnsOf(payload, order.id, req))
  const paid = order.lines.map((l) => ({ sku: l.sku, unitPrice: l.unitPrice ?? 0, quantity: l.quantity }))
  return refundableLines(paid, earlier)
}
