// Runs work in one database transaction on a request of its own. On SQLite only one writer may hold the file, so
// write transactions of this process queue behind each other (a single-instance database: Postgres is the scale
// path) and a busy file from another process is retried with backoff. On Postgres they run concurrently and
// the guarded single-statement updates keep them correct.
import { type Payload, type PayloadRequest, commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import { databaseKind } from './database'

const queue = globalThis as unknown as { __sqliteWriteQueue?: Promise<unknown> }

const isBusy = (e: unknown) => /SQLITE_BUSY|database is locked/i.test(String((e as Error)?.message ?? e))

async function once<T>(payload: Payload, fn: (req: PayloadRequest) => Promise<T>, base?: Partial<PayloadRequest>): Promise<T> {
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

async function withRetry<T>(payload: Payload, fn: (req: PayloadRequest) => Promise<T>, base?: Partial<PayloadRequest>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await once(payload, fn, base)
    } catch (e) {
      if (!isBusy(e) || attempt >= 8) throw e
      await new Promise((r) => setTimeout(r, 20 * 2 ** attempt))
    }
  }
}

export function inTransaction<T>(payload: Payload, fn: (req: PayloadRequest) => Promise<T>, base?: Partial<PayloadRequest>): Promise<T> {
  if (databaseKind() === 'postgres') return once(payload, fn, base)
  const run = (queue.__sqliteWriteQueue ?? Promise.resolve()).then(() => withRetry(payload, fn, base))
  queue.__sqliteWriteQueue = run.catch(() => undefined)
  return run
}
