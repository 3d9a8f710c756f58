// Signing in with a cart (the server cart replaces the local one if different; our rule for a guest
// cart with lines, docs/product-rules.md "Signing in with a cart"): the guest's lines are merged into the saved cart
// first, then the result is validated against stock.
import { CART_MAX_LINES, CART_MAX_QUANTITY } from './limits'
import type { CartItem } from './types'

const key = (l: Pick<CartItem, 'product_id' | 'size' | 'color' | 'type'>) =>
  [l.product_id, l.size ?? '', l.color, l.type].join('\u0000')

/**
 * Saved lines keep their order; a guest line for the same product, size, colour and type keeps the LARGER of the
 * two quantities (not the sum: re-adding while signed out is the same pair chosen again, not a second pair); other
 * guest lines are appended. At most CART_MAX_LINES lines and CART_MAX_QUANTITY a line; ids stay unique.
 */
export function mergeGuestCart(saved: readonly CartItem[], guest: readonly CartItem[]): CartItem[] {
  if (guest.length === 0) return [...saved]
  const out = saved.map((l) => ({ ...l }))
  const index = new Map(out.map((l, i) => [key(l), i]))
  const ids = new Set(out.map((l) => l.id))
  for (const g of guest) {
    const at = index.get(key(g))
    if (at !== undefined) {
      const line = out[at]!
      out[at] = { ...line, quantity: Math.min(CART_MAX_QUANTITY, Math.max(line.quantity, g.quantity)) }
      continue
    }
    if (out.length >= CART_MAX_LINES) continue
    let id = g.id
    for (let n = 2; ids.has(id); n++) id = `${g.id}#${n}`
    ids.add(id)
    index.set(key(g), out.length)
    out.push({ ...g, id, quantity: Math.min(CART_MAX_QUANTITY, g.quantity) })
  }
  return out
}

const fields = ['id', 'product_id', 'title', 'price', 'quantity', 'image', 'size', 'color', 'type'] as const

/** Same lines, same order, same quantities and prices: loading the saved cart would change nothing. */
export function sameCart(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  return a.length === b.length && a.every((l, i) => fields.every((f) => (l[f] ?? '') === (b[i]![f] ?? '')))
}

/**
 * What signing in does to the local cart: the saved cart when the guest cart is empty, else the merge; `write` says
 * whether the result must be saved (it differs from what the server holds).
 */
export function cartAfterSignIn(saved: readonly CartItem[], local: readonly CartItem[]) {
  const items = mergeGuestCart(saved, local)
  return { items, write: !sameCart(items, saved), replaceLocal: !sameCart(items, local) }
}
