// An invoice as PDF bytes, on the documents' shared layout (./layout.ts): what was sold at the VAT-inclusive prices
// the shopper paid, shipping, the VAT taken out of the total, and the seller's legal mentions.
import type { SellerIdentity } from '@/domain/company'
import { splitVat } from '@/domain/invoice'
import type { Invoice, Order } from '@/payload-types'
import { INVOICE_COPY } from './copy'
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

export function renderInvoicePdf(
  invoice: Pick<Invoice, 'number' | 'issuedAt' | 'total'>,
  order: Order,
  seller: SellerIdentity,
) {
  const locale = documentLocale(order)
  const c = INVOICE_COPY[locale]
  const { doc, done } = newDocument(
    { Title: `${c.title} ${invoice.number}`, Subject: `${c.order} ${order.number}` },
    seller,
  )
  letterhead(doc, seller, `${c.title} ${invoice.number}`, [
    `${c.date}${c.colon}${longDate(invoice.issuedAt, locale)}`,
    `${c.order}${c.colon}${order.number}`,
  ])
  billedTo(doc, c.billTo, order)

  const t = table(doc)
  t.row([c.item, c.qty, c.unit, c.amount], true)
  for (const l of order.lines ?? [])
    t.row([itemLabel(l, c.size), String(l.quantity), money(l.unitPrice), money(l.unitPrice * l.quantity)])
  t.row([c.shipping, '', '', money(order.shipping ?? 0)])

  const { net, vat, gross } = splitVat(invoice.total)
  const y = totals(doc, t.y, [
    [c.net, money(net), false],
    [c.vat, money(vat), false],
    [c.gross, money(gross), true],
  ])
  notes(doc, y, [c.paid, c.vatNote])
  legalFooter(doc, seller, locale)
  doc.end()
  return done
}
