// Next's cache (`cacheHandler` in next.config.mjs: the pages it keeps and the unstable_cache data) in one Redis for
// every instance, so that a revalidation on one is a revalidation on all. next.config.mjs names this file only when
// REDIS_URL is set; without it Next keeps its own cache on disk and in memory, as before.
//
// The contract (node_modules/next/dist/docs/…/incrementalCacheHandlerPath.md, Next 16.4):
// - get(key, ctx) returns { value, lastModified, cacheControl } or null (a miss: Next renders again);
// - set(key, value, ctx) stores it; ctx.tags are a data entry's tags, a page's are in its x-next-cache-tags header
//   (the data tags it read plus the path's own `_N_T_/…` tags, which revalidatePath revalidates);
// - revalidateTag(tags, durations) marks tags revalidated now.
// Each tag's last revalidation time is one field of a Redis hash, shared by every build; an entry written before
// any of its tags' times is a miss on every instance. A stale-while-revalidate revalidation (`'max'`) is treated
// like an immediate one: one blocking render per page after an edit, and no instance keeps serving the old copy.
// Once the times are stored, the tags are published (./revalidationBus.mjs) for what each instance keeps itself.
//
// One render for all instances: after an edit, every instance misses the same page at once, and on a small machine
// three renders side by side take three times as long as one. The first instance to miss a page takes a short lock
// in Redis (RENDER_LOCK_MS) and renders; the others wait for its copy, asking every WAIT_STEP_MS, and serve it. A
// waiter takes the lock and renders when it is gone without a copy (the render failed or was not kept), or renders after
// RENDER_WAIT_MS: never longer than that behind another instance. Pages only; data entries are small and many.
//
// Entries carry Buffers (the RSC payload) and Maps (its segments): stored as JSON with both spelled out. Their keys
// hold the build id, so two builds side by side never read each other's pages; a key lives at most
// REDIS_CACHE_TTL seconds (7 days), never past the entry's own expiry.
//
// Redis away (at start or later): the handler carries on in this process's memory, logged once, never a failed
// page. Tags revalidated meanwhile are written to Redis when it answers again.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { logLine, redisConnection, redisPrefix } from './redisConnection.mjs'
import { encodeRevalidation, revalidationChannel } from './revalidationBus.mjs'

const TAGS_HEADER = 'x-next-cache-tags'
const DEFAULT_TTL_S = 7 * 24 * 3600
const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024
const RENDER_LOCK_MS = 5000
const RENDER_WAIT_MS = 1500
const WAIT_STEP_MS = 25
// Deletes the lock only if it is still ours (it may have expired and been taken by another instance).
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

/** JSON with Buffers and Maps spelled out. @param {string} key @param {unknown} value @this {any} */
function replacer(key, value) {
  const raw = this[key]
  if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') }
  if (raw instanceof Map) return { $map: [...raw.entries()] }
  return value
}
/** @param {string} _key @param {any} value */
function reviver(_key, value) {
  if (value && typeof value === 'object') {
    if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64')
    if (Array.isArray(value.$map)) return new Map(value.$map)
  }
  return value
}
const encodeEntry = (/** @type {unknown} */ entry) => JSON.stringify(entry, replacer)
const decodeEntry = (/** @type {string} */ text) => JSON.parse(text, reviver)

/** The tags an entry answers to: a page's header, a data entry's own, and what Next passes with the read. */
function tagsOf(/** @type {any} */ entry, /** @type {any} */ ctx) {
  const tags = new Set([...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...(entry?.tags ?? [])])
  const header = entry?.value?.headers?.[TAGS_HEADER]
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag)
  return [...tags]
}

/** The entry read, or null when it is missing or older than one of its tags' revalidations.
 * @param {{ text: string | null, times: (string | number | null | undefined)[] }} read */
function freshEntry(read) {
  if (!read.text) return null
  const entry = decodeEntry(read.text)
  const revalidated = Math.max(0, ...read.times.map((t) => Number(t) || 0))
  return revalidated >= entry.lastModified ? null : entry
}

/** This process's stand-in when Redis is not there: entries bounded by bytes (oldest first out), tag times. */
function memoryStore(/** @type {number} */ maxBytes) {
  /** @type {Map<string, { text: string, expires: number }>} */
  const entries = new Map()
  /** @type {Map<string, number>} */
  const tags = new Map()
  let bytes = 0
  const drop = (/** @type {string} */ key) => {
    const old = entries.get(key)
    if (!old) return
    bytes -= old.text.length
    entries.delete(key)
  }
  return {
    tags,
    get(/** @type {string} */ key) {
      const hit = entries.get(key)
      if (!hit) return null
      if (hit.expires <= Date.now()) {
        drop(key)
        return null
      }
      return hit.text
    },
    set(/** @type {string} */ key, /** @type {string} */ text, /** @type {number} */ ttlMs) {
      drop(key)
      if (text.length > maxBytes) return
      entries.set(key, { text, expires: Date.now() + ttlMs })
      bytes += text.length
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break
        drop(oldest)
      }
    },
  }
}

/** @param {string | undefined} serverDistDir */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return 'no-build'
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || 'no-build'
  } catch {
    return 'no-build'
  }
}

/**
 * A handler class bound to one Redis and prefix. Next builds one handler per request: what must outlive a request
 * (the connection, the memory) belongs to the class, so one class is one instance of the shop.
 * @param {{ url?: string, prefix?: string, ttlSeconds?: number, buildId?: string, renderLock?: boolean }} options
 */
export function createCacheHandler({
  url,
  prefix = 'maison:',
  ttlSeconds = DEFAULT_TTL_S,
  buildId,
  renderLock = true,
} = {}) {
  const connection = url ? redisConnection(url, 'shared cache', { connectionName: `${prefix}cache` }) : null
  /** @type {ReturnType<typeof memoryStore> | null} */
  let memory = null
  /** Tags revalidated while Redis was away, written when it answers again. @type {Map<string, number>} */
  const unsent = new Map()
  const tagsKey = `${prefix}cache-tags`
  const channel = revalidationChannel(prefix)

  /** @param {import('ioredis').Redis} client */
  const sendUnsent = async (client) => {
    if (!unsent.size) return
    const tags = [...unsent.keys()]
    const times = Object.fromEntries(unsent)
    unsent.clear()
    await client.hset(tagsKey, times)
    await client.publish(channel, encodeRevalidation(tags))
  }

  /** The entry and its tags' revalidation times, as Redis holds them. @param {import('ioredis').Redis} client @param {string} id @param {any} ctx */
  const readShared = async (client, id, ctx) => {
    await sendUnsent(client)
    const text = await client.get(id)
    if (!text) return { text, times: [] }
    const tags = tagsOf(decodeEntry(text), ctx)
    return { text, times: tags.length ? await client.hmget(tagsKey, ...tags) : [] }
  }

  /** Render locks this instance holds, by entry: released when it stores the page. @type {Map<string, string>} */
  const held = new Map()
  const lockOf = (/** @type {string} */ id) => `${id}:rendering`

  /**
   * A page missing everywhere: null when this instance is to render it (it took the lock, or waited long enough),
   * or the copy another instance rendered meanwhile.
   * @param {string} id @param {any} ctx
   */
  const renderedElsewhere = async (id, ctx) => {
    // This instance is rendering it already: never wait for oneself.
    if (!connection || held.has(id)) return null
    const token = `${process.pid}:${Math.random().toString(36).slice(2)}`
    const until = Date.now() + RENDER_WAIT_MS
    for (;;) {
      // Whoever finds the lock free renders, the first time or after a render that left no copy.
      const took = await connection.use((client) => client.set(lockOf(id), token, 'PX', RENDER_LOCK_MS, 'NX'))
      if (!took.ok) return null
      if (took.value === 'OK') {
        held.set(id, token)
        return null
      }
      if (Date.now() >= until) return null
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS))
      const seen = await connection.use((client) => readShared(client, id, ctx))
      if (!seen.ok) return null
      const entry = freshEntry(seen.value)
      if (entry) return entry
    }
  }

  /** @param {string} id */
  const release = async (id) => {
    const token = held.get(id)
    if (!token || !connection) return
    held.delete(id)
    await connection.use((client) => client.eval(RELEASE, 1, lockOf(id), token))
  }

  return class RedisCacheHandler {
    /** @param {{ serverDistDir?: string, maxMemoryCacheSize?: number }} [ctx] */
    constructor(ctx = {}) {
      this.entryPrefix = `${prefix}cache:${buildId ?? buildIdOf(ctx.serverDistDir)}:`
      memory ??= memoryStore(ctx.maxMemoryCacheSize || DEFAULT_MEMORY_BYTES)
      this.memory = memory
    }

    /** @param {string} key @param {any} [ctx] */
    async get(key, ctx) {
      const id = this.entryPrefix + key
      /** @type {{ text: string | null, times: (string | number | null | undefined)[] }} */
      let read = { text: null, times: [] }
      const shared = connection ? await connection.use((client) => readShared(client, id, ctx)) : { ok: false }
      if (shared.ok && 'value' in shared) read = shared.value
      else {
        const text = this.memory.get(id)
        read = { text, times: text ? tagsOf(decodeEntry(text), ctx).map((t) => this.memory.tags.get(t)) : [] }
      }
      const entry = freshEntry(read)
      if (entry || !connection || !shared.ok || ctx?.kind !== 'APP_PAGE' || !renderLock) return entry
      return await renderedElsewhere(id, ctx)
    }

    /** @param {string} key @param {any} data @param {any} [ctx] */
    async set(key, data, ctx) {
      const id = this.entryPrefix + key
      const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl
      const entry = { value: data, lastModified: Date.now(), cacheControl, tags: ctx?.tags ?? [] }
      const text = encodeEntry(entry)
      const expire = cacheControl?.expire
      const ttl = Math.max(1, Math.min(ttlSeconds, typeof expire === 'number' && expire > 0 ? expire : ttlSeconds))
      const shared = connection
        ? await connection.use((client) => client.set(id, text, 'EX', Math.ceil(ttl)))
        : { ok: false }
      if (!shared.ok) this.memory.set(id, text, ttl * 1000)
      await release(id)
    }

    /** @param {string | string[]} tag @param {{ expire?: number }} [_durations] */
    async revalidateTag(tag, _durations) {
      const tags = (Array.isArray(tag) ? tag : [tag]).filter(Boolean)
      if (!tags.length) return
      const now = Date.now()
      for (const t of tags) this.memory.tags.set(t, now)
      if (!connection) return
      const shared = await connection.use(async (client) => {
        await client.hset(tagsKey, Object.fromEntries(tags.map((t) => [t, now])))
        await client.publish(channel, encodeRevalidation(tags))
      })
      if (!shared.ok) for (const t of tags) unsent.set(t, now)
    }

    resetRequestCache() {}

    /** Gives back its render locks and ends the connection (tests, and a process that stops). */
    static async close() {
      await Promise.all([...held.keys()].map(release))
      await connection?.close()
    }
  }
}

/** @type {ReturnType<typeof createCacheHandler> | null} */
let fromEnv = null

/**
 * The handler next.config.mjs names, bound at its first use to REDIS_URL and REDIS_KEY_PREFIX (memory only without
 * REDIS_URL), so that importing this file opens no connection.
 */
export default class SharedCacheHandler {
  /** @param {{ serverDistDir?: string, maxMemoryCacheSize?: number }} [ctx] */
  constructor(ctx) {
    if (!fromEnv) {
      const ttl = Number(process.env.REDIS_CACHE_TTL)
      fromEnv = createCacheHandler({
        url: process.env.REDIS_URL || undefined,
        prefix: redisPrefix(),
        ttlSeconds: ttl > 0 ? ttl : DEFAULT_TTL_S,
        // CACHE_RENDER_LOCK=off: every instance renders for itself (the bench's baseline; a way out if ever needed).
        renderLock: process.env.CACHE_RENDER_LOCK !== 'off',
      })
      logLine('info', `next cache: ${process.env.REDIS_URL ? 'shared in Redis' : "this process's memory"}`)
    }
    // A constructor may return another object: Next gets an instance of the bound class.
    return new fromEnv(ctx)
  }
}
