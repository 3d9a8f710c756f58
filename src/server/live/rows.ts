// The live bus's statements below Payload (src/server/platform/sql.ts says why such statements live in rows files):
// the NOTIFY on a write transaction's own connection, and the Postgres adapter's own driver for the LISTEN client.
import type { PayloadRequest } from 'payload'
import { builder, sql } from '../platform/sql'

export { pgDriver } from '../platform/sql'

/** `pg_notify(channel, message)` on req's transaction: delivered at its COMMIT, dropped with its ROLLBACK. */
export async function pgNotify(req: PayloadRequest, channel: string, message: string) {
  await (await builder(req.payload, req)).execute(sql`select pg_notify(${channel}, ${message})`)
}
