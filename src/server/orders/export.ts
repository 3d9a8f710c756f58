// The accountant's orders file: the orders created in a period of Paris days (those that took money, or all), each
// with its invoice's VAT and number, the credit notes issued against it and what they refunded. Everything is read
// with the staff member's own access (overrideAccess: false): invoices and credit notes are customer service's and
// the admins', as the endpoint's `who` says. Refunds are counted from the credit notes — the accounting documents
// the accountant reconciles — not from the returns.
import type { Payload, Where } from 'payload'
import type { Locale } from '@/domain/locale'
import {
  EXPORTED_STATUSES,
  type ExportRow,
  exportFileName,
  exportPeriod,
  ordersCsv,
  parisDayBounds,
} from '@/domain/orderExport'
import { orderVatRule } from '@/domain/vat'
import type { CreditNote, Invoice, Order } from '@/payload-types'
import type { StaffCaller } from '../http/refusals'
import { EXPORT_COPY } from './exportCopy'

/** Ids per query of the documents of the period's orders (well under every database's bound parameters). */
const CHUNK = 500

const orderIdOf = (o: number | Order) => (typeof o === 'object' ? o.id : o)

/** What the file reads of an invoice or a credit note. */
type Document = Pick<Invoice & CreditNote, 'order' | 'number' | 'total' | 'vat'>

async function documentsOf(
  payload: Payload,
  collection: 'invoices' | 'credit-notes',
  user: StaffCaller,
  ids: number[],
): Promise<Document[]> {
  const docs: Document[] = []
  for (let i = 0; i < ids.length; i += CHUNK) {
    const page = await payload.find({
      collection,
      where: { order: { in: ids.slice(i, i + CHUNK) } },
      sort: 'issuedAt',
      depth: 0,
      pagination: false,
      user,
      overrideAccess: false,
    })
    docs.push(...page.docs)
  }
  return docs
}

export async function ordersExport(
  payload: Payload,
  user: StaffCaller,
  query: { from?: string; to?: string; status: 'taken' | 'all' },
  l: Locale,
) {
  const { from, to } = exportPeriod(query)
  const bounds = parisDayBounds(from, to)
  const and: Where[] = [
    { createdAt: { greater_than_equal: bounds.from!.toISOString() } },
    { createdAt: { less_than: bounds.to!.toISOString() } },
  ]
  if (query.status === 'taken') and.push({ status: { in: [...EXPORTED_STATUSES] } })
  const { docs: orders } = await payload.find({
    collection: 'orders',
    where: { and },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  })
  const ids = orders.map((o) => o.id)
  const invoices = new Map((await documentsOf(payload, 'invoices', user, ids)).map((d) => [orderIdOf(d.order), d]))
  const notes = new Map<number, Document[]>()
  for (const note of await documentsOf(payload, 'credit-notes', user, ids)) {
    const id = orderIdOf(note.order)
    notes.set(id, [...(notes.get(id) ?? []), note])
  }
  const rows = orders.map((o): ExportRow => {
    const own = notes.get(o.id) ?? []
    return {
      number: o.number ?? String(o.id),
      createdAt: o.createdAt,
      status: o.status,
      email: o.email,
      customer: o.shippingAddress?.name ?? '',
      country: o.shippingAddress?.country ?? '',
      total: o.total,
      vatRate: orderVatRule(o.vat).rate,
      vat: invoices.get(o.id)?.vat ?? null,
      invoice: invoices.get(o.id)?.number ?? null,
      refunded: own.reduce((sum, n) => sum + n.total, 0),
      creditNotes: own.map((n) => n.number),
      paymentReference: o.payment?.sessionId ?? '',
    }
  })
  return { csv: ordersCsv(rows, EXPORT_COPY[l]), filename: exportFileName(from, to) }
}
