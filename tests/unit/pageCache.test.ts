// The origin's page cache in front of Next: a page Next served from its own cache goes out again from our copy, with
// the same status, headers and bytes, until a revalidation or its time is up; anything per visitor, and anything
// that could differ for a request with the same key, still reaches Next.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bumpPageGeneration } from '@/server/cache/pageGeneration'
import { markSharedCacheable } from '@/server/cache/sharedCache'
import { holdHtmlForCsp } from '@/server/edge/htmlCsp'
import { createPageCache, type PageCache } from '@/server/edge/pageCache'

// What Next would answer, per path: `version` stands for the content in the database.
let version = 1
let calls = 0
let clock = 1_000_000
let cache: PageCache
let release: (() => void) | null = null
const SHARED = 's-maxage=60, stale-while-revalidate=300'
const VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding'

function fakeNext(req: http.IncomingMessage, res: http.ServerResponse) {
  calls++
  const url = new URL(req.url ?? '/', 'http://x')
  const lang = /i18n_redirected=fr/.test(req.headers.cookie ?? '') || /^fr/.test(req.headers['accept-language'] ?? '')
  const rsc = req.headers.rsc === '1'
  const text = `${rsc ? 'rsc' : 'html'} ${lang ? 'fr' : 'en'} v${version} ${url.pathname}${'.'.repeat(Number(url.searchParams.get('pad') ?? 0))}`
  res.setHeader('Cache-Control', url.searchParams.get('cc') ?? SHARED)
  res.setHeader('x-nextjs-cache', url.searchParams.get('x') ?? 'HIT')
  res.setHeader('Vary', url.searchParams.get('vary') ?? VARY)
  res.setHeader('Content-Type', rsc ? 'text/x-component' : 'text/html; charset=utf-8')
  if (url.searchParams.has('cookie')) res.setHeader('Set-Cookie', 'a=b')
  res.statusCode = Number(url.searchParams.get('status') ?? 200)
  const body = `<html><script>self.v=${version}</script>${text}</html>`
  if (/gzip/.test(req.headers['accept-encoding'] ?? '')) {
    res.setHeader('Content-Encoding', 'gzip')
    res.end(gzipSync(body))
  } else if (url.searchParams.has('slow')) {
    // Streamed, and finished only when the test says so.
    res.write(body.slice(0, 10))
    release = () => res.end(body.slice(10))
  } else {
    res.end(body)
  }
}

let server: http.Server
let base: string
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return
    cache.capture(req, res)
    holdHtmlForCsp(req, res, (h) => `script-src 'self'${(h ?? []).map((x) => ` '${x}'`).join('')}`)
    markSharedCacheable(res)
    fakeNext(req, res)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))
beforeEach(() => {
  cache = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 10_000, now: () => clock })
  calls = 0
  version = 1
})

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${base}${path}`, { method, headers: { 'accept-encoding': 'identity', ...headers } })
const twice = async (path: string, headers: Record<string, string> = {}) => {
  await (await get(path, headers)).text()
  return (await get(path, headers)).text()
}

describe('the origin page cache', () => {
  it('sends a page Next served from its cache again from its copy, byte for byte with the same headers', async () => {
    const first = await get('/ankle-boots/red')
    const firstBody = await first.text()
    const second = await get('/ankle-boots/red')
    expect(await second.text()).toBe(firstBody)
    expect(calls).toBe(1)
    expect(second.status).toBe(200)
    for (const name of ['content-security-policy', 'cache-control', 'content-type', 'vary', 'x-nextjs-cache'])
      expect(second.headers.get(name), name).toBe(first.headers.get(name))
    expect(second.headers.get('cache-control')).toBe(`public, ${SHARED}`)
    expect(second.headers.get('content-security-policy')).toContain("'sha256-")
    expect(Number(second.headers.get('content-length'))).toBe(Buffer.byteLength(firstBody))
    expect(cache.size).toBe(1)
  })

  it('keeps a compressed page as compressed bytes, apart from the plain one', async () => {
    const gz = { 'accept-encoding': 'gzip' }
    expect(await twice('/p', gz)).toBe('<html><script>self.v=1</script>html en v1 /p</html>')
    expect((await get('/p', gz)).headers.get('content-encoding')).toBe('gzip')
    expect(await twice('/p')).toBe('<html><script>self.v=1</script>html en v1 /p</html>')
    expect(calls).toBe(2)
  })

  it('shows the new content on the first view after a revalidation, and lets go of every older copy', async () => {
    await twice('/ankle-boots/red')
    await twice('/gloves')
    version = 2
    expect(await (await get('/ankle-boots/red')).text()).toContain('v1')
    expect(cache.size).toBe(2)
    bumpPageGeneration()
    expect(await (await get('/ankle-boots/red')).text()).toContain('v2')
    expect(calls).toBe(3)
    expect(cache.size).toBe(1)
    expect(await (await get('/gloves')).text()).toContain('v2')
  })

  it('does not keep an answer whose request began before a revalidation', async () => {
    // The page is held until complete (its CSP), so the answer arrives only after release().
    const started = async () => {
      const pending = get('/slow?slow=1')
      await expect.poll(() => release).not.toBeNull()
      return { pending }
    }
    const before = await started()
    bumpPageGeneration()
    // The cache has seen the revalidation (another view) before the older answer finishes.
    await (await get('/gloves')).text()
    release!()
    release = null
    expect(await (await before.pending).text()).toContain('v1')
    version = 2
    const after = await started()
    release!()
    release = null
    expect(await (await after.pending).text()).toContain('v2')
    expect(calls).toBe(3)
  })

  it('goes back to Next once the copy is older than its time, or than the page’s s-maxage', async () => {
    await twice('/a')
    clock += 10_001
    version = 2
    expect(await (await get('/a')).text()).toContain('v2')
    await twice(`/b?cc=${encodeURIComponent('public, s-maxage=2')}`)
    expect(calls).toBe(3)
    clock += 2_001
    await get(`/b?cc=${encodeURIComponent('public, s-maxage=2')}`)
    expect(calls).toBe(4)
  })

  it('keys by language, client navigation and encoding: an English copy never reaches a French browser', async () => {
    await twice('/ankle-boots')
    expect(await twice('/ankle-boots', { 'accept-language': 'fr-FR,fr;q=0.9' })).toContain('html fr')
    expect(await twice('/ankle-boots', { cookie: 'i18n_redirected=fr' })).toContain('html fr')
    expect(await twice('/ankle-boots', { rsc: '1' })).toContain('rsc en')
    expect(await (await get('/ankle-boots')).text()).toContain('html en')
    expect(calls).toBe(4)
    // Nor is a copy made for one host name sent for another.
    await get('/ankle-boots', { 'x-forwarded-host': 'elsewhere.example' })
    expect(calls).toBe(5)
  })

  it('keeps nothing per visitor or uncertain: cookies, private, not from Next’s cache, errors, other Vary', async () => {
    for (const path of [
      '/x?cookie=1',
      `/x?cc=${encodeURIComponent('private, no-cache, no-store, max-age=0, must-revalidate')}`,
      `/x?cc=${encodeURIComponent('max-age=60')}`,
      '/x?x=STALE',
      '/x?x=MISS',
      '/x?status=404',
      '/x?vary=Cookie',
    ]) {
      calls = 0
      await twice(path)
      expect(calls, path).toBe(2)
    }
    expect(cache.size).toBe(0)
  })

  it('lets draft mode, HEAD, conditional and range requests through to Next', async () => {
    await twice('/ankle-boots/red')
    for (const [headers, method] of [
      [{ cookie: '__prerender_bypass=abc' }, 'GET'],
      [{ 'if-none-match': '"x"' }, 'GET'],
      [{ range: 'bytes=0-10' }, 'GET'],
      [{}, 'HEAD'],
    ] as const) {
      calls = 0
      await get('/ankle-boots/red', headers, method)
      expect(calls, JSON.stringify([headers, method])).toBe(1)
    }
  })

  it('stays within its bytes, the least recently used page going first', async () => {
    cache = createPageCache({ maxBytes: 2500, ttlMs: 10_000, now: () => clock })
    await twice('/one?pad=900')
    await twice('/two?pad=900')
    await get('/one?pad=900') // /one is now the more recent
    await twice('/three?pad=900')
    expect(cache.bytes).toBeLessThanOrEqual(2500)
    calls = 0
    await get('/one?pad=900')
    await get('/three?pad=900')
    expect(calls).toBe(0)
    await get('/two?pad=900')
    expect(calls).toBe(1)
  })

  it('is off with no bytes to keep', async () => {
    cache = createPageCache({ maxBytes: 0, ttlMs: 10_000 })
    await twice('/ankle-boots/red')
    expect(calls).toBe(2)
  })
})
