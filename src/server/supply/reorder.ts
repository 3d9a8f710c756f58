// The low-stock list and "create supplier orders from low stock": every (SKU, store) at or below its reorder point
// (the line's own levels, else its product type's, else the house default), counting what open supplier orders
// still bring; drafts prefilled per workshop (the one that makes the product type) and per store.
import type { Payload, PayloadRequest } from 'payload'
import { INCOMING, isLow, reorderLevels, suggestedQuantity, type SupplierOrderStatus } from '@/domain/supply'
import type { Locale } from '@/domain/locale'
import { draftRefusals } from '@/domain/lowStockList'
import type { SupplierOrder } from '@/payload-types'
import { FieldError } from '../http/errors'

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
    select: { store: true, expectedAt: true, lines: { sku: true, quantity: true, received: true } },
    req,
    user: user === SYSTEM ? undefined : user,
    overrideAccess: user === SYSTEM,
  })
  const incoming = new Map<string, { quantity: number; expectedAt: string | null }>()
  for (const o of open.docs) {
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

/** Stands for the nightly run: system work, no staff member behind it (overrideAccess). */
export const SYSTEM = Symbol('system')

export interface LowStock {
  /** The low lines, lowest cover first. */
  lines: LowLine[]
  /** Every workshop and store this reader may see, by name: what the list can be narrowed to. */
  workshops: { id: number; name: string }[]
  stores: { id: number; name: string }[]
}

/** The low lines, lowest cover first; read with the staff user's own access (the stock role). */
export async function lowStock(payload: Payload, user: unknown, req: Partial<PayloadRequest> = {}): Promise<LowLine[]> {
  return (await readLowStock(payload, user, req)).lines
}

/**
 * The low lines with the workshops and stores they can be filtered by, read with the same access; product and store
 * names in `locale` (the backoffice's language), English by default (the nightly email).
 */
export async function readLowStock(
  payload: Payload,
  user: unknown,
  req: Partial<PayloadRequest> = {},
  locale: Locale = 'en',
): Promise<LowStock> {
  const system = user === SYSTEM
  const common = {
    req,
    user: system ? undefined : user,
    overrideAccess: system,
    pagination: false,
    depth: 0,
  } as const
  const [inventory, variants, products, types, stores, suppliers, incoming] = await Promise.all([
    payload.find({
      ...common,
      collection: 'inventory',
      select: { sku: true, store: true, quantity: true, reorderPoint: true, reorderTarget: true },
    }),
    payload.find({ ...common, collection: 'product-variants', select: { sku: true, product: true, size: true } }),
    payload.find({ ...common, collection: 'products', locale, select: { title: true, productType: true } }),
    payload.find({ ...common, collection: 'product-types', select: { reorderPoint: true, reorderTarget: true } }),
    payload.find({ ...common, collection: 'stores', locale, select: { name: true } }),
    payload.find({
      ...common,
      collection: 'suppliers',
      select: { name: true, leadTimeDays: true, productTypes: true },
    }),
    incomingStock(payload, req, user),
  ])
  const variantBySku = new Map(variants.docs.map((v) => [v.sku, v]))
  const productById = new Map(products.docs.map((p) => [p.id, p]))
  const typeById = new Map(types.docs.map((t) => [t.id, t]))
  const storeName = new Map(stores.docs.map((s) => [s.id, s.name]))
  const supplierByType = new Map<number, (typeof suppliers.docs)[number]>()
  for (const s of suppliers.docs)
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
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name)
  return {
    lines: low.sort((a, b) => a.onHand + a.incoming - (b.onHand + b.incoming) || a.sku.localeCompare(b.sku)),
    workshops: suppliers.docs.map((w) => ({ id: w.id, name: w.name })).sort(byName),
    stores: stores.docs.map((st) => ({ id: st.id, name: st.name })).sort(byName),
  }
}

/** What the drafts are made for: one store's lines, one workshop's, or both (every low line by default). */
export interface DraftScope {
  store?: number
  supplier?: number
}

/**
 * One draft per (workshop, store) holding that store's low lines the workshop makes, each at its suggested
 * quantity; expected after the workshop's lead time. Lines whose type no workshop makes are left out (reported).
 * A workshop or store that this staff member cannot find is refused (422 on its field), not read as "nothing low".
 */
export async function draftsFromLowStock(payload: Payload, user: unknown, scope: DraftScope = {}, locale?: string) {
  const { store, supplier } = scope
  const all = await readLowStock(payload, user)
  const say = draftRefusals(locale)
  if (supplier !== undefined && !all.workshops.some((w) => w.id === supplier))
    throw new FieldError('supplier', say.supplier)
  if (store !== undefined && !all.stores.some((s) => s.id === store)) throw new FieldError('store', say.store)
  const low = all.lines.filter(
    (l) =>
      l.suggest > 0 &&
      (store === undefined || l.store === store) &&
      (supplier === undefined || l.supplier?.id === supplier),
  )
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
