// The client cart line. Prices are integer cents, never floats: sums of cents are exact.
import type { SizeSystem } from '../orderLines'

export interface CartItem {
  /** `${product_id}:${size}:${color}:${type}` unless the caller provides a free one; the stock map is keyed by it. */
  id: string
  /** The variant SKU, e.g. `ankle-boots-black-38.5`. */
  product_id: string
  title: string
  /** Unit price in integer cents. */
  price: number
  quantity: number
  image: string
  size?: string
  /** The colour name in the language the line was added in (kept for older carts and the checkout). */
  variant?: string
  /** The colour name per locale ('en', 'fr'): the drawer shows the shopper's current language. */
  colorNames?: Partial<Record<'en' | 'fr', string>>
  /** The title per locale: the drawer shows the shopper's current language (`title` is the one added in). */
  titles?: Partial<Record<'en' | 'fr', string>>
  /** The product type's size system: French names a shoe's size a pointure, a glove's a taille. */
  sizeSystem?: SizeSystem
  color: string
  type: string
}

/** What callers pass to addItem: id and quantity may be left out. */
export type NewCartItem = Omit<CartItem, 'id' | 'quantity'> & { id?: string; quantity?: number }

export interface CartTotals {
  /** Integer cents. */
  totalPrice: number
  totalCount: number
}
