// Who may read an invoice, and its PDF. Staff of customer service (and admins) by order id, with their own access
// to the order; a shopper by the signed link of their confirmation email. An order paid by hand (an admin's
// logged change, not a payment event) gets its invoice at its first download, from the same counter.
import type { Payload } from 'payload'
import type { Locale } from '@/domain/locale'
import type { InvoiceQuery } from '@/domain/schemas/invoice'
import type { Order } from '@/payload-types'
import { inTransaction } from '../platform/transaction'
import { assertDocumentStaff, documentByLink, idOf, refuse } from './access'
import { INVOICE_COPY } from './copy'
import { invoiceOf, issueInvoice } from './issue'
import { renderInvoicePdf } from './pdf'
import { sellerOf } from './seller'
import { nullIfNotFound } from '../notFound'

const INVOICEABLE = new Set(['paid', 'preparing', 'shipped', 'delivered'])

async function forStaff(payload: Payload, user: unknown, orderId: number, l: Locale) {
  const c = INVOICE_COPY[l]
  assertDocumentStaff(user, c)
  const order = (await nullIfNotFound(
    payload.findByID({ collection: 'orders', id: orderId, depth: 0, user, overrideAccess: false }),
  )) as Order | null
  if (!order) throw refuse(404, c.noOrder)
  const invoice = await invoiceOf(payload, order.id)
  if (invoice) return { invoice, order }
  if (!INVOICEABLE.has(order.status)) throw refuse(409, c.unpaid)
  return { invoice: await inTransaction(payload, (req) => issueInvoice(payload, req, order)), order }
}

async function forShopper(payload: Payload, number: string, token: string, l: Locale) {
  const invoice = await documentByLink(payload, 'invoice', number, token, INVOICE_COPY[l].badLink)
  const order = (await payload.findByID({
    collection: 'orders',
    id: idOf(invoice.order),
    depth: 0,
    overrideAccess: true,
  })) as Order
  return { invoice, order }
}

export async function invoicePdf(payload: Payload, user: unknown, q: InvoiceQuery, l: Locale) {
  const { invoice, order } =
    q.number && q.token ? await forShopper(payload, q.number, q.token, l) : await forStaff(payload, user, q.order!, l)
  return { number: invoice.number, bytes: await renderInvoicePdf(invoice, order, await sellerOf(payload, invoice)) }
}
