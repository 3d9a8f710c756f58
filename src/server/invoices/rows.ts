// The next number of a counter row, taken inside the caller's transaction. Two statements on the adapter's own
// query builder (the same on SQLite and Postgres): create the row if the year has none (a concurrent creator
// wins, the other does nothing), then one guarded `value = value + 1 ... RETURNING value`. On Postgres the update
// locks the row until the transaction ends, so a concurrent payment waits and reads the committed value; on
// SQLite the write transaction holds the file. A rolled-back transaction takes its increment with it: no gap.
import type { Payload, PayloadRequest } from 'payload'
import { builder, eq, sql, table } from '../platform/sql'

export async function nextInSequence(payload: Payload, req: PayloadRequest, name: string): Promise<number> {
  if (!req.transactionID) throw new Error('A sequence number is only taken inside a transaction')
  const t = table(payload, 'sequences')
  const db = await builder(payload, req)
  const now = new Date().toISOString()
  await db.insert(t).values({ name, value: 0, createdAt: now, updatedAt: now }).onConflictDoNothing()
  const rows = await db
    .update(t)
    .set({ value: sql`${t.value} + 1`, updatedAt: now })
    .where(eq(t.name, name))
    .returning({ value: t.value })
  const value = Number(rows[0]?.value)
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`Sequence ${name} could not be advanced`)
  return value
}
