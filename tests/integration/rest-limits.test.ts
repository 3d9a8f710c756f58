// Payload's REST API with a per-client limit (issue 35, finding 9): twenty anonymous `?depth=10&limit=0` reads of the
// catalog at once pushed /api/health from 30 ms to 1.6 s, a shopper stored 1.9 MB per POST /api/payload-preferences,
// /api/access described the backoffice to anyone, and /api/payload-migrations answered. Through the REST handler as
// /api/[...slug] serves it (guardRest): the shared limiter by client address, the bounds of a read for anyone but
// staff, at most a few calls at once per such client, preferences and permission maps for staff only, and the
// migration records behind a 404 for everyone.
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { guardRest } from '@/server/http/restGuard'
import { accountRoutes, verifiedCustomer } from './helpers/accounts'
import { staffUser, testPayload } from './helpers/payload'

const SITE = 'http://localhost:3000'

type Route = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let payload: Payload
let get: Route
let post: Route
let resetLimits: () => void
let config: Awaited<typeof import('@payload-config')>['default']
let shopperJwt: string
let staffJwt: string
let adminJwt: string

let n = 0
const nextIp = () => `10.77.${(++n >> 8) & 255}.${n & 255}`

function call(
  route: Route,
  method: string,
  url: string,
  opts: { ip?: string; jwt?: string; body?: string; type?: string; headers?: Record<string, string> } = {},
) {
  const u = new URL(url, SITE)
  const headers: Record<string, string> = {
    origin: SITE,
    'x-forwarded-for': opts.ip ?? nextIp(),
    ...(opts.jwt ? { authorization: `JWT ${opts.jwt}` } : {}),
    ...(opts.type ? { 'content-type': opts.type } : {}),
    ...opts.headers,
  }
  return route(new Request(u, { method, headers, body: opts.body }), {
    params: Promise.resolve({
      slug: u.pathname
        .replace(/^\/api\//, '')
        .split('/')
        .map(decodeURIComponent),
    }),
  })
}

const jwtOf = async (collection: 'users', email: string) =>
  (await payload.login({ collection, data: { email, password: 'correct horse battery staple' } })).token!

beforeAll(async () => {
  process.env.TRUST_PROXY = '1'
  payload = await testPayload()
  ;({ resetLimits } = await import('@/server/http/limits'))
  ;({ default: config } = await import('@payload-config'))
  get = guardRest(REST_GET(config), { withBody: false }) as Route
  post = guardRest(REST_POST(config), { withBody: true }) as Route
  const { cookie } = await verifiedCustomer(await accountRoutes())
  shopperJwt = decodeURIComponent(cookie.split('=')[1]!)
  staffJwt = await jwtOf('users', (await staffUser(payload, ['editor'])).email)
  adminJwt = await jwtOf('users', (await staffUser(payload, ['admin'])).email)
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: 'rest-limits', name: 'Pumps', sizeSystem: 'eu-shoe' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'products',
    data: { title: 'Vavin pumps', productType: type.id, color: 'rest', colorName: 'Red', price: 50000 },
    overrideAccess: true,
  })
})
beforeEach(() => {
  delete process.env.REST_RATE_LIMIT
  delete process.env.REST_CONCURRENCY
  resetLimits()
})
afterAll(() => {
  delete process.env.REST_RATE_LIMIT
  delete process.env.REST_CONCURRENCY
})

describe('the shared limiter in front of Payload’s routes', () => {
  it('one address past its budget gets 429 with Retry-After; another address still reads; files are not counted', async () => {
    process.env.REST_RATE_LIMIT = '5'
    resetLimits()
    const ip = '10.78.0.1'
    for (let i = 0; i < 5; i++) expect((await call(get, 'GET', '/api/products?limit=1', { ip })).status).toBe(200)
    const over = await call(get, 'GET', '/api/products?limit=1', { ip })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await over.json()).errors).toEqual([
      { field: '', message: 'Too many requests. Please try again in a few minutes.' },
    ])
    // Every route counts, the sign-in included; a stored file is served like a static one.
    expect((await call(post, 'POST', '/api/users/login', { ip, type: 'application/json', body: '{}' })).status).toBe(
      429,
    )
    expect((await call(get, 'GET', '/api/media/file/nope.webp', { ip })).status).not.toBe(429)
    expect((await call(get, 'GET', '/api/products?limit=1', { ip: '10.78.0.2' })).status).toBe(200)
  })

  /** Payload's GET handler behind the guard, counting how many of its calls run at once. */
  function counted() {
    const seen = { now: 0, most: 0 }
    const inner = REST_GET(config) as Route
    const route = guardRest(
      async (req, ctx) => {
        seen.most = Math.max(seen.most, ++seen.now)
        try {
          return await inner(req, ctx)
        } finally {
          seen.now--
        }
      },
      { withBody: false },
    ) as Route
    return { route, seen }
  }

  const burst = (route: Route, count: number, ip: string, jwt?: string) =>
    Promise.all(
      Array.from({ length: count }, () =>
        call(route, 'GET', '/api/products?depth=2&limit=100', { ip, jwt }).then((r) => r.status),
      ),
    )

  it('twenty catalog reads at once from one anonymous address: two run, the rest are told to slow down', async () => {
    const { route, seen } = counted()
    const statuses = await burst(route, 20, '10.78.1.1')
    expect(seen.most).toBeLessThanOrEqual(2)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10)
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true)
    // Once answered, its calls are given back: the same client reads again.
    expect((await call(get, 'GET', '/api/products?limit=1', { ip: '10.78.1.1' })).status).toBe(200)
  })

  it('a shopper’s token is held to the same; staff are not', async () => {
    const shopper = counted()
    const statuses = await burst(shopper.route, 8, '10.78.2.1', shopperJwt)
    expect(shopper.seen.most).toBeLessThanOrEqual(2)
    expect(statuses).toContain(429)
    expect(await burst(counted().route, 8, '10.78.2.2', staffJwt)).toEqual(Array(8).fill(200))
  })
})

describe('the bounds of a read for anyone but staff', () => {
  const refused = [
    ['/api/products?depth=10&limit=0', 'depth'],
    ['/api/products?depth=3', 'depth'],
    ['/api/products?depth[0]=10', 'depth'],
    ['/api/products?depth=1&depth=10', 'depth'],
    ['/api/products?limit=0', 'limit'],
    ['/api/products?limit=0x0', 'limit'],
    ['/api/products?limit=101', 'limit'],
    ['/api/products?limit=-1', 'limit'],
    ['/api/products?pagination=false', 'pagination'],
    ['/api/product-variants?limit=100000', 'limit'],
    ['/api/globals/shipping?depth=10', 'depth'],
  ] as const

  it.each(refused)('GET %s is a 400 naming %s, anonymous or as a shopper', async (url, field) => {
    for (const jwt of [undefined, shopperJwt]) {
      const res = await call(get, 'GET', url, { jwt })
      expect(res.status, `${url} ${jwt ? 'shopper' : 'anonymous'}`).toBe(400)
      expect((await res.json()).errors[0].field).toBe(field)
    }
  })

  it('the messages say the bound, in French for a French caller', async () => {
    const deep = await call(get, 'GET', '/api/products?depth=10')
    expect((await deep.json()).errors).toEqual([
      { field: 'depth', message: 'Related documents can be included at most 2 levels deep (depth).' },
    ])
    const fr = await call(get, 'GET', '/api/products?limit=0', { headers: { 'accept-language': 'fr-FR' } })
    expect((await fr.json()).errors).toEqual([
      { field: 'limit', message: 'Demandez de 1 à 100 documents à la fois (limit), page après page.' },
    ])
  })

  it('a read sent as a POST (the admin’s long searches) is bounded the same way', async () => {
    const res = await call(post, 'POST', '/api/products', {
      type: 'application/x-www-form-urlencoded',
      body: 'limit=0&depth=0',
      headers: { 'x-payload-http-method-override': 'GET' },
    })
    expect(res.status).toBe(400)
    expect((await res.json()).errors[0].field).toBe('limit')
  })

  it('within the bounds reads answer as before; staff keep Payload’s own', async () => {
    for (const url of ['/api/products?depth=2&limit=100', '/api/products', '/api/products?limit=1&depth=0'])
      expect((await call(get, 'GET', url)).status, url).toBe(200)
    const all = await call(get, 'GET', '/api/products?limit=0&depth=10', { jwt: staffJwt })
    expect(all.status).toBe(200)
    expect((await all.json()).docs.length).toBeGreaterThan(0)
  })
})

describe('preferences, permission maps and migration records', () => {
  const big = JSON.stringify({ key: 'bench', value: 'x'.repeat(1_900_000) })

  it('a shopper cannot store preferences (1.9 MB was stored before), by either route; nor can a visitor', async () => {
    for (const jwt of [shopperJwt, undefined]) {
      const create = await call(post, 'POST', '/api/payload-preferences', { jwt, type: 'application/json', body: big })
      expect(create.status, jwt ? 'shopper' : 'visitor').toBe(401)
      expect((await create.json()).errors).toEqual([{ field: '', message: 'Sign in as staff.' }])
      const byKey = await call(post, 'POST', '/api/payload-preferences/cols', {
        jwt,
        type: 'application/json',
        body: '{"value":{"a":1}}',
      })
      expect(byKey.status).toBe(401)
      expect((await call(get, 'GET', '/api/payload-preferences/cols', { jwt })).status).toBe(401)
    }
    const stored = await payload.find({
      collection: 'payload-preferences',
      where: { 'user.relationTo': { equals: 'customers' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(0)
  })

  it('staff keep theirs, within 64 kB', async () => {
    const ok = await call(post, 'POST', '/api/payload-preferences/collection-products', {
      jwt: staffJwt,
      type: 'application/json',
      body: JSON.stringify({ value: { columns: [{ accessor: 'title', active: true }] } }),
    })
    expect(ok.status).toBe(200)
    const read = await call(get, 'GET', '/api/payload-preferences/collection-products', { jwt: staffJwt })
    expect((await read.json()).value).toEqual({ columns: [{ accessor: 'title', active: true }] })
    const huge = await call(post, 'POST', '/api/payload-preferences/collection-products', {
      jwt: staffJwt,
      type: 'application/json',
      body: JSON.stringify({ value: 'x'.repeat(1_900_000) }),
    })
    expect(huge.status).toBe(413)
    expect((await huge.json()).errors[0].message).toBe('The request is too large (at most 64 kB).')
  })

  it('the permission maps are for staff: a visitor and a shopper are refused 401', async () => {
    for (const jwt of [undefined, shopperJwt]) {
      expect((await call(get, 'GET', '/api/access', { jwt })).status).toBe(401)
      expect((await call(get, 'GET', '/api/globals/shipping/access', { jwt })).status).toBe(401)
      const doc = await call(post, 'POST', '/api/products/access/1', { jwt, type: 'application/json', body: '{}' })
      expect(doc.status).toBe(401)
    }
    const staff = await call(get, 'GET', '/api/access', { jwt: staffJwt })
    expect(staff.status).toBe(200)
    expect(await staff.json()).toHaveProperty('collections')
  })

  it('/api/payload-migrations is a 404 for everyone, the admin included (Payload answered 501)', async () => {
    for (const jwt of [undefined, shopperJwt, adminJwt]) {
      expect((await call(get, 'GET', '/api/payload-migrations?limit=5', { jwt })).status).toBe(404)
      expect((await call(get, 'GET', '/api/payload-migrations/1', { jwt })).status).toBe(404)
      const create = await call(post, 'POST', '/api/payload-migrations', { jwt, type: 'application/json', body: '{}' })
      expect(create.status).toBe(404)
    }
  })
})
