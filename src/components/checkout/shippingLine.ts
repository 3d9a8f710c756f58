// The shipping and VAT lines of an order summary (test checkout, success page): the shipping cost, "Free" at zero,
// and the terms' delivery estimate for the country it ships to; the VAT the total includes, as the order stored it.
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { formatPercent } from '@/domain/numberFormat'
import type { OrderSummary } from '@/domain/payments'
import { DELIVERY_DAYS, deliveryRegion } from '@/domain/shipping'

type DeliveryText = (key: 'heading' | 'free' | 'estimate', values?: Record<string, number>) => string

export function shippingLine(order: Pick<OrderSummary, 'shipping' | 'country'>, locale: Locale, t: DeliveryText) {
  if (order.shipping == null || !order.country) return undefined
  const days = DELIVERY_DAYS[deliveryRegion(order.country)]
  return {
    label: t('heading'),
    cost: order.shipping === 0 ? t('free') : formatPrice(order.shipping, locale),
    estimate: t('estimate', { min: days.min, max: days.max }),
  }
}

type VatText = (key: 'vatIncluded' | 'vatExport', values?: Record<string, string>) => string

/** "Including VAT at 19 %: 156,47 €", or the export's "VAT not charged" mention; none for a summary without VAT. */
export function vatLine(order: Pick<OrderSummary, 'vat'>, locale: Locale, t: VatText) {
  const vat = order.vat
  if (!vat) return undefined
  if (vat.regime === 'export') return t('vatExport')
  return t('vatIncluded', { rate: formatPercent(vat.rate, locale), amount: formatPrice(vat.amount, locale) })
}
