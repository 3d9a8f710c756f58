// Availability per size and per product from inventory rows.
export const LOW_STOCK_THRESHOLD = 2

/** How the backoffice marks a quantity: zero, low (1 to LOW_STOCK_THRESHOLD) or fine. */
export const stockLevel = (q: number): 'zero' | 'low' | 'ok' =>
  q <= 0 ? 'zero' : q <= LOW_STOCK_THRESHOLD ? 'low' : 'ok'

export type StoreType = 'online' | 'boutique'
export type SizeStatus = 'in-stock' | 'low' | 'boutique-only' | 'out'
export type ProductAvailability = 'in-stock' | 'online-out-boutique-available' | 'out-of-stock'

export interface InventoryRow {
  sku: string
  storeType: StoreType
  quantity: number
}

export interface SizeAvailability {
  size: string
  sku: string
  online: number
  boutique: number
  status: SizeStatus
}

function statusOf(online: number, boutique: number): SizeStatus {
  if (online > LOW_STOCK_THRESHOLD) return 'in-stock'
  if (online > 0) return 'low'
  return boutique > 0 ? 'boutique-only' : 'out'
}

// Sizes are '35', '35.5' … or glove sizes '6.5': compare as numbers, so '9' sorts before '10'.
const bySize = (a: { size: string }, b: { size: string }) =>
  Number.parseFloat(a.size) - Number.parseFloat(b.size) || a.size.localeCompare(b.size)

/** One row per variant, smallest size first; a SKU with no inventory row is out. Negative stock counts as 0. */
export function availabilityBySize(
  variants: readonly { sku: string; size: string }[],
  inventory: readonly InventoryRow[],
): SizeAvailability[] {
  return variants
    .map(({ sku, size }) => {
      const count = (type: StoreType) =>
        inventory.filter((r) => r.sku === sku && r.storeType === type).reduce((s, r) => s + Math.max(0, r.quantity), 0)
      const online = count('online')
      const boutique = count('boutique')
      return { size, sku, online, boutique, status: statusOf(online, boutique) }
    })
    .sort(bySize)
}

export function productAvailability(
  rows: readonly Pick<SizeAvailability, 'online' | 'boutique'>[],
): ProductAvailability {
  if (rows.some((r) => r.online > 0)) return 'in-stock'
  return rows.some((r) => r.boutique > 0) ? 'online-out-boutique-available' : 'out-of-stock'
}

/**
 * Stock decrements run in SKU order so two concurrent checkouts lock rows in the same sequence and cannot
 * deadlock. Code-unit order, not localeCompare: it must not depend on the process's ICU locale.
 */
export function sortLinesForDecrement<T extends { sku: string }>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0))
}
