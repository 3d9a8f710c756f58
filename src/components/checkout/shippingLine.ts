// The shipping line of an order summary (test checkout, success page): its cost, "Free" at zero, and the terms'
// delivery estimate for the country it ships to.
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
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
