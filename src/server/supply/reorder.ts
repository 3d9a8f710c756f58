// The low-stock list and "create supplier orders from low stock": every (SKU, store) at or below its reorder point
// (the line's own levels, else its product type's, else the house default), counting what open supplier orders
// still bring; drafts prefilled per workshop (the one that makes the product type) and per store.
import type { Payload, PayloadRequest } from 'payload'
import { INCOMING, isLow, reorderLevels, suggestedQuantity, type SupplierOrderStatus } from '@/domain/supply'
import type { ProductType, Supplier, SupplierOrder } from '@/payload-types'

export interface LowLine {
  sku: string
  store: number
  storeName: string
  product: string
  productId: number
  size: string
  onHand: number
  incoming: number
  point: number
  target: number
  suggest: number
  supplier: { id: number; name: string; leadTimeDays: number } | null
}

const idOf = (v: unknown) => Number(typeof v === 'object' && v ? (v as { id: number }).id : v)
const key = (sku: string, store: number) => `${sku}|${store}`

/** Units still expected per (SKU, store), with the earliest expected date: open supplier orders only. */
export async function incomingStock(payload: Payload, req: Partial<PayloadRequest>, user: unknown) {
  const open = await payload.find({
    collection: 'supplier-orders',
    where: { status: { in: [...INCOMING] } },
    pagination: false,
    depth: 0,
    req,
    user: user === SYSTEM ? undefined : user,
    overrideAccess: user === SYSTEM,
  })
  const incoming = new Map<string, { quantity: number; expectedAt: string | null }>()
  for (const o of open.docs as SupplierOrder[]) {
    for (const l of o.lines ?? []) {
      const left = l.quantity - (l.received ?? 0)
      if (left <= 0) continue
      const k = key(l.sku, idOf(o.store))
      const cur = incoming.get(k) ?? { quantity: 0, expectedAt: null }
      const at = o.expectedAt ?? null
      incoming.set(k, {
        quantity: cur.quantity + left,
        expectedAt: !cur.expectedAt || (at && at < cur.expectedAt) ? at : cur.expectedAt,
      })
    }
  }
  return incoming
}

/** The low lines, lowest cover first; read with the staff user's own access (the stock role). */
/** Stands for the nightly run: system work, no staff member behind it (overrideAccess). */
export const SYSTEM = Symbol('system')

export async function lowStock(payload: Payload, user: unknown, req: Partial<PayloadRequest> = {}): Promise<LowLine[]> {
  const system = user === SYSTEM
  const common = {
    req,
    user: system ? undefined : user,
    overrideAccess: system,
    pagination: false,
    depth: 0,
  } as const
  const [inventory, variants, products, types, stores, suppliers, incoming] = await Promise.all([
    payload.find({ ...common, collection: 'inventory' }),
    payload.find({ ...common, collection: 'product-variants', select: { sku: true, product: true, size: true } }),
    payload.find({ ...common, collection: 'products', locale: 'en', select: { title: true, productType: true } }),
    payload.find({ ...common, collection: 'product-types' }),
    payload.find({ ...common, collection: 'stores', select: { name: true } }),
    payload.find({ ...common, collection: 'suppliers' }),
    incomingStock(payload, req, user),
  ])
  const variantBySku = new Map(variants.docs.map((v) => [v.sku, v]))
  const productById = new Map(products.docs.map((p) => [p.id, p]))
  const typeById = new Map((types.docs as ProductType[]).map((t) => [t.id, t]))
  const storeName = new Map(stores.docs.map((s) => [s.id, s.name]))
  const supplierByType = new Map<number, Supplier>()
  for (const s of suppliers.docs as Supplier[])
    for (const t of s.productTypes ?? []) if (!supplierByType.has(idOf(t))) supplierByType.set(idOf(t), s)
  const low: LowLine[] = []
  for (const line of inventory.docs) {
    const variant = variantBySku.get(line.sku)
    if (!variant) continue
    const product = productById.get(idOf(variant.product))
    const typeId = product ? idOf(product.productType) : NaN
    const levels = reorderLevels(line, typeById.get(typeId))
    const store = idOf(line.store)
    const coming = incoming.get(key(line.sku, store))?.quantity ?? 0
    if (!isLow(line.quantity, coming, levels)) continue
    const supplier = supplierByType.get(typeId)
    low.push({
      sku: line.sku,
      store,
      storeName: storeName.get(store) ?? String(store),
      product: product?.title ?? line.sku,
      productId: product?.id ?? 0,
      size: variant.size,
      onHand: line.quantity,
      incoming: coming,
      point: levels.point,
      target: levels.target,
      suggest: suggestedQuantity(line.quantity, coming, levels),
      supplier: supplier ? { id: supplier.id, name: supplier.name, leadTimeDays: supplier.leadTimeDays } : null,
    })
  }
  return low.sort((a, b) => a.onHand + a.incoming - (b.onHand + b.incoming) || a.sku.localeCompare(b.sku))
}

/**
 * One draft per (workshop, store) holding that store's low lines the workshop makes, each at its suggested
 * quantity; expected after the workshop's lead time. Lines whose type no workshop makes are left out (reported).
 */
export async function draftsFromLowStock(payload: Payload, user: unknown, store?: number) {
  const low = (await lowStock(payload, user)).filter((l) => l.suggest > 0 && (!store || l.store === store))
  const groups = new Map<string, LowLine[]>()
  for (const l of low) {
    if (!l.supplier) continue
    const k = `${l.supplier.id}|${l.store}`
    groups.set(k, [...(groups.get(k) ?? []), l])
  }
  const created: SupplierOrder[] = []
  for (const lines of groups.values()) {
    const first = lines[0]!
    const expected = new Date(Date.now() + first.supplier!.leadTimeDays * 86_400_000)
    created.push(
      await payload.create({
        collection: 'supplier-orders',
        user,
        overrideAccess: false,
        depth: 0,
        data: {
          supplier: first.supplier!.id,
          store: first.store,
          status: 'draft' as SupplierOrderStatus,
          expectedAt: expected.toISOString(),
          lines: lines.map((l) => ({ sku: l.sku, quantity: l.suggest })),
          notes: 'Drafted from the low-stock list.',
        },
      }),
    )
  }
  return { created, unassigned: low.filter((l) => !l.supplier).map((l) => l.sku) }
}
