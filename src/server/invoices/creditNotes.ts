// Credit notes (avoirs) of refunds: of a refunded return, or of a refund made from the order (src/server/refunds).
// Issued at most once per return or refund, in the SAME transaction that records the provider's refund
// (src/server/returns/staff.ts, src/server/refunds), with a number from the year's credit-note counter: a refund
// recorded has exactly one credit note, and a refund rolled back takes its number with it. It
// names the order's invoice (issued then if the order had none yet, e.g. paid by hand and never downloaded).
// Read by customer service and admins from the order in the backoffice, and by the shopper through the signed
// link of the refund email.
import type { Payload, PayloadRequest } from 'payload'
import { creditNoteNumber, creditNoteSequenceName } from '@/domain/invoice'
import { orderVatRule } from '@/domain/vat'
import type { Locale } from '@/domain/locale'
import type { CreditNoteQuery } from '@/domain/schemas/creditNote'
import type { CreditNote, Order, Refund, Return } from '@/payload-types'
import { inTransaction } from '../platform/transaction'
import { assertDocumentStaff, documentByLink, idOf, refuse } from './access'
import { CREDIT_NOTE_COPY } from './copy'
import { renderCreditNotePdf } from './creditNotePdf'
import { documentWhere, issueDocument } from './document'
import { issueInvoice } from './issue'
import { sellerOf } from './seller'
import { nullIfNotFound } from '../notFound'

export { creditNoteUrl } from './link'

export const creditNoteOf = (
  payload: Payload,
  returnId: number,
  req?: Partial<PayloadRequest>,
): Promise<CreditNote | null> => documentWhere(payload, 'credit-notes', { return: { equals: returnId } }, req)

/** The credit note of a return's refund (`return`) or of a refund made from the order (`refund`), issued now if it
 *  has none, for exactly the amount refunded. Only call it for a refund being recorded (or recorded). */
async function issueFor(
  payload: Payload,
  req: PayloadRequest,
  about: { return: number } | { refund: number },
  amount: number,
  order: Pick<Order, 'id' | 'total' | 'vat'>,
  at: Date,
): Promise<CreditNote> {
  const [key, id] = 'return' in about ? (['return', about.return] as const) : (['refund', about.refund] as const)
  const where = { [key]: { equals: id } }
  const existing = await documentWhere(payload, 'credit-notes', where, req)
  if (existing) return existing
  const invoice = await issueInvoice(payload, req, order, at)
  return issueDocument(payload, req, {
    collection: 'credit-notes',
    where,
    sequence: creditNoteSequenceName,
    number: creditNoteNumber,
    data: { [key]: id, order: order.id, invoiceNumber: invoice.number },
    total: amount,
    // The refunded lines carried the order's VAT: the note takes back VAT at that rate.
    vatRate: orderVatRule(order.vat).rate,
    at,
  })
}

/** The return's credit note, issued now if it has none. Only call it for a refund being recorded (or recorded). */
export const issueCreditNote = (
  payload: Payload,
  req: PayloadRequest,
  ret: Pick<Return, 'id' | 'amount'>,
  order: Pick<Order, 'id' | 'total' | 'vat'>,
  at = new Date(),
): Promise<CreditNote> => issueFor(payload, req, { return: ret.id }, ret.amount, order, at)

/** A refund's credit note (made from the order, src/server/refunds), for exactly its amount; issued once. */
export const issueRefundCreditNote = (
  payload: Payload,
  req: PayloadRequest,
  refund: Pick<Refund, 'id' | 'amount'>,
  order: Pick<Order, 'id' | 'total' | 'vat'>,
  at = new Date(),
): Promise<CreditNote> => issueFor(payload, req, { refund: refund.id }, refund.amount, order, at)

/** What a credit note credits, as its PDF lists it: the lines (each with the amount refunded) and what it refers to. */
type Credited = { ref: string; lines: PrintedLine[] }
type PrintedLine = {
  sku: string
  title: string
  size?: string | null
  unitPrice: number
  quantity: number
  amount: number
}

const returnCredited = (ret: Pick<Return, 'id' | 'lines'>): Credited => ({
  ref: `#${ret.id}`,
  lines: (ret.lines ?? []).map((l) => ({ ...l, amount: l.unitPrice * l.quantity })),
})
const refundCredited = (r: Pick<Refund, 'id' | 'lines' | 'return'>): Credited => ({
  ref: r.return ? `#${idOf(r.return)}` : '',
  lines: r.lines ?? [],
})

const readRefund = async (payload: Payload, id: number) =>
  (await payload.findByID({ collection: 'refunds', id, depth: 0, overrideAccess: true })) as Refund

async function refundForStaff(payload: Payload, user: unknown, refundId: number, l: Locale) {
  const c = CREDIT_NOTE_COPY[l]
  assertDocumentStaff(user, c)
  const refund = (await nullIfNotFound(
    payload.findByID({ collection: 'refunds', id: refundId, depth: 0, user, overrideAccess: false }),
  )) as Refund | null
  if (!refund) throw refuse(404, c.noRefund)
  const note = await documentWhere(payload, 'credit-notes', { refund: { equals: refund.id } })
  if (!note) throw refuse(409, c.notRefunded)
  return { note, credited: refundCredited(refund) }
}

async function forStaff(payload: Payload, user: unknown, returnId: number, l: Locale) {
  const c = CREDIT_NOTE_COPY[l]
  assertDocumentStaff(user, c)
  const ret = (await nullIfNotFound(
    payload.findByID({ collection: 'returns', id: returnId, depth: 0, user, overrideAccess: false }),
  )) as Return | null
  if (!ret) throw refuse(404, c.noReturn)
  // Settled by a refund from the order's dialog: its note is that refund's, for the amount it gave back.
  const { docs } = await payload.find({
    collection: 'refunds',
    where: { return: { equals: ret.id } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  if (docs[0]) return refundForStaff(payload, user, docs[0].id, l)
  const note = await creditNoteOf(payload, ret.id)
  if (note) return { note, credited: returnCredited(ret) }
  // A refund recorded before credit notes existed gets its note at its first download, from the same counter.
  if (ret.status !== 'refunded' || !ret.refund?.refundId) throw refuse(409, c.notRefunded)
  const order = (await payload.findByID({
    collection: 'orders',
    id: idOf(ret.order),
    depth: 0,
    overrideAccess: true,
  })) as Order
  const issued = await inTransaction(payload, (req) => issueCreditNote(payload, req, ret, order))
  return { note: issued, credited: returnCredited(ret) }
}

async function forShopper(payload: Payload, number: string, token: string, l: Locale) {
  const note = await documentByLink(payload, 'credit-note', number, token, CREDIT_NOTE_COPY[l].badLink)
  if (note.refund) return { note, credited: refundCredited(await readRefund(payload, idOf(note.refund))) }
  const ret = (await payload.findByID({
    collection: 'returns',
    id: idOf(note.return!),
    depth: 0,
    overrideAccess: true,
  })) as Return
  return { note, credited: returnCredited(ret) }
}

export async function creditNotePdf(payload: Payload, user: unknown, q: CreditNoteQuery, l: Locale) {
  const { note, credited } =
    q.number && q.token
      ? await forShopper(payload, q.number, q.token, l)
      : q.refund
        ? await refundForStaff(payload, user, q.refund, l)
        : await forStaff(payload, user, q.return!, l)
  const order = (await payload.findByID({
    collection: 'orders',
    id: idOf(note.order),
    depth: 0,
    overrideAccess: true,
  })) as Order
  return { number: note.number, bytes: await renderCreditNotePdf(note, order, credited, await sellerOf(payload, note)) }
}
