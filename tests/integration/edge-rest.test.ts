// Payload's REST routes and ours answer malformed input with a 4xx, never a 5xx: 200 fuzzed bodies to each of
// Payload's auth routes and to every POST route under src/app/api; multipart JSON to login and forgot-password
// is a 400 (busboy used to throw "Unexpected end of form"); an oversized body is a 413 before Payload parses it;
// a document id that cannot be one is a 404.
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import { beforeAll, describe, expect, it } from 'vitest'
import { guardRest } from '@/server/http/restGuard'
import { testPayload } from './helpers/payload'

process.env.FORM_RATE_LIMIT ??= '100000'
process.env.FORM_RATE_LIMIT_SHARED ??= '100000'
process.env.CHECKOUT_RATE_LIMIT ??= '100000'
process.env.CHECKOUT_RATE_LIMIT_SHARED ??= '100000'

const SITE = 'http://localhost:3000'
const AUTH_ROUTES = [
  'login',
  'forgot-password',
  'reset-password',
  'logout',
  'refresh-token',
  'first-register',
  'unlock',
]

type Route = (req: Request, ctx: { params: Promise<Record<string, unknown>> }) => Promise<Response>
let post: Route
let get: Route

beforeAll(async () => {
  const { default: config } = await import('@payload-config')
  await testPayload()
  post = guardRest(REST_POST(config), { withBody: true }) as Route
  get = guardRest(REST_GET(config), { withBody: false }) as Route
})

const slugOf = (p: string) => ({ params: Promise.resolve({ slug: p.replace(/^\/api\//, '').split('/') }) })

function rng(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
}
const atoms: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  '',
  'x'.repeat(5000),
  '<script>',
  '\u0000',
  [],
  {},
  { $ne: 1 },
  { equals: 'x' },
  'admin@maison-sabine.example',
  'a@b',
  '../../etc/passwd',
]
const keys = [
  'email',
  'password',
  'token',
  'confirmPassword',
  'username',
  'roles',
  '__proto__',
  'constructor',
  'data',
  '_payload',
]

/** One malformed request body with the content type it is sent as. */
function malformed(r: () => number): { body: string | Uint8Array<ArrayBuffer>; type: string | null } {
  const pick = () => atoms[Math.floor(r() * atoms.length)]
  const obj: Record<string, unknown> = {}
  for (let i = 0, n = 1 + Math.floor(r() * 5); i < n; i++) obj[keys[Math.floor(r() * keys.length)]] = pick()
  const json = JSON.stringify(obj)
  switch (Math.floor(r() * 9)) {
    case 0:
      return {
        body: ['', '{', 'null', '[]', '"s"', '{"email":', '\u0000\u0001', '1'][Math.floor(r() * 8)],
        type: 'application/json',
      }
    case 1:
      return { body: json, type: 'multipart/form-data' }
    case 2:
      return { body: json, type: 'multipart/form-data; boundary=----x' }
    case 3:
      return {
        body: `------x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${json}`,
        type: 'multipart/form-data; boundary=----x',
      }
    case 4:
      return { body: json, type: 'application/x-www-form-urlencoded' }
    case 5:
      return { body: json, type: 'text/plain' }
    case 6:
      return { body: json, type: null }
    case 7:
      return { body: new Uint8Array([0xff, 0xfe, 0x00, 0x7b]), type: 'application/json' }
    default:
      return { body: json, type: 'application/json' }
  }
}

function request(url: string, body: string | Uint8Array<ArrayBuffer> | null, type: string | null, method = 'POST') {
  const headers = new Headers({ origin: SITE })
  if (type) headers.set('content-type', type)
  return new Request(`${SITE}${url}`, { method, headers, body })
}

describe("Payload's REST routes", () => {
  it.each(['login', 'forgot-password'])('multipart JSON to %s is a 400, not "Unexpected end of form"', async (op) => {
    const body = JSON.stringify({ email: 'admin@maison-sabine.example', password: 'x' })
    const res = await post(
      request(`/api/users/${op}`, body, 'multipart/form-data; boundary=----x'),
      slugOf(`/api/users/${op}`),
    )
    expect(res.status).toBe(400)
    expect((await res.json()).errors[0].message).toBe('The form data is malformed.')
  })

  it('a 10 MB body is a 413 with a clear message, before anything parses it', async () => {
    const body = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(10 * 1024 * 1024) })
    const res = await post(request('/api/users/login', body, 'application/json'), slugOf('/api/users/login'))
    expect(res.status).toBe(413)
    expect((await res.json()).errors[0].message).toMatch(/too large/)
  })

  it('a 10 MB body without a declared length (streamed) is a 413 too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(1024 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        if (sent++ < 10) c.enqueue(chunk)
        else c.close()
      },
    })
    const req = new Request(`${SITE}/api/products`, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json', origin: SITE },
      duplex: 'half',
    } as RequestInit)
    const res = await post(req, slugOf('/api/products'))
    expect(res.status).toBe(413)
  })

  it.each(['/api/products/abc', '/api/products/1%20OR%201=1', '/api/products/versions/abc', '/api/users/abc'])(
    'GET %s is a 404',
    async (url) => {
      const res = await get(request(url, null, null, 'GET'), slugOf(decodeURIComponent(url)))
      expect(res.status).toBe(404)
    },
  )

  it('a numeric id and the operations still reach Payload', async () => {
    expect((await get(request('/api/products/999999', null, null, 'GET'), slugOf('/api/products/999999'))).status).toBe(
      404,
    )
    expect((await get(request('/api/users/me', null, null, 'GET'), slugOf('/api/users/me'))).status).toBe(200)
    expect((await get(request('/api/products/count', null, null, 'GET'), slugOf('/api/products/count'))).status).toBe(
      200,
    )
  })

  for (const op of AUTH_ROUTES) {
    it(`fuzz /api/users/${op}: 200 malformed bodies, no 5xx`, async () => {
      const r = rng(op.length * 7919)
      const statuses = new Map<number, number>()
      for (let i = 0; i < 200; i++) {
        const { body, type } = malformed(r)
        const res = await post(request(`/api/users/${op}`, body, type), slugOf(`/api/users/${op}`))
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        if (res.status >= 500)
          expect.fail(
            `body #${i} (${type}) ${typeof body === 'string' ? body.slice(0, 80) + ' … ' + body.slice(-200) : 'bytes'}: ${res.status} ${await res.text()}`,
          )
      }
    })
  }
})

/** Every route file under src/app/api that exports POST. */
function postRoutes(dir = path.resolve('src/app/api')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return postRoutes(file)
    return name === 'route.ts' ? [file] : []
  })
}

describe('our POST routes', () => {
  it('each answers 200 malformed bodies without a 5xx', async () => {
    const files = postRoutes()
    expect(files.length).toBeGreaterThan(5)
    for (const file of files) {
      const mod = (await import(file)) as { POST?: Route }
      if (!mod.POST) continue
      const url = `/api/${path.relative(path.resolve('src/app/api'), path.dirname(file)).replace(/\[[^\]]+\]/g, 'fuzz-1')}`
      const params = Object.fromEntries([...file.matchAll(/\[([^\]]+)\]/g)].map((m) => [m[1], 'fuzz-1']))
      const r = rng(url.length * 104_729)
      for (let i = 0; i < 200; i++) {
        const { body, type } = malformed(r)
        const res: Response = await mod.POST(request(url, body, type), { params: Promise.resolve(params) })
        // The webhook may say honestly that payments are not set up here (503); nothing else may fail.
        const honest = url === '/api/payments/webhook' && res.status === 503
        if (res.status >= 500 && !honest) expect.fail(`${url} body #${i} (${type}): ${res.status} ${await res.text()}`)
      }
    }
  })
})
