// Inventory reads and staff edits: stock per SKU and store type. Never cached: the product page, the cart
// reconciliation and the backoffice matrix must all see the quantity the checkout will decrement.
import type { Payload, PayloadRequest } from 'payload'
import type { InventoryRow, StoreType } from '@/domain/inventory'
import type { StockMap } from '@/domain/cart/reconcile'
import { getPayload } from '../platform/payload'

async function storeTypes(payload: Payload, req?: Partial<PayloadRequest>): Promise<Map<number, StoreType>> {
  const res = await payload.find({
    collection: 'stores',
    depth: 0,
    limit: 50,
    pagination: false,
    overrideAccess: false,
    req,
    select: { type: true },
  })
  return new Map(res.docs.map((s) => [s.id, s.type]))
}

/** Every inventory row of these SKUs, with its store type (online store vs Paris boutique). */
export async function inventoryRows(skus: readonly string[], req?: Partial<PayloadRequest>): Promise<InventoryRow[]> {
  if (skus.length === 0) return []
  const payload = await getPayload()
  const [types, res] = await Promise.all([
    storeTypes(payload, req),
    payload.find({
      collection: 'inventory',
      where: { sku: { in: [...new Set(skus)] } },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: false,
      req,
      select: { sku: true, store: true, quantity: true },
    }),
  ])
  return res.docs.flatMap((r) => {
    const storeType = types.get(typeof r.store === 'object' ? r.store.id : r.store)
    return storeType ? [{ sku: r.sku, storeType, quantity: r.quantity }] : []
  })
}

/**
 * The online store's available quantity per cart line id. Every line asked about is
 * answered: a SKU without an online row is 0, so the drawer tells "known to be zero" from "not asked yet".
 */
export async function onlineStockFor(lines: readonly { id: string; product_id: string }[]): Promise<StockMap> {
  const rows = await inventoryRows(lines.map((l) => l.product_id))
  const online = new Map<string, number>()
  for (const r of rows)
    if (r.storeType === 'online') online.set(r.sku, (online.get(r.sku) ?? 0) + Math.max(0, r.quantity))
  const map: StockMap = {}
  for (const l of lines) map[l.id] = online.get(l.product_id) ?? 0
  return map
}
