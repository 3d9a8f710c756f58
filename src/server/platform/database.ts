// Chooses the database adapter from DATABASE_URL: a postgres:// URL → Postgres, anything else → a local SQLite file.
import { AsyncLocalStorage } from 'node:async_hooks'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import type { EventEmitter } from 'node:events'
import { log } from './log'
import { acquireWriteLock } from './sqliteBusy'

export const DEFAULT_SQLITE_URL = 'file:./data/maison.db'

/**
 * Where the server keeps files only its operator may read (the first admin's password, auth emails when there is
 * no mail server): PRIVATE_DIR, else the SQLite file's folder, else ./data.
 */
export function privateDir(url = process.env.DATABASE_URL): string {
  if (process.env.PRIVATE_DIR) return path.resolve(process.env.PRIVATE_DIR)
  const file = (databaseKind(url) === 'sqlite' ? url || DEFAULT_SQLITE_URL : DEFAULT_SQLITE_URL).replace(/^file:/, '')
  return path.dirname(path.resolve(file))
}

export function databaseKind(url = process.env.DATABASE_URL): 'postgres' | 'sqlite' {
  return url && /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'
}

export function databaseAdapter(root: string, url = process.env.DATABASE_URL): DatabaseAdapterObj {
  if (databaseKind(url) === 'postgres') {
    return watchPool(
      postgresAdapter({
        pool: { connectionString: url, max: Number(process.env.DATABASE_POOL_MAX || 10) },
        migrationDir: path.resolve(root, 'src/migrations/postgres'),
        // Schema changes go through committed migrations only: a pushed database makes `migrate` prompt.
        push: false,
      }),
    )
  }
  return waitWhileBusy(
    sqliteAdapter({
      client: { url: url && url.startsWith('file:') ? url : DEFAULT_SQLITE_URL },
      migrationDir: path.resolve(root, 'src/migrations/sqlite'),
      push: false,
      wal: true,
      // SQLite transactions are off in Payload unless this is passed; checkout needs them.
      transactionOptions: {},
    }),
  )
}

/**
 * node-postgres' pool, heard when the server ends one of its idle connections (a restart, a failover, an idle timeout
 * on the server's side): the pool drops that connection and opens another at the next query, but it reports the loss
 * as an 'error' event, and an 'error' nobody listens to is thrown out of the process's event loop. Payload listens
 * only on the one connection it holds, so the loss is logged here and the shop goes on.
 */
function watchPool(obj: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...obj,
    init: (args) => {
      const adapter = obj.init(args) as ReturnType<DatabaseAdapterObj['init']> & { pool?: EventEmitter }
      const connect = adapter.connect
      if (!connect) return adapter
      adapter.connect = async function (this: unknown, ...rest: Parameters<typeof connect>) {
        await connect.apply(this, rest)
        const pool = adapter.pool
        if (pool && !pool.listenerCount('error'))
          pool.on('error', (err: Error & { code?: string }) =>
            log.warn('postgres: an idle connection was ended by the server; the next query opens another', {
              code: err.code,
              message: err.message,
            }),
          )
      }
      return adapter
    },
  }
}

/**
 * Payload's transactions take the process's SQLite write lock from BEGIN to COMMIT/ROLLBACK, so they queue behind
 * the checkout's write connection and the jobs instead of failing with SQLITE_BUSY (or, worse, losing a commit).
 */
function waitWhileBusy(obj: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...obj,
    init: (args) => {
      const adapter = obj.init(args)
      const { beginTransaction: begin, commitTransaction: commit, rollbackTransaction: rollback } = adapter
      if (!begin) return adapter
      const releases = new Map<string, () => void>()
      const releaseFor = async (id: string | number | Promise<string | number>) => {
        const key = String(await id)
        releases.get(key)?.()
        releases.delete(key)
      }
      adapter.beginTransaction = async (options) => {
        const release = await acquireWriteLock()
        try {
          const id = await begin.call(adapter, options)
          if (id === null || id === undefined) release()
          else releases.set(String(id), release)
          return id
        } catch (e) {
          release()
          throw e
        }
      }
      adapter.commitTransaction = async (id) => {
        try {
          await commit.call(adapter, id)
        } finally {
          await releaseFor(id)
        }
      }
      adapter.rollbackTransaction = async (id) => {
        try {
          await rollback.call(adapter, id)
        } finally {
          await releaseFor(id)
        }
      }
      lockLoneWrites(adapter)
      return adapter
    },
  }
}

// The adapter's writes. A write outside any transaction (a req without one, or none: the second-factor fields,
// session rows, jobs) runs on Payload's main connection, which does not take the lock above.
const WRITES = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const
const holding = new AsyncLocalStorage<true>()

/**
 * A write outside any transaction takes the process's write lock for its statements too. Beside a transaction
 * holding the file it failed at once with SQLITE_BUSY — and libsql left that failed statement open on Payload's main
 * connection, so every later BEGIN there failed (SQLITE_BUSY_SNAPSHOT) and the server wrote nothing until restarted
 * (seen with two staff members enrolling while a third signed in). A write inside a transaction already holds it;
 * one adapter write calling another (upsert → updateOne) takes it once.
 */
function lockLoneWrites(adapter: ReturnType<DatabaseAdapterObj['init']>) {
  const sessions = () => (adapter as unknown as { sessions?: Record<string, unknown> }).sessions ?? {}
  const methods = adapter as unknown as Record<string, unknown>
  for (const name of WRITES) {
    const write = methods[name]
    if (typeof write !== 'function') continue
    methods[name] = async function (this: unknown, args?: { req?: { transactionID?: unknown } }) {
      const id = await args?.req?.transactionID
      const inTransaction = id !== undefined && id !== null && sessions()[String(id)] !== undefined
      if (inTransaction || holding.getStore()) return write.call(this, args)
      const release = await acquireWriteLock()
      try {
        return await holding.run(true, () => write.call(this, args))
      } finally {
        release()
      }
    }
  }
}
