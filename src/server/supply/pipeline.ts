// Reads of /app/pipeline: the cards of the board (customer and supplier orders) and, per product and size, what
// is on hand per store, held in checkouts, awaited by shoppers and on its way. Read with the staff user's access,
// only the fields shown (select, depth 0) and without the page count nobody shows (pagination: false): the board
// reads 120 orders of a shop that has thousands, and each unselected field is a column read and a hook run per row.
import type { Payload, PayloadRequest } from 'payload'
import { formatPrice } from '@/domain/money'
import { reorderPriority } from '@/domain/pipeline'
import { incomingStock } from './reorder'

export interface Card {
  kind: 'customer' | 'supplier'
  id: number
  number: string
  status: string
  title: string
  detail: string
}

const idOf = (v: unknown) => Number(typeof v === 'object' && v ? (v as { id: number }).id : v)

export async function customerCards(payload: Payload, req: PayloadRequest): Promise<Card[]> {
  const res = await payload.find({
    collection: 'orders',
    where: { status: { not_in: ['expired', 'refunded'] } },
    sort: '-createdAt',
    limit: 120,
    pagination: false,
    depth: 0,
    select: { number: true, status: true, email: true, total: true, lines: { quantity: true } },
    req,
    user: req.user,
    overrideAccess: false,
  })
  return res.docs.map((o) => ({
    kind: 'customer',
    id: o.id,
    number: o.number,
    status: o.status,
    title: o.email,
    detail: `${(o.lines ?? []).reduce((s, l) => s + l.quantity, 0)} × · ${formatPrice(o.total)}`,
  }))
}

export async function supplierCards(payload: Payload, req: PayloadRequest): Promise<Card[]> {
  const common = { req, user: req.user, overrideAccess: false, pagination: false, depth: 0 } as const
  // The workshops' names in one read beside the orders (a handful of workshops), not populated order by order.
  const [res, suppliers] = await Promise.all([
    payload.find({
      ...common,
      collection: 'supplier-orders',
      sort: '-createdAt',
      limit: 120,
      select: { number: true, status: true, supplier: true, expectedAt: true, lines: { quantity: true } },
    }),
    payload.find({ ...common, collection: 'suppliers', select: { name: true } }),
  ])
  const name = new Map(suppliers.docs.map((w) => [w.id, w.name]))
  return res.docs.map((o) => ({
    kind: 'supplier',
    id: o.id,
    number: o.number ?? String(o.id),
    status: o.status,
    title: name.get(idOf(o.supplier)) ?? '',
    detail: `${(o.lines ?? []).reduce((s, l) => s + l.quantity, 0)} ×${o.expectedAt ? ` · ${o.expectedAt.slice(0, 10)}` : ''}`,
  }))
}

export interface DemandRow {
  sku: string
  product: string
  size: string
  onHand: Record<number, number>
  held: number
  waiting: number
  incoming: number
  expectedAt: string | null
  priority: number
}

export async function demand(payload: Payload, req: PayloadRequest) {
  const common = { req, user: req.user, overrideAccess: false, pagination: false, depth: 0 } as const
  const [inventory, variants, products, stores, held, interests, incoming] = await Promise.all([
    payload.find({ ...common, collection: 'inventory', select: { sku: true, store: true, quantity: true } }),
    payload.find({ ...common, collection: 'product-variants', select: { sku: true, product: true, size: true } }),
    payload.find({ ...common, collection: 'products', locale: 'en', select: { title: true } }),
    payload.find({ ...common, collection: 'stores', select: { name: true, type: true } }),
    payload.find({
      ...common,
      collection: 'orders',
      where: { 'hold.state': { equals: 'held' } },
      select: { lines: { sku: true, quantity: true } },
    }),
    payload.find({
      ...common,
      collection: 'stock-interests',
      where: { status: { equals: 'waiting' } },
      select: { sku: true },
    }),
    incomingStock(payload, req, req.user),
  ])
  const online = stores.docs.find((s) => s.type === 'online')?.id
  const title = new Map(products.docs.map((p) => [p.id, p.title]))
  const heldBySku = new Map<string, number>()
  for (const o of held.docs)
    for (const l of o.lines ?? []) heldBySku.set(l.sku, (heldBySku.get(l.sku) ?? 0) + l.quantity)
  const waitingBySku = new Map<string, number>()
  for (const i of interests.docs) waitingBySku.set(i.sku, (waitingBySku.get(i.sku) ?? 0) + 1)
  const onHand = new Map<string, Record<number, number>>()
  for (const line of inventory.docs) {
    const row = onHand.get(line.sku) ?? {}
    row[idOf(line.store)] = line.quantity
    onHand.set(line.sku, row)
  }
  const rows: DemandRow[] = variants.docs.map((v) => {
    let coming = 0
    let expectedAt: string | null = null
    for (const s of stores.docs) {
      const inc = incoming.get(`${v.sku}|${s.id}`)
      if (!inc) continue
      coming += inc.quantity
      if (inc.expectedAt && (!expectedAt || inc.expectedAt < expectedAt)) expectedAt = inc.expectedAt
    }
    const hand = onHand.get(v.sku) ?? {}
    const d = {
      sku: v.sku,
      product: title.get(idOf(v.product)) ?? v.sku,
      size: v.size,
      onHand: hand,
      held: heldBySku.get(v.sku) ?? 0,
      waiting: waitingBySku.get(v.sku) ?? 0,
      incoming: coming,
      expectedAt,
    }
    return { ...d, priority: reorderPriority({ ...d, online: online ? (hand[online] ?? 0) : 0 }) }
  })
  rows.sort((a, b) => b.priority - a.priority || a.sku.localeCompare(b.sku))
  return { rows, stores: stores.docs.map((s) => ({ id: s.id, name: s.name })) }
}
