// The client cart line (SPEC §3). Prices are integer cents, never floats (STYLE §8).
export interface CartItem {
  /** `${product_id}:${size}` unless the caller provides one; the stock map is keyed by it. */
  id: string
  /** The variant SKU, e.g. `ankle-boots-black-38.5`. */
  product_id: string
  title: string
  /** Unit price in integer cents. */
  price: number
  quantity: number
  image: string
  size?: string
  variant?: string
  color: string
  type: string
}

export type CartLine = CartItem

/** What callers pass to addItem: id and quantity may be left out. */
export type NewCartItem = Omit<CartItem, 'id' | 'quantity'> & { id?: string; quantity?: number }

export interface CartTotals {
  /** Integer cents. */
  totalPrice: number
  totalCount: number
}
