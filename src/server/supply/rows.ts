// The supply chain's stock statements, with the adapter's query builder on the caller's transaction (req): the
// same guarded single statements as the checkout's, so receipts, adjustments and transfers stay exact under load.
import type { Payload, PayloadRequest } from 'payload'
import { and, builder, eq, gt, like, sql, table } from '../platform/sql'

const now = () => new Date().toISOString()

/** Makes sure the (SKU, store) line exists (at 0); the unique index keeps two callers from making two. */
export async function ensureLine(payload: Payload, req: Partial<PayloadRequest>, store: number, sku: string) {
  const t = table(payload, 'inventory')
  const at = now()
  await (
    await builder(payload, req)
  )
    .insert(t)
    .values({ sku, store, quantity: 0, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
}

/** `quantity = quantity + q`: the quantity after (the line must exist). */
export async function addUnits(payload: Payload, req: Partial<PayloadRequest>, store: number, sku: string, q: number) {
  const t = table(payload, 'inventory')
  const rows = await (
    await builder(payload, req)
  )
    .update(t)
    .set({ quantity: sql`${t.quantity} + ${q}`, updatedAt: now() })
    .where(and(eq(t.sku, sku), eq(t.store, store)))
    .returning({ quantity: t.quantity })
  if (!rows[0]) throw new Error(`No stock line ${sku} in store ${store}`)
  return Number(rows[0].quantity)
}

/** `quantity = to WHERE quantity = from`: null when somebody moved the stock since the editor read it. */
export async function setUnitsIf(
  payload: Payload,
  req: Partial<PayloadRequest>,
  store: number,
  sku: string,
  from: number,
  to: number,
) {
  const t = table(payload, 'inventory')
  const rows = await (
    await builder(payload, req)
  )
    .update(t)
    .set({ quantity: to, updatedAt: now() })
    .where(and(eq(t.sku, sku), eq(t.store, store), eq(t.quantity, from)))
    .returning({ quantity: t.quantity })
  return rows[0] ? Number(rows[0].quantity) : null
}

/** Has this receipt been counted in already? */
export async function receiptSeen(payload: Payload, req: Partial<PayloadRequest>, receipt: string) {
  const t = table(payload, 'stock_movements')
  const rows = await (
    await builder(payload, req)
  )
    .select({ id: t.id })
    .from(t)
    .where(like(t.ref, `${receipt}#%`))
    .limit(1)
  return rows.length > 0
}

/**
 * Takes the supplier order's row lock (a no-op update) before its lines are read: two receipts of the same order
 * on Postgres then read one after the other, so neither overwrites the other's received counts. (SQLite writers
 * are serialised already.)
 */
export async function lockOrder(payload: Payload, req: Partial<PayloadRequest>, orderId: number) {
  const o = table(payload, 'supplier_orders')
  await (await builder(payload, req)).update(o).set({ updatedAt: now() }).where(eq(o.id, orderId))
}

/** Stores what each line of a supplier order has received, and `received` once every line is in. */
export async function markReceived(
  payload: Payload,
  req: Partial<PayloadRequest>,
  orderId: number,
  lines: { id: string; received: number }[],
  complete: boolean,
) {
  const db = await builder(payload, req)
  const l = table(payload, 'supplier_orders_lines')
  for (const line of lines) await db.update(l).set({ received: line.received }).where(eq(l.id, line.id))
  const o = table(payload, 'supplier_orders')
  const at = now()
  await db
    .update(o)
    .set(complete ? { status: 'received', timeline_receivedAt: at, updatedAt: at } : { updatedAt: at })
    .where(eq(o.id, orderId))
}

/** Inventory and the ledger's sum per (SKU, store), for the reconciliation check. */
export async function stockAndLedger(payload: Payload) {
  const db = await builder(payload)
  const inv = table(payload, 'inventory')
  const m = table(payload, 'stock_movements')
  const [stock, ledger] = await Promise.all([
    db.select({ sku: inv.sku, store: inv.store, quantity: inv.quantity }).from(inv),
    db
      .select({ sku: m.sku, store: m.store, total: sql<number>`sum(${m.delta})` })
      .from(m)
      .groupBy(m.sku, m.store),
  ])
  return {
    stock: (stock as { sku: string; store: number; quantity: number }[]).map((r) => ({
      sku: r.sku,
      store: Number(r.store),
      quantity: Number(r.quantity),
    })),
    ledger: (ledger as { sku: string; store: number; total: number }[]).map((r) => ({
      sku: r.sku,
      store: Number(r.store),
      total: Number(r.total),
    })),
  }
}

/** What the ledger moved per `sku|store` after `since` (an ISO instant): to tell a line's quantity back then. */
export async function movedSince(payload: Payload, since: string) {
  const m = table(payload, 'stock_movements')
  const rows = (await (
    await builder(payload)
  )
    .select({ sku: m.sku, store: m.store, total: sql<number>`sum(${m.delta})` })
    .from(m)
    .where(gt(m.createdAt, since))
    .groupBy(m.sku, m.store)) as { sku: string; store: number; total: number }[]
  return new Map(rows.map((r) => [`${r.sku}|${Number(r.store)}`, Number(r.total)]))
}
