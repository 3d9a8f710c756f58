// What an order may still be refunded (src/domain/refunds.ts), read from the database: its lines at the price paid
// minus every refund made from the order (recorded, or claimed and under way: its money is spoken for) and every
// refunded return (refunded through the return's own step, at its lines' price).
import type { Payload, PayloadRequest } from 'payload'
import { type RefundedLine, refundableLines } from '@/domain/refunds'
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
  const earlier: RefundedLine[] = [
    ...(await refundsOf(payload, order.id, req)).flatMap((r) => r.lines ?? []),
    ...(await returnsOf(payload, order.id, req))
      .filter((r) => r.status === 'refunded')
      .flatMap((r) =>
        (r.lines ?? []).map((l) => ({ sku: l.sku, quantity: l.quantity, amount: l.unitPrice * l.quantity })),
      ),
  ]
  const paid = order.lines.map((l) => ({ sku: l.sku, unitPrice: l.unitPrice ?? 0, quantity: l.quantity }))
  return refundableLines(paid, earlier)
}
