// The saved cart's one statement below Payload: a per-customer lock, so two devices saving at once write one after
// the other (the spec's "delete by user, then insert" stays whole) — src/server/platform/sql.ts says why such
// statements live in rows files.
import type { PayloadRequest } from 'payload'
import { databaseKind } from '../platform/database'
import { builder, sql } from '../platform/sql'

/** Postgres: one writer per customer at a time, until this transaction ends (SQLite writes are serial already). */
export async function lockCustomerCart(req: PayloadRequest, topic: string) {
  if (databaseKind() !== 'postgres') return
  if (!(await req.transactionID)) throw new Error('carts: the write needs a transaction')
  await (await builder(req.payload, req)).execute(sql`select pg_advisory_xact_lock(hashtext(${topic}))`)
}
