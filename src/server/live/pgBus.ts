// Postgres adapter of the live bus. Writers send `pg_notify` on their own write transaction's connection, so the
// database delivers the event at COMMIT and drops it on ROLLBACK — a rolled-back write announces nothing. Each
// process holds ONE dedicated LISTEN connection (not taken from the pool) and fans events out in memory to its
// subscribers, so N instances on one database cost N connections, whatever the number of open streams.
import type pg from 'pg'
import type { PayloadRequest } from 'payload'
import { liveBackoffMs } from '@/domain/live'
import { log } from '@/server/platform/log'
import { Fanout } from './fanout'
import { pgNotify } from './rows'
import { type LiveBus, decodeEvent, encodeEvent } from './types'

/** One Postgres channel for every topic: the topic travels in the payload (well under NOTIFY's 8,000 bytes). */
export const PG_CHANNEL = 'live_events'

/** The NOTIFY, on req's transaction: outside a transaction it would escape the rollback, so that is refused. */
export async function notifyInTransaction(req: PayloadRequest, topic: string) {
  if (!(req.transactionID && (await req.transactionID) != null))
    throw new Error('live: announceIn needs the request of an open write transaction')
  await pgNotify(req, PG_CHANNEL, encodeEvent({ topic, kind: 'change', at: Date.now() }))
}

export interface PgBusOptions {
  connectionString: string
  /** The pg module's Client (the Postgres adapter's own copy, so the app carries no second driver). */
  Client: typeof pg.Client
}

export function createPgBus({ connectionString, Client }: PgBusOptions): LiveBus & { ready(): Promise<void> } {
  const fanout = new Fanout()
  let client: pg.Client | null = null
  let connecting: Promise<void> | null = null
  let connectedOnce = false
  let attempt = 0
  let closed = false
  let retry: ReturnType<typeof setTimeout> | null = null

  const lost = (c: pg.Client, why: unknown) => {
    if (client !== c) return
    client = null
    connecting = null
    c.removeAllListeners('notification')
    c.end().catch(() => undefined)
    if (closed) return
    log.warn('live: LISTEN connection lost, reconnecting', { err: String(why) })
    schedule()
  }

  const schedule = () => {
    if (retry || closed) return
    retry = setTimeout(() => {
      retry = null
      connect().catch(() => undefined)
    }, liveBackoffMs(attempt++))
    retry.unref?.()
  }

  function connect(): Promise<void> {
    if (closed) return Promise.resolve()
    connecting ??= (async () => {
      const c = new Client({ connectionString, application_name: 'live-listener' })
      c.on('notification', (msg) => {
        const event = msg.channel === PG_CHANNEL && msg.payload ? decodeEvent(msg.payload) : null
        if (event) fanout.emit(event)
      })
      c.on('error', (err) => lost(c, err))
      c.on('end', () => lost(c, 'end'))
      try {
        await c.connect()
        await c.query(`LISTEN ${PG_CHANNEL}`)
      } catch (err) {
        c.removeAllListeners()
        c.on('error', () => undefined)
        await c.end().catch(() => undefined)
        connecting = null
        log.warn('live: LISTEN connection failed', { err: String(err) })
        schedule()
        throw err
      }
      if (closed) {
        await c.end().catch(() => undefined)
        return
      }
      client = c
      attempt = 0
      // Events sent while we were not listening are lost: every subscriber reloads once instead.
      if (connectedOnce) fanout.resyncAll()
      connectedOnce = true
    })()
    return connecting
  }

  return {
    kind: 'postgres',
    subscribe(topic, listener) {
      if (!client) connect().catch(() => undefined)
      return fanout.subscribe(topic, listener)
    },
    announceIn: notifyInTransaction,
    // Postgres delivered (or dropped) the event at COMMIT already.
    committed: () => undefined,
    topicCount: () => fanout.size,
    /** Resolves once this process is LISTENing (tests and the bench wait for it before writing). */
    ready: () => connect(),
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      const c = client
      client = null
      await c?.end().catch(() => undefined)
    },
  }
}
