// Applying one stock answer to the cart and the line warning rule. The drawer
// asks for the lines it has, the shopper may add or remove lines meanwhile: only the lines asked about are judged.
import { type StockMap, exceedsStock, reconcileWithStock } from './reconcile'
import type { CartItem } from './types'

export interface StockSync {
  items: CartItem[]
  /** True when a line was lowered or removed: the drawer shows the "Cart updated" message, else clears it. */
  changed: boolean
  /** Ids of the lines lowered to their stock: they keep the "Only {n} available" warning. */
  lowered: string[]
}

export function applyStockAnswer(
  current: readonly CartItem[],
  askedIds: readonly string[],
  stock: StockMap,
): StockSync {
  const asked = new Set(askedIds)
  const { items: judged, changed } = reconcileWithStock(
    current.filter((l) => asked.has(l.id)),
    stock,
  )
  if (!changed) return { items: current as CartItem[], changed: false, lowered: [] }
  const byId = new Map(judged.map((l) => [l.id, l]))
  // A line added since the question is left alone: its stock is not known yet, so it is not zero either.
  const items = current.flatMap((l) => (!asked.has(l.id) ? [l] : byId.has(l.id) ? [byId.get(l.id)!] : []))
  const lowered = items.filter((l) => current.some((c) => c.id === l.id && c.quantity > l.quantity)).map((l) => l.id)
  return { items, changed, lowered }
}

/** A line's stock as last answered; null (unknown) when it was not part of the answer, never a guessed 0. */
export function knownStock(stock: StockMap | null, id: string): number | null {
  if (!stock || !Object.hasOwn(stock, id) || !Number.isFinite(stock[id])) return null
  return Math.max(0, Math.floor(stock[id] as number))
}

/** The red "Only {n} available in stock": above known stock, or just lowered to it by the last reconciliation. */
export function showsStockWarning(quantity: number, stock: number | null, lowered: boolean): boolean {
  return stock != null && (exceedsStock(quantity, stock) || (lowered && quantity === stock))
}
