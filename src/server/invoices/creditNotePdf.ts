// A credit note (avoir) as PDF bytes, on the invoice's page (./layout.ts): the refunded lines of a return as
// negative amounts, the VAT they carried taken back, and the invoice it corrects named at the top (a credit note
// never stands alone).
import type { SellerIdentity } from '@/domain/company'
import type { CreditNote, Order, Return } from '@/payload-types'
import { boughtWords } from '@/domain/orderLines'
import { CREDIT_NOTE_COPY, INVOICE_COPY } from './copy'
import { documentLocale, itemLabel, longDate, money, renderDocument } from './layout'

export function renderCreditNotePdf(
  note: Pick<CreditNote, 'number' | 'issuedAt' | 'total' | 'invoiceNumber'>,
  order: Order,
  ret: Pick<Return, 'id' | 'lines'>,
  seller: SellerIdentity,
) {
  const locale = documentLocale(order)
  const c = INVOICE_COPY[locale]
  const a = CREDIT_NOTE_COPY[locale]
  return renderDocument({
    order,
    seller,
    title: `${a.title} ${note.number}`,
    references: [
      `${c.date}${c.colon}${longDate(note.issuedAt, locale)}`,
      `${a.invoice}${c.colon}${note.invoiceNumber}`,
      `${c.order}${c.colon}${order.number}`,
      `${a.returnRef}${c.colon}#${ret.id}`,
    ],
    // A returned line is named as its order line was bought (both languages are on the order, by SKU).
    lines: (ret.lines ?? []).map((l) => [
      itemLabel({ ...l, ...boughtWords(order.lines, l.sku) }, locale),
      String(l.quantity),
      money(-l.unitPrice),
      money(-l.unitPrice * l.quantity),
    ]),
    total: note.total,
    sign: -1,
    notes: [a.refundNote],
  })
}
