// The shop's one connection to Redis, the store every instance shares (rate limits and lockouts today). Only when
// REDIS_URL is set: one process on SQLite needs none, and keeps those counts in its own memory.
//
// A command never waits long: a Redis that stops answering costs a request at most COMMAND_TIMEOUT_MS, after which
// the caller falls back to its own memory (see ../http/limits.ts) rather than failing the shopper.
import { Redis } from 'ioredis'
import { log } from './log'

const COMMAND_TIMEOUT_MS = 500

export const redisUrl = (env: NodeJS.ProcessEnv = process.env): string | undefined => env.REDIS_URL?.trim() || undefined

/** A new client for `url` (tests make one per simulated instance; the app uses {@link sharedRedis}). */
export function connectRedis(url: string): Redis {
  const client = new Redis(url, {
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    // A command issued while the connection is down is failed after one reconnection attempt, not queued forever.
    maxRetriesPerRequest: 1,
    // Reconnect with a growing pause, capped at two seconds.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  })
  madeAt.set(client, Date.now())
  let warned = false
  client.on('error', (err) => {
    if (warned) return
    warned = true
    log.error('Redis is unreachable: each instance counts in its own memory until it answers', { err: String(err) })
  })
  client.on('ready', () => {
    if (warned) log.info('Redis answers again')
    warned = false
  })
  firstConnection.set(client, new Promise((resolve) => client.once('ready', resolve)))
  return client
}

// An instance's first requests arrive while its connection is still being opened: counted in memory then, a
// restarted instance would forget every budget for them. So a caller waits for the first connection, for at most
// FIRST_CONNECTION_MS after the client was made; a connection lost later is not waited for (the caller falls back at
// once), nor one that never came.
const FIRST_CONNECTION_MS = 2_000
const firstConnection = new WeakMap<Redis, Promise<unknown>>()
const madeAt = new WeakMap<Redis, number>()

/** Resolves once `client` has connected for the first time, or at once when it has, or can no longer be waited for. */
export async function firstConnected(client: Redis): Promise<void> {
  if (client.status === 'ready') return
  const since = madeAt.get(client) ?? 0
  const left = since + FIRST_CONNECTION_MS - Date.now()
  const first = firstConnection.get(client)
  if (!first || left <= 0) return
  let timer: NodeJS.Timeout | undefined
  await Promise.race([first, new Promise((resolve) => (timer = setTimeout(resolve, left)))])
  clearTimeout(timer)
}

const g = globalThis as unknown as { __maisonRedis?: Redis | null }

/** The process's client, or null when no REDIS_URL is set. */
export function sharedRedis(): Redis | null {
  if (g.__maisonRedis !== undefined) return g.__maisonRedis
  const url = redisUrl()
  return (g.__maisonRedis = url ? connectRedis(url) : null)
}
