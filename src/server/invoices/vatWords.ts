// The VAT words of a document, from the order's VAT as stored at purchase (src/domain/vat.ts; an order placed before
// VAT by destination was French VAT at 20 %): the column heads, the VAT total's label and the small print.
import type { Locale } from '@/domain/locale'
import { formatPercent } from '@/domain/numberFormat'
import { countryName } from '@/domain/schemas/countries'
import { orderVatRule } from '@/domain/vat'
import type { Order } from '@/payload-types'
import { INVOICE_COPY } from './copy'

export function vatWords(order: Pick<Order, 'vat' | 'shippingAddress'>, locale: Locale) {
  const c = INVOICE_COPY[locale]
  const rule = orderVatRule(order.vat)
  const fill = (s: string) =>
    s
      .replace('{rate}', formatPercent(rule.rate, locale))
      .replace('{country}', countryName(order.shippingAddress?.country ?? '', locale))
  const exported = rule.regime === 'export'
  return {
    rate: rule.rate,
    unit: exported ? c.unitExport : c.unit,
    amount: exported ? c.amountExport : c.amount,
    vat: exported ? c.vatExport : fill(c.vat),
    gross: exported ? c.grossExport : c.gross,
    note: fill(c.vatNote[rule.regime]),
  }
}
