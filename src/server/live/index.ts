// The live bus of this process, chosen like the database: Postgres LISTEN/NOTIFY when DATABASE_URL is postgres://,
// else the in-process emitter. Writers go through writeAndAnnounce so the announcement is tied to the commit.
import type { Payload, PayloadRequest } from 'payload'
import { databaseKind } from '@/server/platform/database'
import { inTransaction } from '@/server/platform/transaction'
import { createMemoryBus } from './memoryBus'
import { createPgBus } from './pgBus'
import { pgDriver } from './rows'
import type { LiveBus } from './types'

export type { LiveBus } from './types'

// One bus per process, across Next's module instances (route handlers may load this module more than once).
const g = globalThis as unknown as { __liveBus?: LiveBus }

export function liveBus(payload: Payload): LiveBus {
  if (g.__liveBus) return g.__liveBus
  const url = process.env.DATABASE_URL
  if (databaseKind(url) === 'postgres') {
    const { Client } = pgDriver(payload)
    g.__liveBus = createPgBus({ connectionString: url!, Client })
  } else g.__liveBus = createMemoryBus()
  return g.__liveBus
}

/**
 * Runs `fn` in one write transaction; `announce(topic)` inside it ties an event to that transaction's commit. On
 * Postgres the NOTIFY is part of the transaction; on SQLite the emitter fires after COMMIT. A write that fails or
 * rolls back announces nothing, on either database.
 */
export async function writeAndAnnounce<T>(
  payload: Payload,
  fn: (req: PayloadRequest, announce: (topic: string) => Promise<void>) => Promise<T>,
  base?: Partial<PayloadRequest>,
): Promise<T> {
  const bus = liveBus(payload)
  let topics: string[] = []
  const result = await inTransaction(
    payload,
    async (req) => {
      // A retried attempt starts from nothing: only the attempt that commits has its topics announced.
      topics = []
      return fn(req, async (topic) => {
        await bus.announceIn(req, topic)
        topics.push(topic)
      })
    },
    base,
  )
  bus.committed(topics)
  return result
}
