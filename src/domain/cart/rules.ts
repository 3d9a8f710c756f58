// Cart mutations. Every function returns a new array and never mutates its input, so React
// state and the server sync can compare by reference; a no-op returns the very same array.
import type { CartItem, CartTotals, NewCartItem } from './types'

export const CART_EMPTY = 'Your cart is empty'

const sameLine = (a: CartItem, b: NewCartItem) =>
  a.product_id === b.product_id && a.size === b.size && a.color === b.color && a.type === b.type

/** A line's id from what makes it a line (product_id, size, color, type): two different lines never share one. */
export const lineId = (item: Pick<NewCartItem, 'product_id' | 'size' | 'color' | 'type'>) =>
  [item.product_id, item.size ?? '', item.color, item.type].join(':')

// A caller-given id is kept unless another line already has it (the stock map is keyed by id).
function freeId(items: readonly CartItem[], item: NewCartItem): string {
  const taken = new Set(items.map((l) => l.id))
  if (item.id && !taken.has(item.id)) return item.id
  const base = lineId(item)
  let id = base
  for (let n = 2; taken.has(id); n++) id = `${base}#${n}`
  return id
}

export function addItem(items: readonly CartItem[], item: NewCartItem): CartItem[] {
  const quantity = item.quantity ?? 1
  // Without a size or SKU the line cannot be priced or stocked: the add is ignored.
  if (!item.size || !item.product_id || !Number.isInteger(quantity) || quantity <= 0) return items as CartItem[]
  const index = items.findIndex((line) => sameLine(line, item))
  if (index === -1) return [...items, { ...item, id: freeId(items, item), quantity }]
  return items.map((line, i) => (i === index ? { ...line, quantity: line.quantity + quantity } : line))
}

export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.some((line) => line.id === id) ? items.filter((line) => line.id !== id) : (items as CartItem[])
}

/** Zero or less removes the line; a NaN from a bad input changes nothing. */
export function setQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (Number.isNaN(quantity)) return items as CartItem[]
  if (quantity <= 0) return removeItem(items, id)
  const q = Math.floor(quantity)
  if (!items.some((line) => line.id === id && line.quantity !== q)) return items as CartItem[]
  return items.map((line) => (line.id === id ? { ...line, quantity: q } : line))
}

export const clearCart = (): CartItem[] => []

export function cartTotals(items: readonly CartItem[]): CartTotals {
  return items.reduce(
    (t, line) => ({ totalPrice: t.totalPrice + line.price * line.quantity, totalCount: t.totalCount + line.quantity }),
    { totalPrice: 0, totalCount: 0 },
  )
}

/** The minus button is disabled at 0 or below. */
export const canDecrease = (quantity: number) => quantity > 0

/** The plus button is disabled once quantity reaches stock; before stock is known it stays enabled. */
export const canIncrease = (quantity: number, stock?: number | null) => stock == null || quantity < stock

/** The order limits the drawer's + button stops at (the `order-limits` global, sent with the stock answer). */
export interface CartLimits {
  perSize: number
  perOrder: number
}

/** Which order limit stops a line's + button — its size's, then the order's — or null; before the limits are
 *  known, none (the checkout still refuses over them). */
export function limitReached(
  quantity: number,
  cartCount: number,
  limits: CartLimits | null,
): 'perSize' | 'perOrder' | null {
  if (!limits) return null
  if (quantity >= limits.perSize) return 'perSize'
  return cartCount >= limits.perOrder ? 'perOrder' : null
}
