// Holds back each text/html response until it is complete, then sends it with a Content-Security-Policy whose
// script-src lists the hashes of the page's inline scripts (see ./cspHashes.ts). Other responses pass straight
// through. Next's compression runs inside this wrapper, so a held body may be gzip/brotli: it is decoded to be
// hashed and, when the caller rewrites a 200 page (./deferScripts.ts), encoded again as it came.
import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from 'node:zlib'
import { toBuffer } from './bodyChunk'
import { inlineScriptHashes } from './cspHashes'

type Policy = (pageHashes: string[] | null) => string
/** Changes a finished 200 page before it is hashed and sent; returns the same string to leave it as it is. */
export type Rewrite = (html: string) => string

function decode(body: Buffer, encoding: string): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8')
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8')
  if (encoding === 'deflate') return inflateSync(body).toString('utf8')
  return body.toString('utf8')
}

function encode(html: string, encoding: string): Buffer {
  if (encoding === 'gzip') return gzipSync(html)
  // Brotli's default (quality 11) costs tens of milliseconds per page; 5 is within a few percent of its size.
  if (encoding === 'br') return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
  if (encoding === 'deflate') return deflateSync(html)
  return Buffer.from(html, 'utf8')
}

type Prepared = { body: Buffer; hashes: string[] }

// A cached page goes out again and again byte for byte: what is sent for it (its hashes, and its rewritten bytes if
// it was rewritten) is kept under the SHA-256 of the bytes Next gave (and their encoding, and whether a rewrite
// applies), so a repeat costs one hash of the body instead of decoding, rewriting, encoding, scanning and hashing
// every script (product page: 0.11 ms against 0.57 ms, or 0.02 against 0.99 ms gzipped, before any rewrite). Other
// bytes, other key: never a stale policy. The oldest entries go first beyond KNOWN_MAX entries or KNOWN_MAX_BYTES
// of rewritten bodies.
const KNOWN_MAX = 512
const KNOWN_MAX_BYTES = 32 * 1024 * 1024
const known = new Map<string, { rewritten: Buffer | null; hashes: string[] }>()
let knownBytes = 0

function prepare(body: Buffer, encoding: string, rewrite: Rewrite | undefined): Prepared {
  const key = `${encoding}:${rewrite ? 'rewritten' : 'as-is'}:${createHash('sha256').update(body).digest('base64')}`
  let entry = known.get(key)
  if (!entry) {
    const html = decode(body, encoding)
    const changed = rewrite ? rewrite(html) : html
    entry =
      changed === html
        ? { rewritten: null, hashes: inlineScriptHashes(html) }
        : { rewritten: encode(changed, encoding), hashes: inlineScriptHashes(changed) }
    const size = entry.rewritten?.length ?? 0
    while (known.size && (known.size >= KNOWN_MAX || knownBytes + size > KNOWN_MAX_BYTES)) {
      const oldest = known.keys().next().value!
      knownBytes -= known.get(oldest)!.rewritten?.length ?? 0
      known.delete(oldest)
    }
    known.set(key, entry)
    knownBytes += size
  }
  return { body: entry.rewritten ?? body, hashes: entry.hashes }
}

function applyHeaders(res: ServerResponse, headers: unknown) {
  if (!headers) return
  if (Array.isArray(headers)) {
    // Either [[name, value], …] or a flat [name, value, name, value, …].
    const pairs = Array.isArray(headers[0]) ? headers : headers.flatMap((h, i) => (i % 2 ? [] : [[h, headers[i + 1]]]))
    for (const [k, v] of pairs as [string, string][]) res.setHeader(k, v)
    return
  }
  for (const [k, v] of Object.entries(headers as OutgoingHttpHeaders)) if (v !== undefined) res.setHeader(k, v)
}

/** `rewrite`, when given, changes each 200 HTML page before it is hashed and sent (other statuses go as they came). */
export function holdHtmlForCsp(req: IncomingMessage, res: ServerResponse, policy: Policy, rewrite?: Rewrite) {
  const realWriteHead = res.writeHead.bind(res) as (status: number, message?: string) => ServerResponse
  const realWrite = res.write.bind(res) as (...a: unknown[]) => boolean
  const realEnd = res.end.bind(res) as (...a: unknown[]) => ServerResponse
  const realFlush = res.flushHeaders.bind(res)
  let mode: 'open' | 'pass' | 'hold' = 'open'
  let status: [number, string | undefined] = [200, undefined]
  const chunks: Buffer[] = []

  const decide = () => {
    if (mode !== 'open') return
    const type = String(res.getHeader('content-type') ?? '')
    // A 304 confirms the page the browser already holds, and the browser keeps that page's own policy (with its
    // hashes) unless the 304 brings another: so it brings none. A generic policy here would block every inline
    // script of the revalidated page.
    if (res.statusCode === 304) {
      mode = 'pass'
      res.removeHeader('Content-Security-Policy')
      return
    }
    const bodyless = req.method === 'HEAD' || res.statusCode === 204
    mode = !bodyless && /^text\/html/i.test(type) ? 'hold' : 'pass'
    if (mode === 'pass') res.setHeader('Content-Security-Policy', policy(null))
  }
  res.writeHead = ((code: number, message?: unknown, headers?: unknown) => {
    if (typeof message !== 'string') [message, headers] = [undefined, message]
    applyHeaders(res, headers)
    res.statusCode = code
    decide()
    if (mode === 'hold') {
      status = [code, message as string | undefined]
      return res
    }
    return realWriteHead(code, message as string | undefined)
  }) as typeof res.writeHead

  res.flushHeaders = () => {
    if (!res.headersSent && mode === 'open') res.writeHead(res.statusCode)
    if (mode === 'pass') realFlush()
  }

  res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
    if (mode === 'open') res.writeHead(res.statusCode)
    if (mode === 'pass') return realWrite(chunk, encoding, cb)
    chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined))
    const done = typeof encoding === 'function' ? encoding : cb
    if (typeof done === 'function') process.nextTick(done as () => void)
    return true
  }) as typeof res.write

  res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
    if (typeof chunk === 'function') [chunk, cb] = [undefined, chunk]
    if (typeof encoding === 'function') [encoding, cb] = [undefined, encoding]
    if (mode === 'open') res.writeHead(res.statusCode)
    if (mode === 'pass') return realEnd(chunk, encoding, cb)
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding))
    let body: Buffer = Buffer.concat(chunks)
    let hashes: string[] = []
    const finalStatus = status[0] || res.statusCode
    try {
      const encoding = String(res.getHeader('content-encoding') ?? '').toLowerCase()
      ;({ body, hashes } = prepare(body, encoding, finalStatus === 200 ? rewrite : undefined))
    } catch {
      // An undecodable body goes as it came, and runs no inline script under this policy.
    }
    res.setHeader('Content-Security-Policy', policy(hashes))
    res.setHeader('Content-Length', body.length)
    res.removeHeader('Transfer-Encoding')
    realWriteHead(finalStatus, status[1])
    return realEnd(body, cb)
  }) as typeof res.end
}
