// A cart line as a GA4 item: the SKU, the title and colour it was added with, price in euros.
import type { CartItem } from '@/domain/cart/types'
import type { AnalyticsItem } from '@/lib/analytics'

export const cartAnalyticsItem = (item: CartItem, quantity = item.quantity): AnalyticsItem => ({
  item_id: item.product_id,
  item_name: item.title,
  item_category: item.type,
  item_variant: `${item.variant || item.color} ${item.size ?? ''}`.trim(),
  price: item.price / 100,
  quantity,
})
