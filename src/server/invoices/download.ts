// Who may read an invoice, and its PDF. Staff of customer service (and admins) by order id, with their own access
// to the order; a shopper by the signed link of their confirmation email. An order paid by hand (an admin's
// logged change, not a payment event) gets its invoice at its first download, from the same counter.
import type { Payload } from 'payload'
import { hasRole } from '@/access/roles'
import type { Locale } from '@/domain/locale'
import type { InvoiceQuery } from '@/domain/schemas/invoice'
import type { Invoice, Order } from '@/payload-types'
import { ApiError } from '../http/errors'
import { inTransaction } from '../platform/transaction'
import { INVOICE_COPY } from './copy'
import { invoiceOf, issueInvoice } from './issue'
import { documentLinkValid } from './link'
import { renderInvoicePdf } from './pdf'
import { sellerOf } from './seller'

const INVOICEABLE = new Set(['paid', 'preparing', 'shipped', 'delivered'])

type Staff = Parameters<Payload['findByID']>[0]['user']

const refuse = (status: number, message: string) => new ApiError(status, [{ field: '', message }])

async function forStaff(payload: Payload, user: unknown, orderId: number, l: Locale) {
  const c = INVOICE_COPY[l]
  if (!user) throw refuse(401, c.signIn)
  if (!hasRole(user, 'service')) throw refuse(403, c.forbidden)
  const order = (await payload
    .findByID({ collection: 'orders', id: orderId, depth: 0, user: user as Staff, overrideAccess: false })
    .catch(() => null)) as Order | null
  if (!order) throw refuse(404, c.noOrder)
  const invoice = await invoiceOf(payload, order.id)
  if (invoice) return { invoice, order }
  if (!INVOICEABLE.has(order.status)) throw refuse(409, c.unpaid)
  return { invoice: await inTransaction(payload, (req) => issueInvoice(payload, req, order)), order }
}

async function forShopper(payload: Payload, number: string, token: string, l: Locale) {
  if (!documentLinkValid(payload, 'invoice', number, token)) throw refuse(403, INVOICE_COPY[l].badLink)
  const res = await payload.find({
    collection: 'invoices',
    where: { number: { equals: number } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const invoice = res.docs[0] as Invoice | undefined
  if (!invoice) throw refuse(404, INVOICE_COPY[l].badLink)
  const order = (await payload.findByID({
    collection: 'orders',
    id: invoice.order as number,
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
