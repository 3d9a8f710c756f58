// Issuing an order's invoice: at most one per order, numbered from the year's counter in the SAME transaction
// as the payment that made the order paid (fulfilment.ts), so a number exists exactly when a paid order does.
import type { Payload, PayloadRequest } from 'payload'
import { invoiceNumber, parisYear, sequenceName, splitVat } from '@/domain/invoice'
import type { Invoice, Order } from '@/payload-types'
import { nextInSequence } from './sequence'

export async function invoiceOf(payload: Payload, orderId: number, req?: PayloadRequest): Promise<Invoice | null> {
  const res = await payload.find({
    collection: 'invoices',
    where: { order: { equals: orderId } },
    limit: 1,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return (res.docs[0] as Invoice | undefined) ?? null
}

/** The order's invoice, issued now if it has none. Only a paid order (or one that moved on from paid) has one. */
export async function issueInvoice(
  payload: Payload,
  req: PayloadRequest,
  order: Pick<Order, 'id' | 'total'>,
  at = new Date(),
): Promise<Invoice> {
  const existing = await invoiceOf(payload, order.id, req)
  if (existing) return existing
  const year = parisYear(at)
  const sequence = await nextInSequence(payload, req, sequenceName(year))
  return (await payload.create({
    collection: 'invoices',
    req,
    depth: 0,
    overrideAccess: true,
    data: {
      number: invoiceNumber(year, sequence),
      order: order.id,
      issuedAt: at.toISOString(),
      total: order.total,
      vat: splitVat(order.total).vat,
    },
  })) as Invoice
}
