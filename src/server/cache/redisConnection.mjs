// A Redis connection that never makes a page wait on a Redis that is away. Plain JavaScript: Next loads the cache
// handler (./redisCacheHandler.mjs) with its own import, outside the app's bundle and outside tsx.
//
// Commands wait for the first connection at most FIRST_CONNECT_MS, then only run while the connection is up; a
// command that fails or takes longer than COMMAND_TIMEOUT_MS counts as "Redis away" and the caller falls back to
// its own memory. ioredis keeps reconnecting in the background; the loss and the return are logged once each.
import { Redis } from 'ioredis'

const FIRST_CONNECT_MS = 1000
const COMMAND_TIMEOUT_MS = 1000

/** The key prefix of this deployment (REDIS_KEY_PREFIX, `maison:` by default): several shops or test runs can
 *  share one Redis without reading each other's keys. */
export const redisPrefix = (env = process.env) => env.REDIS_KEY_PREFIX || 'maison:'

/** @param {'info' | 'warn'} level @param {string} message @param {Record<string, unknown>} [extra] */
export function logLine(level, message, extra) {
  const line = extra ? `${message} ${JSON.stringify(extra)}` : message
  ;(level === 'info' ? process.stdout : process.stderr).write(`[${level}] ${line}\n`)
}

/**
 * @param {string} url
 * @param {string} role what the connection is for, in the log lines
 * @param {import('ioredis').RedisOptions} [options]
 * @returns {{ client: Redis, use: <T>(fn: (client: Redis) => Promise<T>) => Promise<{ ok: true, value: T } | { ok: false }>, close: () => Promise<void> }}
 */
export function redisConnection(url, role, options = {}) {
  const client = new Redis(url, {
    connectTimeout: FIRST_CONNECT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
    ...options,
  })
  let away = false
  const lost = (/** @type {unknown} */ err) => {
    if (away) return
    away = true
    logLine('warn', `redis: ${role} unreachable, this instance carries on alone until it is back`, {
      err: String(err),
    })
  }
  const back = () => {
    if (!away) return
    away = false
    logLine('info', `redis: ${role} back`)
  }
  client.on('error', lost)
  client.on('ready', back)
  const firstReady = new Promise((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECT_MS)
    timer.unref?.()
    client.once('ready', () => {
      clearTimeout(timer)
      resolve(undefined)
    })
  })

  return {
    client,
    async use(fn) {
      if (client.status !== 'ready') await firstReady
      if (client.status !== 'ready') {
        lost(`connection ${client.status}`)
        return { ok: false }
      }
      try {
        const value = await fn(client)
        back()
        return { ok: true, value }
      } catch (err) {
        lost(err)
        return { ok: false }
      }
    },
    async close() {
      await client.quit().catch(() => client.disconnect())
    },
  }
}
