// Stock reconciliation of the cart: run when the drawer opens and every 30 s while it is open.
import type { CartItem } from './types'

export const STOCK_POLL_MS = 30_000

/** Available quantity per cart item id. */
export type StockMap = Record<string, number>

export interface Reconciled {
  items: CartItem[]
  changed: boolean
}

// An id missing from the map has no inventory row on the online store, so nothing can be sold: 0.
const available = (stock: StockMap, id: string) =>
  Object.hasOwn(stock, id) && Number.isFinite(stock[id]) ? Math.max(0, Math.floor(stock[id] as number)) : 0

export function reconcileWithStock(items: readonly CartItem[], stock: StockMap): Reconciled {
  let changed = false
  const next: CartItem[] = []
  for (const item of items) {
    const max = available(stock, item.id)
    if (max === 0) changed = true
    else if (item.quantity > max) {
      changed = true
      next.push({ ...item, quantity: max })
    } else next.push(item)
  }
  return { items: changed ? next : (items as CartItem[]), changed }
}

/** The inline red warning shows while the quantity is above the known stock. */
export const exceedsStock = (quantity: number, stock?: number | null) => stock != null && quantity > stock
