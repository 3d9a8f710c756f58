// The origin's own copy of finished public pages, in front of Next (our Node server, ./httpServer.ts). A page Next
// serves from its cache is the same bytes for every visitor, yet each request still walks Next's router, its page
// handler and our CSP pass; this keeps the finished answer (status, headers, body) and sends it again, as the
// shipped nginx config does one hop further out (deploy/nginx/maison.conf).
//
// What it keeps: a GET's 200 HTML or RSC answer that Next served from its cache (`x-nextjs-cache: HIT`), marked
// `public, s-maxage`, without Set-Cookie, whose Vary names only request headers in the key. For at most
// PAGE_CACHE_TTL seconds (10 by default, never beyond s-maxage), and until the next revalidation: every backoffice
// edit bumps the page generation (../cache/pageGeneration.ts), which empties it, so an edit shows on the next view
// as it did without it; with REDIS_URL so does an edit made through any other instance. A request that began before
// the bump does not store its answer.
//
// What it never answers: other methods, HEAD, conditional and range requests, and an editor in draft mode. Those go
// to Next as before.
//
// The key is what the answer depends on: the host and URL, the locale cookie and Accept-Language (an unprefixed path
// redirects a French browser), the headers of a client navigation, and Accept-Encoding (Next compresses). Bounded
// by bytes (PAGE_CACHE_MB, 64 by default; 0 turns it off), least recently used first out.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { LOCALE_COOKIE as LOCALE_COOKIE_NAME } from '../../domain/locale'
import { followSharedRevalidations, pageGeneration } from '../cache/pageGeneration'
import { sharedMaxAge } from '../cache/sharedCache'
import { toBuffer } from './bodyChunk'

const KEY_HEADERS = [
  // The address asked for: what the proxy (middleware) sees as the request's origin, as in nginx's key.
  'host',
  'x-forwarded-host',
  'x-forwarded-proto',
  'accept-encoding',
  'accept-language',
  'rsc',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'next-url',
] as const
const VARY_ALLOWED = new Set<string>(KEY_HEADERS)
const BYPASS_HEADERS = ['range', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since']
const PER_SENDING = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'])
const DRAFT_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/
const LOCALE_COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE_NAME}=([^;]*)`)

type Entry = { headers: OutgoingHttpHeaders; body: Buffer; expires: number }

export type PageCacheOptions = {
  /** Total bytes kept (bodies); 0 keeps nothing. */
  maxBytes: number
  /** The longest a copy is sent, in ms, whatever its s-maxage. */
  ttlMs: number
  /** One answer larger than this is never kept. */
  maxEntryBytes?: number
  now?: () => number
}

export type PageCache = {
  /** Sends the kept answer and returns true, or returns false and lets Next answer. */
  serve(req: IncomingMessage, res: ServerResponse): boolean
  /** Watches the answer Next writes to `res` and keeps it when it may be. Call before any other wrapper. */
  capture(req: IncomingMessage, res: ServerResponse): void
  readonly size: number
  readonly bytes: number
}

function keyOf(req: IncomingMessage): string | null {
  if (req.method !== 'GET') return null
  // Build files and our endpoints are never pages.
  if (/^\/(_next|api)\//.test(req.url ?? '')) return null
  const h = req.headers
  if (BYPASS_HEADERS.some((name) => h[name] !== undefined)) return null
  const cookie = h.cookie ?? ''
  if (DRAFT_COOKIES.test(cookie)) return null
  const parts = [req.url ?? '', LOCALE_COOKIE.exec(cookie)?.[1] ?? '']
  for (const name of KEY_HEADERS) parts.push(String(h[name] ?? ''))
  return parts.join('\n')
}

function keepable(res: ServerResponse, spelled: OutgoingHttpHeaders): number | null {
  if (res.statusCode !== 200) return null
  const headers = Object.fromEntries(Object.entries(spelled).map(([name, value]) => [name.toLowerCase(), value]))
  if (headers['set-cookie'] !== undefined) return null
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() !== 'HIT') return null
  if (!/^(text\/html|text\/x-component)\b/i.test(String(headers['content-type'] ?? ''))) return null
  const vary = String(headers['vary'] ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean)
  // A header outside the key could change the answer without changing the key.
  if (vary.some((name) => !VARY_ALLOWED.has(name))) return null
  return sharedMaxAge(headers['cache-control'])
}

export function createPageCache({
  maxBytes,
  ttlMs,
  maxEntryBytes = 2 * 1024 * 1024,
  now = Date.now,
}: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>()
  let bytes = 0
  let seen = pageGeneration()
  // After a revalidation nothing kept before it is sent again: the whole copy goes at once. So every entry belongs
  // to the current generation (an answer is stored only if none passed while it was made).
  const current = () => {
    const generation = pageGeneration()
    if (generation !== seen) {
      entries.clear()
      bytes = 0
      seen = generation
    }
    return generation
  }

  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.body.length
    entries.delete(key)
  }
  const store = (key: string, entry: Entry) => {
    drop(key)
    entries.set(key, entry)
    bytes += entry.body.length
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break
      drop(oldest)
    }
  }

  return {
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
    serve(req, res) {
      if (maxBytes <= 0) return false
      const key = keyOf(req)
      if (key === null) return false
      current()
      const entry = entries.get(key)
      if (!entry) return false
      if (entry.expires <= now()) {
        drop(key)
        return false
      }
      // Most recently used last: the first key is the one to evict.
      entries.delete(key)
      entries.set(key, entry)
      res.writeHead(200, entry.headers)
      res.end(entry.body)
      return true
    },
    capture(req, res) {
      if (maxBytes <= 0) return
      const key = keyOf(req)
      if (key === null) return
      const generation = pageGeneration()
      const realWriteHead = res.writeHead.bind(res) as (...a: unknown[]) => ServerResponse
      const realWrite = res.write.bind(res) as (...a: unknown[]) => boolean
      const realEnd = res.end.bind(res) as (...a: unknown[]) => ServerResponse
      const chunks: Buffer[] = []
      let size = 0
      let headers: OutgoingHttpHeaders | null = null
      // Known once the headers are: an answer that cannot be kept is not copied either.
      let maxAge: number | null = null
      const snapshot = (extra?: unknown) => {
        if (headers) return
        // As spelled when set, so that the copy goes out as the original did.
        const kept: OutgoingHttpHeaders = {}
        // (Node has it on every outgoing message; its types declare it on ClientRequest only.)
        const names = (res as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames()
        for (const name of names) kept[name] = res.getHeader(name)
        if (extra && typeof extra === 'object' && !Array.isArray(extra))
          for (const [k, v] of Object.entries(extra as OutgoingHttpHeaders)) if (!res.hasHeader(k)) kept[k] = v
        headers = kept
        maxAge = keepable(res, kept)
      }
      const collect = (chunk: unknown, encoding?: unknown) => {
        if (!maxAge || chunk === undefined || chunk === null || typeof chunk === 'function') return
        if (size > maxEntryBytes) return
        const buffer = toBuffer(chunk, encoding)
        chunks.push(buffer)
        size += buffer.length
      }

      res.writeHead = ((...args: unknown[]) => {
        const extra = typeof args[1] === 'string' ? args[2] : args[1]
        const result = realWriteHead(...args)
        snapshot(extra)
        return result
      }) as typeof res.writeHead
      res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
        snapshot()
        collect(chunk, encoding)
        return realWrite(chunk, encoding, cb)
      }) as typeof res.write
      res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
        snapshot()
        collect(chunk, encoding)
        return realEnd(chunk, encoding, cb)
      }) as typeof res.end

      // Only a complete answer is kept: 'finish' does not fire when the visitor leaves mid-way.
      res.once('finish', () => {
        if (!headers || !maxAge || size > maxEntryBytes || generation !== current()) return
        const body = Buffer.concat(chunks, size)
        // Framing and the date belong to each sending, not to the page.
        const kept: OutgoingHttpHeaders = {}
        for (const [name, value] of Object.entries(headers))
          if (!PER_SENDING.has(name.toLowerCase())) kept[name] = value
        kept['Content-Length'] = body.length
        store(key, { headers: kept, body, expires: now() + Math.min(ttlMs, maxAge * 1000) })
      })
    },
  }
}

/** The server's cache, from PAGE_CACHE_MB and PAGE_CACHE_TTL (seconds). */
export function pageCacheFromEnv(env: NodeJS.ProcessEnv = process.env): PageCache {
  const mb = Number(env.PAGE_CACHE_MB ?? 64)
  const ttl = Number(env.PAGE_CACHE_TTL ?? 10)
  const on = Number.isFinite(mb) && mb > 0 && Number.isFinite(ttl) && ttl > 0
  // Another instance's edit empties this copy too (REDIS_URL), as this instance's own edits do.
  if (on) followSharedRevalidations(env)
  return createPageCache({ maxBytes: on ? mb * 1024 * 1024 : 0, ttlMs: on ? ttl * 1000 : 0 })
}
