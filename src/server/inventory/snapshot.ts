// A one-second memo of stock reads by SKU set: however many shoppers watch a product page, its sizes cost the
// database one read per second. A sale shows at the next read, well within the five seconds the page promises.
import type { InventoryRow } from '@/domain/inventory'

export const STOCK_MAX_AGE_S = 1
const MAX_KEYS = 500
const memo = new Map<string, { at: number; rows: Promise<InventoryRow[]> }>()

export function cachedStock(
  key: string,
  read: () => Promise<InventoryRow[]>,
  now = Date.now(),
): Promise<InventoryRow[]> {
  const hit = memo.get(key)
  if (hit && now - hit.at < STOCK_MAX_AGE_S * 1000) return hit.rows
  if (memo.size >= MAX_KEYS) memo.clear()
  const rows = read()
  memo.set(key, { at: now, rows })
  // A failed read is not remembered: the next poll tries again.
  rows.catch(() => memo.get(key)?.rows === rows && memo.delete(key))
  return rows
}
