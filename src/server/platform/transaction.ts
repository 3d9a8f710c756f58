// Runs work in one database transaction on a request of its own. On Postgres they run concurrently on the
// pool and the guarded single-statement updates keep them correct. On SQLite only one writer may hold the file,
// so write transactions of this process queue behind each other (a single-instance database: Postgres is the
// scale path), on one long-lived write connection of their own: libsql would otherwise open a fresh connection
// for every transaction, re-reading the schema and preparing every statement again. BEGIN IMMEDIATE takes the
// write lock up front, so work never fails half-way on a busy file; a busy file (Payload's own transactions hold
// the lock too) is retried asynchronously with backoff.
import { randomUUID } from 'node:crypto'
import { type Client, createClient } from '@libsql/client'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import {
  type Payload,
  type PayloadRequest,
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
} from 'payload'
import { databaseKind } from './database'
import { acquireWriteLock, isBusy, retryWhileBusy } from './sqliteBusy'

async function once<T>(
  payload: Payload,
  fn: (req: PayloadRequest) => Promise<T>,
  base?: Partial<PayloadRequest>,
): Promise<T> {
  const req = await createLocalReq({ req: base as PayloadRequest | undefined }, payload)
  await initTransaction(req)
  try {
    const result = await fn(req)
    await commitTransaction(req)
    return result
  } catch (e) {
    await killTransaction(req)
    throw e
  }
}

interface SqliteAdapter {
  clientConfig: { url: string }
  schema: Record<string, unknown>
  sessions: Record<string, unknown>
}

/** SQLITE_SYNCHRONOUS: FULL (default, every commit reaches the disk) or NORMAL (WAL: a power cut may lose the
 *  last commits, never corrupts; a crash of the process loses nothing). */
const synchronous = () => (process.env.SQLITE_SYNCHRONOUS?.toUpperCase() === 'NORMAL' ? 'NORMAL' : 'FULL')

const writers = new WeakMap<Payload, Promise<{ client: Client; db: unknown }>>()

function writer(payload: Payload) {
  let w = writers.get(payload)
  if (!w) {
    const adapter = payload.db as unknown as SqliteAdapter
    w = (async () => {
      const client = createClient({ url: adapter.clientConfig.url })
      await client.execute(`PRAGMA synchronous = ${synchronous()}`)
      return { client, db: drizzle(client, { schema: adapter.schema as never }) }
    })()
    writers.set(payload, w)
  }
  return w
}

interface Job {
  payload: Payload
  fn: (req: PayloadRequest) => Promise<unknown>
  base?: Partial<PayloadRequest>
  resolve: (value: unknown) => void
  reject: (err: unknown) => void
}

const state = globalThis as unknown as { __sqliteWrites?: { pending: Job[]; draining: boolean } }
const writes = () => (state.__sqliteWrites ??= { pending: [], draining: false })
const MAX_BATCH = 100

/** BEGIN IMMEDIATE on the write connection; a connection whose BEGIN failed is replaced before the next try. */
const begin = (payload: Payload) =>
  retryWhileBusy(async () => {
    const w = await writer(payload)
    try {
      await w.client.execute('BEGIN IMMEDIATE')
      return w
    } catch (e) {
      if (isBusy(e)) {
        writers.delete(payload)
        w.client.close()
      }
      throw e
    }
  })

/**
 * Group commit: the transactions waiting in the queue run one after the other inside ONE SQLite transaction, each
 * in a savepoint of its own (a failing one rolls back alone), and all of them answer after the one COMMIT — the
 * disk is flushed once for the group instead of once per checkout. Nobody hears "done" before the data is durable.
 */
async function runBatch(batch: Job[]) {
  const payload = batch[0]!.payload
  const release = await acquireWriteLock().catch((e: unknown) => {
    for (const job of batch) job.reject(e)
    return null
  })
  if (!release) return
  try {
    await runLocked(payload, batch)
  } finally {
    release()
  }
}

async function runLocked(payload: Payload, batch: Job[]) {
  const sessions = (payload.db as unknown as SqliteAdapter).sessions
  let w: Awaited<ReturnType<typeof writer>>
  try {
    w = await begin(payload)
  } catch (e) {
    for (const job of batch) job.reject(e)
    return
  }
  const { client, db } = w
  const outcomes: { job: Job; ok: boolean; value: unknown }[] = []
  for (const job of batch) {
    const req = await createLocalReq({ req: job.base as PayloadRequest | undefined }, payload)
    const id = randomUUID()
    // Payload's own calls made with req run on this connection; commit and rollback stay ours.
    sessions[id] = { db, resolve: async () => undefined, reject: async () => undefined }
    req.transactionID = id
    await client.execute('SAVEPOINT job')
    try {
      const value = await job.fn(req)
      await client.execute('RELEASE job')
      outcomes.push({ job, ok: true, value })
    } catch (e) {
      await client.execute('ROLLBACK TO job').catch(() => undefined)
      await client.execute('RELEASE job').catch(() => undefined)
      outcomes.push({ job, ok: false, value: e })
    } finally {
      delete sessions[id]
      delete req.transactionID
    }
  }
  try {
    await client.execute('COMMIT')
  } catch (e) {
    await client.execute('ROLLBACK').catch(() => undefined)
    for (const { job } of outcomes) job.reject(e)
    return
  }
  for (const { job, ok, value } of outcomes) (ok ? job.resolve : job.reject)(value)
}

async function drain() {
  const w = writes()
  if (w.draining) return
  w.draining = true
  try {
    while (w.pending.length) {
      // One Payload instance per group (tests may run several in one process).
      const first = w.pending[0]!.payload
      const batch: Job[] = []
      w.pending = w.pending.filter((j) =>
        j.payload === first && batch.length < MAX_BATCH ? (batch.push(j), false) : true,
      )
      await runBatch(batch)
    }
  } finally {
    w.draining = false
  }
}

export function inTransaction<T>(
  payload: Payload,
  fn: (req: PayloadRequest) => Promise<T>,
  base?: Partial<PayloadRequest>,
): Promise<T> {
  if (databaseKind() === 'postgres') return once(payload, fn, base)
  return new Promise<T>((resolve, reject) => {
    writes().pending.push({ payload, fn, base, resolve: resolve as (v: unknown) => void, reject })
    void drain()
  })
}
