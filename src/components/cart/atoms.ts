// Cart state: lines persisted in localStorage, the drawer, the stock map.
// Every change goes through the pure rules of src/domain/cart; nothing here decides a cart rule itself.
import { atom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import type { StockMap } from '@/domain/cart/reconcile'
import { type CartLimits, addItem, cartTotals, clearCart, removeItem, setQuantity } from '@/domain/cart/rules'
import type { CartItem, NewCartItem } from '@/domain/cart/types'

export const CART_STORAGE_KEY = 'cart'

// Read from storage on mount, not on init: the server render and the first client render must agree.
export const cartItemsAtom = atomWithStorage<CartItem[]>(CART_STORAGE_KEY, [])
export const cartOpenAtom = atom(false)
/** The checkout engineer's panel listens to this: the drawer's checkout button sets it to true. */
export const openCheckoutAtom = atom(false)
export const selectedSizeAtom = atom<string | null>(null)
export const selectedSizeHandAtom = atom<string | null>(null)
export const isSyncingAtom = atom(false)

/** Online stock per line id, from the last reconciliation; null until the drawer has asked once. */
export const stockAtom = atom<StockMap | null>(null)
/** The order limits the + buttons stop at, from the last stock answer; null until the drawer has asked once. */
export const cartLimitsAtom = atom<CartLimits | null>(null)
/** True when the last reconciliation changed the cart (the drawer shows the "Cart updated" message). */
export const stockAdjustedAtom = atom(false)
/** Lines lowered by the last reconciliation: they keep the "Only {n} available" warning. */
export const adjustedIdsAtom = atom<string[]>([])

export const cartTotalsAtom = atom((get) => cartTotals(get(cartItemsAtom)))

export const addToCartAtom = atom(null, (get, set, item: NewCartItem) =>
  set(cartItemsAtom, addItem(get(cartItemsAtom), item)),
)
export const setQuantityAtom = atom(null, (get, set, { id, quantity }: { id: string; quantity: number }) =>
  set(cartItemsAtom, setQuantity(get(cartItemsAtom), id, quantity)),
)
export const removeFromCartAtom = atom(null, (get, set, id: string) =>
  set(cartItemsAtom, removeItem(get(cartItemsAtom), id)),
)
export const clearCartAtom = atom(null, (_get, set) => set(cartItemsAtom, clearCart()))
