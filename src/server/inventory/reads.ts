// The shop's public stock reads: per SKU and store type, for the product pages, the cart and the style assistant.
// Never cached here: they must see the quantity the checkout will decrement. What they show is a ceiling, not the
// count (STOCK_SHOWN_MAX, src/domain/orderLimits.ts): enough for "Only {n} available in stock", nothing that tells
// someone how many units to hold to empty a size. Staff read the exact figures through the backoffice.
import type { Payload, PayloadRequest } from 'payload'
import type { InventoryRow, StoreType } from '@/domain/inventory'
import type { StockMap } from '@/domain/cart/reconcile'
import { shownStock } from '@/domain/orderLimits'
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

/** Every inventory row of these SKUs, with its store type (online store vs Paris boutique) and its shown quantity. */
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
    return storeType ? [{ sku: r.sku, storeType, quantity: shownStock(r.quantity) }] : []
  })
}

/**
 * The online store's available quantity per cart line id (at most STOCK_SHOWN_MAX). Every line asked about is
 * answered: a SKU without an online row is 0, so the drawer tells "known to be zero" from "not asked yet".
 */
export async function onlineStockFor(lines: readonly { id: string; product_id: string }[]): Promise<StockMap> {
  const rows = await inventoryRows(lines.map((l) => l.product_id))
  const online = new Map<string, number>()
  for (const r of rows)
    if (r.storeType === 'online') online.set(r.sku, (online.get(r.sku) ?? 0) + Math.max(0, r.quantity))
  const map: StockMap = {}
  for (const l of lines) map[l.id] = shownStock(online.get(l.product_id) ?? 0)
  return map
}
