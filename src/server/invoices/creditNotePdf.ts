// A credit note (avoir) as PDF bytes, on the invoice's page (./layout.ts): the refunded lines (of a return, or of a
// refund made from the order, each with the amount refunded: an edited amount shows as such) as negative amounts, the VAT they carried taken back, and the invoice it corrects named at the top (a credit note
// never stands alone).
import type { SellerIdentity } from '@/domain/company'
import type { CreditNote, Order } from '@/payload-types'
import { boughtWords } from '@/domain/orderLines'
import { CREDIT_NOTE_COPY, INVOICE_COPY } from './copy'
import { documentLocale, itemLabel, longDate, money, renderDocument } from './layout'

export function renderCreditNotePdf(
  note: Pick<CreditNote, 'number' | 'issuedAt' | 'total' | 'invoiceNumber'>,
  order: Order,
  credited: {
    /** The return it refunds ('#12'), or '' for a refund made from the order outside any return. */
    ref: string
    lines: { sku: string; title: string; size?: string | null; unitPrice: number; quantity: number; amount: number }[]
  },
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
      ...(credited.ref ? [`${a.returnRef}${c.colon}${credited.ref}`] : []),
    ],
    // A returned line is named as its order line was bought (both languages are on the order, by SKU).
    lines: credited.lines.map((l) => [
      itemLabel({ ...l, ...boughtWords(order.lines, l.sku) }, locale),
      String(l.quantity),
      money(-l.unitPrice),
      money(-l.amount),
    ]),
    total: note.total,
    sign: -1,
    notes: [a.refundNote],
  })
}
