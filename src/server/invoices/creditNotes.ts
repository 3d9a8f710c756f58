// Credit notes (avoirs) of refunded returns. Issued at most once per return, in the SAME transaction that records
// the provider's refund on the return (src/server/returns/staff.ts), with a number from the year's credit-note
// counter: a refund recorded has exactly one credit note, and a refund rolled back takes its number with it. It
// names the order's invoice (issued then if the order had none yet, e.g. paid by hand and never downloaded).
// Read by customer service and admins from the order in the backoffice, and by the shopper through the signed
// link of the refund email.
import type { Payload, PayloadRequest } from 'payload'
import { creditNoteNumber, creditNoteSequenceName } from '@/domain/invoice'
import { orderVatRule } from '@/domain/vat'
import type { Locale } from '@/domain/locale'
import type { CreditNoteQuery } from '@/domain/schemas/creditNote'
import type { CreditNote, Order, Return } from '@/payload-types'
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

/** The return's credit note, issued now if it has none. Only call it for a refund being recorded (or recorded). */
export async function issueCreditNote(
  payload: Payload,
  req: PayloadRequest,
  ret: Pick<Return, 'id' | 'amount'>,
  order: Pick<Order, 'id' | 'total' | 'vat'>,
  at = new Date(),
): Promise<CreditNote> {
  const existing = await creditNoteOf(payload, ret.id, req)
  if (existing) return existing
  const invoice = await issueInvoice(payload, req, order, at)
  return issueDocument(payload, req, {
    collection: 'credit-notes',
    where: { return: { equals: ret.id } },
    sequence: creditNoteSequenceName,
    number: creditNoteNumber,
    data: { return: ret.id, order: order.id, invoiceNumber: invoice.number },
    total: ret.amount,
    // The refunded lines carried the order's VAT: the note takes back VAT at that rate.
    vatRate: orderVatRule(order.vat).rate,
    at,
  })
}

async function forStaff(payload: Payload, user: unknown, returnId: number, l: Locale) {
  const c = CREDIT_NOTE_COPY[l]
  assertDocumentStaff(user, c)
  const ret = (await nullIfNotFound(
    payload.findByID({ collection: 'returns', id: returnId, depth: 0, user, overrideAccess: false }),
  )) as Return | null
  if (!ret) throw refuse(404, c.noReturn)
  const note = await creditNoteOf(payload, ret.id)
  if (note) return { note, ret }
  // A refund recorded before credit notes existed gets its note at its first download, from the same counter.
  if (ret.status !== 'refunded' || !ret.refund?.refundId) throw refuse(409, c.notRefunded)
  const order = (await payload.findByID({
    collection: 'orders',
    id: idOf(ret.order),
    depth: 0,
    overrideAccess: true,
  })) as Order
  return { note: await inTransaction(payload, (req) => issueCreditNote(payload, req, ret, order)), ret }
}

async function forShopper(payload: Payload, number: string, token: string, l: Locale) {
  const note = await documentByLink(payload, 'credit-note', number, token, CREDIT_NOTE_COPY[l].badLink)
  const ret = (await payload.findByID({
    collection: 'returns',
    id: idOf(note.return),
    depth: 0,
    overrideAccess: true,
  })) as Return
  return { note, ret }
}

export async function creditNotePdf(payload: Payload, user: unknown, q: CreditNoteQuery, l: Locale) {
  const { note, ret } =
    q.number && q.token ? await forShopper(payload, q.number, q.token, l) : await forStaff(payload, user, q.return!, l)
  const order = (await payload.findByID({
    collection: 'orders',
    id: idOf(note.order),
    depth: 0,
    overrideAccess: true,
  })) as Order
  return { number: note.number, bytes: await renderCreditNotePdf(note, order, ret, await sellerOf(payload, note)) }
}
