// Every instance hears every instance's revalidations: the shared cache handler (./redisCacheHandler.mjs) publishes
// the tags on one Redis channel once their new times are stored, and each instance's subscriber passes them to its
// listeners (the origin's page cache, the in-process copies of ./revalidate.ts). Redis pub/sub delivers to whoever
// is subscribed at that moment and keeps nothing: after the subscriber was away, listeners hear `null`, "something
// may have been missed", and drop everything, as the live cart's bus does after its LISTEN connection comes back.
// Plain JavaScript for the same reason as the handler.
import { logLine, redisConnection, redisPrefix } from './redisConnection.mjs'

/** @param {string} prefix */
export const revalidationChannel = (prefix) => `${prefix}revalidated`

/** @param {string[]} tags */
export const encodeRevalidation = (tags) => JSON.stringify({ tags })

/** @param {string} message @returns {string[] | null} */
function decodeRevalidation(message) {
  try {
    const parsed = JSON.parse(message)
    return Array.isArray(parsed?.tags) ? parsed.tags.filter((t) => typeof t === 'string') : null
  } catch {
    return null
  }
}

/** @typedef {(tags: string[] | null) => void} RevalidationListener tags revalidated elsewhere; null: drop everything */

/**
 * @param {{ url: string, prefix: string }} options
 * @returns {{ subscribe(listener: RevalidationListener): () => void, ready(): Promise<void>, close(): Promise<void> }}
 */
export function createRevalidationBus({ url, prefix }) {
  const channel = revalidationChannel(prefix)
  /** @type {Set<RevalidationListener>} */
  const listeners = new Set()
  /** @type {ReturnType<typeof redisConnection> | null} */
  let connection = null
  /** @type {Promise<void>} */
  let subscribed = Promise.resolve()

  const emit = (/** @type {string[] | null} */ tags) => {
    for (const listener of listeners) {
      try {
        listener(tags)
      } catch (err) {
        logLine('warn', 'revalidation listener failed', { err: String(err) })
      }
    }
  }

  const start = () => {
    if (connection) return
    const c = redisConnection(url, 'revalidation subscriber', {
      autoResubscribe: false,
      // Named in CLIENT LIST, per deployment.
      connectionName: `${prefix}revalidations`,
    })
    connection = c
    let heardOnce = false
    /** @type {(value?: void) => void} */
    let firstSubscribed = () => undefined
    subscribed = new Promise((resolve) => {
      firstSubscribed = resolve
      // Never hangs a caller: a Redis away at start is logged by the connection and retried on its return.
      setTimeout(resolve, 2000).unref?.()
    })
    c.client.on('message', (from, message) => {
      if (from !== channel) return
      const tags = decodeRevalidation(message)
      if (tags) emit(tags)
    })
    // Subscribed again on every (re)connection; after the first, whatever was published meanwhile is lost.
    c.client.on('ready', () => {
      c.client.subscribe(channel).then(
        () => {
          if (heardOnce) emit(null)
          heardOnce = true
          firstSubscribed()
        },
        (err) => logLine('warn', 'redis: revalidation subscribe failed', { err: String(err) }),
      )
    })
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      start()
      return () => listeners.delete(listener)
    },
    /** Resolves once subscribed (or after 2 s when Redis is away). */
    ready: () => subscribed,
    async close() {
      listeners.clear()
      await connection?.close()
      connection = null
    },
  }
}

const g = /** @type {{ __maisonRevalidationBuses?: Map<string, ReturnType<typeof createRevalidationBus>> }} */ (
  globalThis
)

/**
 * This process's bus (one subscriber connection, whichever module instance asks: Next's bundle, our server), or null
 * without REDIS_URL: a single instance has no one else to hear.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function sharedRevalidations(env = process.env) {
  if (!env.REDIS_URL) return null
  const prefix = redisPrefix(env)
  const key = `${env.REDIS_URL}\n${prefix}`
  g.__maisonRevalidationBuses ??= new Map()
  let bus = g.__maisonRevalidationBuses.get(key)
  if (!bus) {
    bus = createRevalidationBus({ url: env.REDIS_URL, prefix })
    g.__maisonRevalidationBuses.set(key, bus)
  }
  return bus
}
