// The production server holds each HTML response, hashes its inline scripts into the CSP and sends it whole, with
// or without compression in between; other responses stream through untouched.
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { holdHtmlForCsp } from '@/server/edge/htmlCsp'

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`
const policy = (hashes: string[] | null) => `script-src 'self'${hashes ? hashes.map((h) => ` '${h}'`).join('') : ''}`

let server: http.Server
let base: string
beforeAll(async () => {
  server = http.createServer((req, res) => {
    holdHtmlForCsp(req, res, policy)
    if (req.url === '/streamed') {
      // As Next streams a page: headers flushed first, then chunks.
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.flushHeaders()
      res.write('<html><head><script>self.a=1</script>')
      setTimeout(() => res.end('<script>self.b=2</script></head></html>'), 10)
    } else if (req.url?.startsWith('/page?')) {
      // A page sent whole, as from Next's cache; its one script is the query string.
      res.writeHead(200, { 'Content-Type': 'text/html' })
      res.end(`<html><script>${decodeURIComponent(req.url.slice('/page?'.length))}</script></html>`)
    } else if (req.url === '/gzip') {
      const body = gzipSync('<script>self.z=1</script>')
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip', 'Content-Length': body.length })
      res.end(body)
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end('{"ok":true}')
    }
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

describe('holdHtmlForCsp', () => {
  it('lists the hashes of every inline script of a streamed page and sends the page whole', async () => {
    const res = await fetch(`${base}/streamed`)
    expect(res.headers.get('content-security-policy')).toBe(`script-src 'self' ${sha('self.a=1')} ${sha('self.b=2')}`)
    expect(await res.text()).toBe('<html><head><script>self.a=1</script><script>self.b=2</script></head></html>')
  })

  it('hashes a compressed page and sends the compressed bytes as they came', async () => {
    const res = await fetch(`${base}/gzip`)
    expect(res.headers.get('content-security-policy')).toBe(`script-src 'self' ${sha('self.z=1')}`)
    expect(await res.text()).toBe('<script>self.z=1</script>')
  })

  it('gives a page sent again the same policy, and a page that differs by one byte its own', async () => {
    const policies = []
    for (const script of ['self.p=1', 'self.p=1', 'self.p=2', 'self.p=1']) {
      const res = await fetch(`${base}/page?${encodeURIComponent(script)}`)
      expect(await res.text()).toBe(`<html><script>${script}</script></html>`)
      policies.push(res.headers.get('content-security-policy'))
    }
    expect(policies).toEqual([
      `script-src 'self' ${sha('self.p=1')}`,
      `script-src 'self' ${sha('self.p=1')}`,
      `script-src 'self' ${sha('self.p=2')}`,
      `script-src 'self' ${sha('self.p=1')}`,
    ])
  })

  it('passes other responses through with the page-less policy', async () => {
    const res = await fetch(`${base}/json`)
    expect(res.headers.get('content-security-policy')).toBe("script-src 'self'")
    expect(await res.json()).toEqual({ ok: true })
  })
})

describe('holdHtmlForCsp with a rewrite', () => {
  let rewriting: http.Server
  let url: string
  // Adds one inline script before </body>, as the after-paint loader does.
  const rewrite = (html: string) => html.replace('</body>', '<script>self.late=1</script></body>')
  beforeAll(async () => {
    rewriting = http.createServer((req, res) => {
      holdHtmlForCsp(req, res, policy, rewrite)
      const html = '<html><body><script>self.a=1</script></body></html>'
      const status = req.url === '/missing' ? 404 : 200
      if (req.url === '/gzip') {
        const body = gzipSync(html)
        res.writeHead(status, {
          'Content-Type': 'text/html',
          'Content-Encoding': 'gzip',
          'Content-Length': body.length,
        })
        return res.end(body)
      }
      res.writeHead(status, { 'Content-Type': 'text/html' })
      res.end(html)
    })
    await new Promise<void>((r) => rewriting.listen(0, '127.0.0.1', r))
    url = `http://127.0.0.1:${(rewriting.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((r) => rewriting.close(() => r())))

  it('sends a 200 page rewritten, with the hashes of the rewritten page, again and again', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${url}/plain`)
      expect(await res.text()).toBe('<html><body><script>self.a=1</script><script>self.late=1</script></body></html>')
      expect(res.headers.get('content-security-policy')).toBe(
        `script-src 'self' ${sha('self.a=1')} ${sha('self.late=1')}`,
      )
    }
  })

  it('encodes a compressed page again as it came, with a Content-Length that fits', async () => {
    const res = await new Promise<http.IncomingMessage>((resolve) => http.get(`${url}/gzip`, resolve))
    const chunks: Buffer[] = []
    for await (const chunk of res) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(Number(res.headers['content-length'])).toBe(body.length)
    expect(gunzipSync(body).toString()).toContain('<script>self.late=1</script></body>')
    expect(res.headers['content-security-policy']).toBe(`script-src 'self' ${sha('self.a=1')} ${sha('self.late=1')}`)
  })

  it('sends any other status as it came', async () => {
    const res = await fetch(`${url}/missing`)
    expect(res.status).toBe(404)
    expect(await res.text()).toBe('<html><body><script>self.a=1</script></body></html>')
    expect(res.headers.get('content-security-policy')).toBe(`script-src 'self' ${sha('self.a=1')}`)
  })
})
