// A guarded claim on an order row inside the caller's transaction: `UPDATE orders SET updated_at = now WHERE id AND
// status = from`. On Postgres the row lock makes a concurrent claim wait for this transaction and then find the
// status moved on (no rows); on SQLite the single writer orders them. True for exactly one of two racing callers.
import { and, eq } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { builder } from '../checkout/rows'

export async function claimOrder(payload: Payload, req: Partial<PayloadRequest>, id: number, status: string) {
  const t = (payload.db as unknown as { tables: Record<string, Record<string, unknown>> }).tables.orders!
  const rows = await (
    await builder(payload, req)
  )
    .update(t)
    .set({ updatedAt: new Date().toISOString() })
    .where(and(eq(t.id as never, id), eq(t.status as never, status)))
    .returning({ id: t.id })
  return rows.length > 0
}
