// The start of an instance, below Payload: on Postgres, instances starting together take turns to migrate and seed,
// holding a session advisory lock on a connection of their own (the migrations run on other connections of the
// pool). The second instance waits, then finds every migration applied and the catalogue seeded, and does nothing.
// SQLite needs none: one file serves one process (several instances mean Postgres, docs/architecture.md).
import type { Payload } from 'payload'
import { databaseKind } from './database'
import { pgPool } from './sql'

/** The lock's key: one bigint for the whole database, derived from a readable name. */
const START_LOCK = `hashtext('maison-shop:prepare')`

export async function whileHoldingStartLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  if (databaseKind() !== 'postgres') return work()
  const client = await pgPool(payload).connect()
  try {
    await client.query(`SELECT pg_advisory_lock(${START_LOCK})`)
    try {
      return await work()
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${START_LOCK})`)
    }
  } finally {
    client.release()
  }
}
