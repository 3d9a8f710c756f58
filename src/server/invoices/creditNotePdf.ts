// A credit note (avoir) as PDF bytes, on the invoice's layout: the refunded lines of a return as negative amounts,
// the VAT they carried taken back, and the invoice it corrects named at the top (a credit note never stands alone).
import type { SellerIdentity } from '@/domain/company'
import { splitVat } from '@/domain/invoice'
import type { CreditNote, Order, Return } from '@/payload-types'
import { CREDIT_NOTE_COPY, INVOICE_COPY } from './copy'
import {
  billedTo,
  documentLocale,
  itemLabel,
  legalFooter,
  letterhead,
  longDate,
  money,
  newDocument,
  notes,
  table,
  totals,
} from './layout'

export function renderCreditNotePdf(
  note: Pick<CreditNote, 'number' | 'issuedAt' | 'total' | 'invoiceNumber'>,
  order: Order,
  ret: Pick<Return, 'id' | 'lines'>,
  seller: SellerIdentity,
) {
  const locale = documentLocale(order)
  const c = INVOICE_COPY[locale]
  const a = CREDIT_NOTE_COPY[locale]
  const { doc, done } = newDocument(
    { Title: `${a.title} ${note.number}`, Subject: `${c.order} ${order.number}` },
    seller,
  )
  letterhead(doc, seller, `${a.title} ${note.number}`, [
    `${c.date}${c.colon}${longDate(note.issuedAt, locale)}`,
    `${a.invoice}${c.colon}${note.invoiceNumber}`,
    `${c.order}${c.colon}${order.number}`,
    `${a.returnRef}${c.colon}#${ret.id}`,
  ])
  billedTo(doc, c.billTo, order)

  const t = table(doc)
  t.row([c.item, c.qty, c.unit, c.amount], true)
  for (const l of ret.lines ?? [])
    t.row([itemLabel(l, c.size), String(l.quantity), money(-l.unitPrice), money(-l.unitPrice * l.quantity)])

  const { net, vat, gross } = splitVat(note.total)
  const y = totals(doc, t.y, [
    [c.net, money(-net), false],
    [c.vat, money(-vat), false],
    [c.gross, money(-gross), true],
  ])
  notes(doc, y, [a.refundNote, c.vatNote])
  legalFooter(doc, seller, locale)
  doc.end()
  return done
}
