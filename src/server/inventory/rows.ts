// The stock lines' guarded statements and the ledger's writes, on the caller's transaction (req), with the adapter's
// query builder (src/server/platform/sql.ts): `quantity = quantity ∓ q` with its guard in one statement, and one
// multi-row INSERT per stock change — no Payload hooks, so the checkout's hot path pays one statement for all its
// lines, and the guard alone decides under contention.
import type { Payload, PayloadRequest } from 'payload'
import type { MovementKind } from '@/domain/supply'
import { and, builder, eq, gte, inArray, named, sql, table } from '../platform/sql'

const now = () => new Date().toISOString()

/** `quantity = quantity - q WHERE sku AND store AND quantity >= q`: the quantity after when the units were taken,
 *  null when they were not (the ledger needs the after, so it comes back with the same statement). */
export async function decrementLine(
  payload: Payload,
  req: Partial<PayloadRequest>,
  store: number,
  sku: string,
  quantity: number,
) {
  const t = table(payload, 'inventory')
  const rows = await named(
    (await builder(payload, req))
      .update(t)
      .set({ quantity: sql`${t.quantity} - ${quantity}`, updatedAt: now() })
      .where(and(eq(t.sku, sku), eq(t.store, store), gte(t.quantity, quantity)))
      .returning({ quantity: t.quantity }),
    'checkout_decrement',
  )
  return rows[0] ? Number(rows[0].quantity) : null
}

/** Gives units back; the quantity after, or null when the row does not exist. */
export async function incrementLine(
  payload: Payload,
  req: Partial<PayloadRequest>,
  store: number,
  sku: string,
  quantity: number,
) {
  const t = table(payload, 'inventory')
  const rows = await named(
    (await builder(payload, req))
      .update(t)
      .set({ quantity: sql`${t.quantity} + ${quantity}`, updatedAt: now() })
      .where(and(eq(t.sku, sku), eq(t.store, store)))
      .returning({ quantity: t.quantity }),
    'checkout_increment',
  )
  return rows[0] ? Number(rows[0].quantity) : null
}

export async function stockLevel(payload: Payload, req: Partial<PayloadRequest>, store: number, sku: string) {
  const t = table(payload, 'inventory')
  const rows = await (
    await builder(payload, req)
  )
    .select({ quantity: t.quantity })
    .from(t)
    .where(and(eq(t.sku, sku), eq(t.store, store)))
    .limit(1)
  return rows[0] ? Number(rows[0].quantity) : 0
}

export interface Movement {
  sku: string
  store: number
  kind: MovementKind
  delta: number
  /** The quantity after the change, as the guarded statement returned it; before = after − delta. */
  after: number
  reason?: string | null
  by?: number | null
  order?: number | null
  supplierOrder?: number | null
  ref?: string | null
}

/**
 * Writes the movements in ONE statement. With refs, a row whose ref exists already is skipped (receipts):
 * the number of rows written comes back so the caller can tell a repeat.
 */
export async function recordMovements(payload: Payload, req: Partial<PayloadRequest>, rows: Movement[]) {
  if (!rows.length) return 0
  const t = table(payload, 'stock_movements')
  const at = new Date().toISOString()
  const written = await (
    await builder(payload, req)
  )
    .insert(t)
    .values(
      rows.map((m) => ({
        sku: m.sku,
        store: m.store,
        kind: m.kind,
        delta: m.delta,
        before: m.after - m.delta,
        after: m.after,
        reason: m.reason ?? null,
        by: m.by ?? null,
        order: m.order ?? null,
        supplierOrder: m.supplierOrder ?? null,
        ref: m.ref ?? null,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: t.id })
  return written.length as number
}

/** Current quantities of some SKUs in one store, one SELECT. */
export async function quantities(payload: Payload, req: Partial<PayloadRequest>, store: number, skus: string[]) {
  const t = table(payload, 'inventory')
  const rows = await (
    await builder(payload, req)
  )
    .select({ sku: t.sku, quantity: t.quantity })
    .from(t)
    .where(and(eq(t.store, store), inArray(t.sku, skus)))
  return new Map<string, number>(rows.map((r: { sku: string; quantity: number }) => [r.sku, Number(r.quantity)]))
}

/**
 * A paid order's hold becomes a sale. The units left the shelf when they were held, so the sale moves nothing
 * (delta 0): it marks in the ledger which held units were sold rather than given back.
 */
export async function recordSale(
  payload: Payload,
  req: Partial<PayloadRequest>,
  store: number,
  order: number,
  lines: { sku: string; quantity: number }[],
) {
  const now = await quantities(
    payload,
    req,
    store,
    lines.map((l) => l.sku),
  )
  return recordMovements(
    payload,
    req,
    lines.map((l) => ({
      sku: l.sku,
      store,
      kind: 'sale' as const,
      delta: 0,
      after: now.get(l.sku) ?? 0,
      order,
      reason: `${l.quantity} sold`,
    })),
  )
}
