// The signed-in shopper's saved cart: one cart per customer even under 50 concurrent writes (on Postgres, where they
// can interleave), only its owner (through /api/cart) and customer service read it, the endpoints answer 401 to
// anyone else, and the live stream of a customer hears their committed writes — and nobody else's.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CartItem } from '@/domain/cart/types'
import { databaseKind } from '@/server/platform/database'
import { staffUser, testPayload } from './helpers/payload'
import { requester, signedInShopper } from './helpers/shopper'

process.env.TRUST_PROXY = '1'

let payload: Payload
let store: typeof import('@/server/carts/store')
let CUSTOMER_COOKIE: string
let routes: {
  GET: (r: Request) => Promise<Response>
  PUT: (r: Request) => Promise<Response>
  LIVE: (r: Request) => Promise<Response>
}
const SITE = process.env.SERVER_URL || 'http://localhost:3000'

const line = (n: number, quantity = 1): CartItem => ({
  id: `pumps-black-${n}:38:black:pumps`,
  product_id: `pumps-black-${n}`,
  title: `Pump ${n}`,
  price: 59_000,
  quantity,
  image: '/media/p.webp',
  size: '38',
  color: 'black',
  type: 'pumps',
  titles: { en: `Pump ${n}`, fr: `Escarpin ${n}` },
})

const call = requester('10.9')
const customer = () => signedInShopper(payload, 'cart')

beforeAll(async () => {
  payload = await testPayload()
  store = await import('@/server/carts/store')
  ;({ CUSTOMER_COOKIE } = await import('@/server/http/customerSession'))
  const cart = await import('@/app/api/cart/route')
  const live = await import('@/app/api/cart/live/route')
  routes = { GET: cart.GET, PUT: cart.PUT, LIVE: live.GET }
  const bus = (await import('@/server/live')).liveBus(payload) as { ready?: () => Promise<void> }
  await bus.ready?.()
})

describe('one cart per customer', () => {
  // Postgres only: there the writes run side by side and only the per-customer lock keeps them whole (without it this
  // test fails: duplicate carts refused, mixed lines). On SQLite every write transaction of the process already waits
  // for the one before it, so the test would pass with the lock removed — it could not fail there.
  it.runIf(databaseKind() === 'postgres')(
    '50 concurrent writes of one customer leave exactly one cart holding one whole write',
    async () => {
      const c = await customer()
      const writes = Array.from({ length: 50 }, (_, i) => [line(i, 1 + (i % 3)), line(100 + i)])
      const results = await Promise.allSettled(writes.map((items) => store.writeCart(payload, c, items)))
      expect(results.filter((r) => r.status === 'rejected')).toEqual([])
      const { docs, totalDocs } = await payload.find({
        collection: 'carts',
        where: { customer: { equals: c.id } },
        overrideAccess: true,
        depth: 0,
      })
      expect(totalDocs).toBe(1)
      // Never a mix of two writes' lines: exactly the two lines of one of them.
      const lines = docs[0]!.lines ?? []
      expect(lines).toHaveLength(2)
      const i = writes.findIndex((w) => w[0]!.product_id === lines[0]!.productId)
      expect(i).toBeGreaterThanOrEqual(0)
      expect(lines.map((l) => [l.productId, l.quantity])).toEqual(writes[i]!.map((l) => [l.product_id, l.quantity]))
      expect(docs[0]!.itemCount).toBe(writes[i]!.reduce((n, l) => n + l.quantity, 0))
      expect(docs[0]!.total).toBe(writes[i]!.reduce((n, l) => n + l.quantity * l.price, 0))
    },
  )

  it('reads back exactly the lines written, localized names included', async () => {
    const c = await customer()
    expect((await store.readCart(payload, c)).items).toEqual([])
    await store.writeCart(payload, c, [line(1, 2), line(2)])
    const { items, updatedAt } = await store.readCart(payload, c)
    expect(items).toEqual([line(1, 2), line(2)])
    expect(updatedAt).toBeTruthy()
    await store.writeCart(payload, c, [])
    expect((await store.readCart(payload, c)).items).toEqual([])
  })

  it('the database refuses a second cart for the same customer', async () => {
    const c = await customer()
    await store.writeCart(payload, c, [line(1)])
    await expect(
      payload.create({ collection: 'carts', data: { customer: c.id, lines: [] } as never, overrideAccess: true }),
    ).rejects.toMatchObject({ name: 'ValidationError', status: 400 })
    expect((await payload.count({ collection: 'carts', where: { customer: { equals: c.id } } })).totalDocs).toBe(1)
  })
})

describe('who reads a cart', () => {
  it('the owner through our module; another customer, editors and stock keepers never; service reads', async () => {
    const a = await customer()
    const b = await customer()
    await store.writeCart(payload, a, [line(7)])
    expect((await store.readCart(payload, b)).items).toEqual([])
    const as = (user: unknown, context = {}) =>
      payload.find({ collection: 'carts', user: user as never, overrideAccess: false, context, depth: 0 })
    // A customer without our endpoint's context (Payload's REST API with a stolen token) reaches nothing.
    await expect(as(a)).rejects.toMatchObject({ status: 403 })
    expect((await as(b, { cartOwner: true })).docs.map((d) => d.id)).toEqual([])
    const service = await staffUser(payload, ['service'])
    expect((await as(service)).docs.some((d) => (d.customer as number) === a.id)).toBe(true)
    for (const role of ['editor', 'stock'])
      await expect(as(await staffUser(payload, [role]))).rejects.toMatchObject({ status: 403 })
    // A write naming someone else's id still lands on the writer's own cart.
    await store.writeCart(payload, b, [line(8)])
    const bCart = await payload.find({
      collection: 'carts',
      where: { customer: { equals: b.id } },
      overrideAccess: true,
    })
    expect(bCart.docs[0]!.lines!.map((l) => l.productId)).toEqual(['pumps-black-8'])
    expect((await store.readCart(payload, a)).items.map((l) => l.product_id)).toEqual(['pumps-black-7'])
  })
})

describe('/api/cart', () => {
  it('treats a visitor without a customer session (or with a staff one) as a guest: no saved cart, 401 on write', async () => {
    for (const cookie of [undefined, 'payload-token=abc', `${CUSTOMER_COOKIE}=not-a-token`]) {
      // Reading says "a guest" (the sync asks on every page: no console error for guests); writing is refused.
      const res = await routes.GET(call('GET', '/api/cart', cookie))
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ customer: null, items: [], updatedAt: null })
      const put = await routes.PUT(call('PUT', '/api/cart', cookie, { items: [line(1)] }))
      expect(put.status).toBe(401)
      expect((await put.json()).errors[0].message).toBe('Sign in to keep your cart on your account.')
      expect((await routes.LIVE(call('GET', '/api/cart/live', cookie))).status).toBe(401)
    }
    // Refused before the body is read: in the language of the page the call comes from.
    const fr = await routes.PUT(
      call('PUT', '/api/cart', undefined, { items: [], locale: 'fr' }, { referer: `${SITE}/fr/magazine` }),
    )
    expect((await fr.json()).errors[0].message).toBe('Connectez-vous pour conserver votre panier dans votre compte.')
  })

  it('writes and reads the signed-in shopper’s cart; bad lines are a 422 naming the field', async () => {
    const c = await customer()
    const put = await routes.PUT(call('PUT', '/api/cart', c.cookie, { items: [line(3, 2)] }))
    expect(put.status).toBe(200)
    expect(put.headers.get('cache-control')).toBe('no-store')
    const got = await (await routes.GET(call('GET', '/api/cart', c.cookie))).json()
    expect(got.items).toEqual([line(3, 2)])
    expect(got.customer).toBe(c.id)
    for (const [items, field] of [
      [[{ ...line(1), quantity: 0 }], 'items.0.quantity'],
      [[{ ...line(1), price: 12.5 }], 'items.0.price'],
      [[{ ...line(1), product_id: '' }], 'items.0.product_id'],
      [Array.from({ length: 51 }, (_, i) => line(i)), 'items'],
    ] as const) {
      const res = await routes.PUT(call('PUT', '/api/cart', c.cookie, { items }))
      expect(res.status).toBe(422)
      expect((await res.json()).errors[0].field).toBe(field)
    }
    // Nothing invalid was saved.
    expect((await store.readCart(payload, c)).items).toEqual([line(3, 2)])
  })
})

const readers = new WeakMap<Response, ReadableStreamDefaultReader<Uint8Array>>()
async function readEvents(res: Response, count: number, timeoutMs = 5_000) {
  const reader = readers.get(res) ?? res.body!.getReader()
  readers.set(res, reader)
  const events: { event: string; data: Record<string, unknown> }[] = []
  let buffer = ''
  const deadline = Date.now() + timeoutMs
  while (events.length < count && Date.now() < deadline) {
    const next = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), Math.max(1, deadline - Date.now()))),
    ])
    if (!next || next.done) break
    buffer += new TextDecoder().decode(next.value)
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message'
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}') as Record<string, unknown>
      events.push({ event, data })
    }
  }
  return { events, reader }
}

describe('/api/cart/live', () => {
  it('says ready on a channel unique per customer and time, then hears the customer’s writes only', async () => {
    const a = await customer()
    const b = await customer()
    const res = await routes.LIVE(call('GET', '/api/cart/live', a.cookie))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/event-stream')
    const first = await readEvents(res, 1)
    expect(first.events[0]!.event).toBe('ready')
    expect(String(first.events[0]!.data.channel)).toMatch(new RegExp(`^cart:${a.id}:[0-9a-z]+:[0-9a-f]{12}$`))
    const other = await routes.LIVE(call('GET', '/api/cart/live', a.cookie))
    const second = await readEvents(other, 1)
    expect(second.events[0]!.data.channel).not.toBe(first.events[0]!.data.channel)
    await second.reader.cancel()

    await store.writeCart(payload, b, [line(1)])
    await routes.PUT(call('PUT', '/api/cart', a.cookie, { items: [line(2)] }))
    const rest = await readEvents(res, 2, 1_500)
    expect(rest.events.map((e) => [e.event, e.data.kind])).toEqual([['change', 'change']])
    await first.reader.cancel()
  })
})

describe('/api/cart/live answered by our own server', () => {
  it('streams the same events as the route, answers the same 401, and unsubscribes when the client leaves', async () => {
    const { createServer } = await import('node:http')
    const { registerDirectCartLive } = await import('@/server/carts/liveEndpoint')
    const { directRouteFor } = await import('@/server/edge/directRoutes')
    const { openStreamCount } = await import('@/server/carts/stream')
    registerDirectCartLive()
    const server = createServer((req, res) => {
      const direct = directRouteFor(req)
      if (direct) void direct(req, res)
      else res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    let ip = 0
    const live = (cookie?: string, signal?: AbortSignal) =>
      fetch(`http://127.0.0.1:${port}/api/cart/live`, {
        headers: { 'x-forwarded-for': `10.8.0.${++ip & 255}`, ...(cookie ? { cookie } : {}) },
        signal,
      })
    try {
      const a = await customer()
      const abort = new AbortController()
      const before = openStreamCount()
      const res = await live(a.cookie, abort.signal)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('no-store, no-transform')
      const first = await readEvents(res, 1)
      expect(first.events[0]!.event).toBe('ready')
      expect(String(first.events[0]!.data.channel)).toMatch(new RegExp(`^cart:${a.id}:[0-9a-z]+:[0-9a-f]{12}$`))
      expect(openStreamCount()).toBe(before + 1)

      await routes.PUT(call('PUT', '/api/cart', a.cookie, { items: [line(7)] }))
      const rest = await readEvents(res, 1, 1_500)
      expect(rest.events.map((e) => [e.event, e.data.kind])).toEqual([['change', 'change']])

      abort.abort()
      await expect.poll(openStreamCount, { timeout: 2_000 }).toBe(before)

      const refused = await live()
      expect(refused.status).toBe(401)
      expect(refused.headers.get('cache-control')).toBe('no-store')
      const viaRoute = await routes.LIVE(call('GET', '/api/cart/live'))
      expect(await refused.json()).toEqual(await viaRoute.json())
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })
})
