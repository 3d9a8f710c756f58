// Issuing an order's invoice: at most one per order, numbered from the year's counter in the SAME transaction
// as the payment that made the order paid (fulfilment.ts), so a number exists exactly when a paid order does.
import type { Payload, PayloadRequest } from 'payload'
import { invoiceNumber, sequenceName } from '@/domain/invoice'
import { orderVatRule } from '@/domain/vat'
import type { Invoice, Order } from '@/payload-types'
import { documentWhere, issueDocument } from './document'

export const invoiceOf = (payload: Payload, orderId: number, req?: PayloadRequest): Promise<Invoice | null> =>
  documentWhere(payload, 'invoices', { order: { equals: orderId } }, req)

/** The order's invoice, issued now if it has none. Only a paid order (or one that moved on from paid) has one. */
export const issueInvoice = (
  payload: Payload,
  req: PayloadRequest,
  order: Pick<Order, 'id' | 'total'> & { vat?: { regime?: string | null; rate?: number | null } | null },
  at = new Date(),
): Promise<Invoice> =>
  issueDocument(payload, req, {
    collection: 'invoices',
    where: { order: { equals: order.id } },
    sequence: sequenceName,
    number: invoiceNumber,
    data: { order: order.id },
    total: order.total,
    vatRate: orderVatRule(order.vat).rate,
    at,
  })
