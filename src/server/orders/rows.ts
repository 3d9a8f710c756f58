// A guarded claim on an order row inside the caller's transaction: `UPDATE orders SET updated_at = now WHERE id AND
// status = from`. On Postgres the row lock makes a concurrent claim wait for this transaction and then find the
// status moved on (no rows); on SQLite the single writer orders them. True for exactly one of two racing callers.
import type { Payload, PayloadRequest } from 'payload'
import { and, builder, eq, table } from '../platform/sql'

export async function claimOrder(payload: Payload, req: Partial<PayloadRequest>, id: number, status: string) {
  const t = table(payload, 'orders')
  const rows = await (
    await builder(payload, req)
  )
    .update(t)
    .set({ updatedAt: new Date().toISOString() })
    .where(and(eq(t.id, id), eq(t.status, status)))
    .returning({ id: t.id })
  return rows.length > 0
}
