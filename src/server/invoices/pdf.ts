// An invoice as PDF bytes, on the documents' shared page (./layout.ts): what was sold at the VAT-inclusive prices
// the shopper paid, shipping, the VAT taken out of the total, and the seller's legal mentions as issued.
import type { SellerIdentity } from '@/domain/company'
import type { Invoice, Order } from '@/payload-types'
import { INVOICE_COPY } from './copy'
import { documentLocale, itemLabel, longDate, money, renderDocument } from './layout'

export function renderInvoicePdf(
  invoice: Pick<Invoice, 'number' | 'issuedAt' | 'total'>,
  order: Order,
  seller: SellerIdentity,
) {
  const locale = documentLocale(order)
  const c = INVOICE_COPY[locale]
  return renderDocument({
    order,
    seller,
    title: `${c.title} ${invoice.number}`,
    references: [`${c.date}${c.colon}${longDate(invoice.issuedAt, locale)}`, `${c.order}${c.colon}${order.number}`],
    lines: [
      ...(order.lines ?? []).map((l): [string, string, string, string] => [
        itemLabel(l, locale),
        String(l.quantity),
        money(l.unitPrice),
        money(l.unitPrice * l.quantity),
      ]),
      [c.shipping, '', '', money(order.shipping ?? 0)],
    ],
    total: invoice.total,
    sign: 1,
    notes: [c.paid],
  })
}
