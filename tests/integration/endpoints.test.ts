// Every route of ours goes through the one endpoint pipeline: the route files are listed from the tree (a new one
// that does not use it fails here), oversized bodies get 413 before they are read whole, 200 malformed bodies per
// POST route never get a 5xx, checkout without a payment provider refuses before any order or hold, the Stripe
// webhook says "not configured" with a 503 (logged once), and the contact acknowledgement repeats nothing typed.
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Payload } from 'payload'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { seedStores } from '../../seed/stores'
import { testPayload } from './helpers/payload'

process.env.EMAIL_QUEUE_MANUAL = '1'
process.env.TRUST_PROXY = '1' // the tests play the reverse proxy: each X-Forwarded-For below is a distinct caller
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_endpoints'
delete process.env.SMTP_URL

const SITE = process.env.SERVER_URL || 'http://localhost:3000'
const APP = join(__dirname, '../../src/app')
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

// Routes that may answer without the pipeline, each with its reason. Keep this list short.
const EXEMPT: Record<string, string> = {
  'api/health/route.ts': 'GET-only liveness probe: no input, reads nothing',
  'api/ready/route.ts': 'GET-only readiness probe: no input, answers from the database and Redis only',
  'api/build-id/route.ts': 'GET-only constant of the running build: no input',
  'api/preview/route.ts': "GET-only redirect of the backoffice's preview links: reads one path, no body",
  'map/style.json/route.ts': 'GET-only static document (the offline map style): no input, built once',
  'map/preview.svg/route.ts': 'GET-only static picture (the still sketch of the store map): no input, built once',
  '(payload)/api/[...slug]/route.ts': "Payload's own REST API: it parses its own requests; its guard is the platform's",
}

type Handler = (request: Request, route?: unknown) => Promise<Response>

function routeFiles(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? routeFiles(join(dir, e.name))
      : /^route\.(ts|tsx|js|mjs)$/.test(e.name)
        ? [relative(APP, join(dir, e.name))]
        : [],
  )
}

let payload: Payload
let pipelineOf: (h: unknown) => string | undefined
let whoOf: (h: unknown) => unknown
let resetLimits: () => void
const routes = {} as Record<string, Handler>
const routeModule = async (file: string) => (await import(join(APP, file))) as Record<string, unknown>
/** The content type a handler reads (the stage before the size cap answers 415 to any other). */
const typeFor = (handler: unknown) =>
  pipelineOf(handler) === 'form' ? 'application/x-www-form-urlencoded' : 'application/json'
const load = async (file: string, method = 'POST') => (await routeModule(file))[method] as Handler

let ip = 0
const nextIp = () => `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`

const session = `test_cs_${'a'.repeat(24)}`
const params = { params: Promise.resolve({ session }) }
const POSTS = {
  checkout: { file: 'api/create-checkout-session/route.ts', url: '/api/create-checkout-session' },
  contact: { file: 'api/forms/contact/route.ts', url: '/api/forms/contact' },
  booking: { file: 'api/forms/booking/route.ts', url: '/api/forms/booking' },
  newsletter: { file: 'api/forms/newsletter/route.ts', url: '/api/forms/newsletter' },
  stockInterest: { file: 'api/forms/stock-interest/route.ts', url: '/api/forms/stock-interest' },
  stock: { file: 'api/stock/route.ts', url: '/api/stock' },
  emailTest: { file: 'api/email-test/route.ts', url: '/api/email-test' },
  findOrder: { file: 'api/orders/find/route.ts', url: '/api/orders/find' },
  testPayment: { file: 'api/payments/test/[session]/route.ts', url: `/api/payments/test/${session}` },
  webhook: { file: 'api/payments/webhook/route.ts', url: '/api/payments/webhook' },
  unsubscribe: {
    file: 'api/newsletter/unsubscribe/route.ts',
    url: '/api/newsletter/unsubscribe?token=abcdefghijklmnopqrstuvwx',
  },
} as const
type PostName = keyof typeof POSTS

const send = (name: PostName, init: RequestInit & { headers?: Record<string, string> }) =>
  routes[name]!(
    new Request(`${SITE}${POSTS[name].url}`, {
      method: 'POST',
      ...init,
      headers: { 'x-forwarded-for': nextIp(), ...init.headers },
    }),
    params,
  )

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  ;({ pipelineOf, whoOf } = await import('@/server/http/endpoint'))
  ;({ resetLimits } = await import('@/server/http/limits'))
  for (const [name, { file }] of Object.entries(POSTS)) routes[name] = await load(file)
})
beforeEach(() => resetLimits())

describe('the route files', () => {
  it('each exported handler goes through the endpoint pipeline, or is exempt with a reason', async () => {
    const files = routeFiles()
    expect(files).toContain('api/create-checkout-session/route.ts')
    const bypass: string[] = []
    for (const file of files) {
      if (EXEMPT[file]) continue
      const mod = await routeModule(file)
      const handlers = METHODS.filter((m) => m in mod)
      expect(handlers.length, file).toBeGreaterThan(0)
      for (const m of handlers) if (!pipelineOf(mod[m])) bypass.push(`${m} ${file}`)
    }
    expect(bypass).toEqual([])
    // The webhook declares the raw-body variant: its signature is checked over the exact bytes.
    expect(pipelineOf(routes.webhook)).toBe('raw')
  })
})

describe('body size', () => {
  const MB = 1024 * 1024

  it.each(Object.keys(POSTS) as PostName[])(
    '%s: 413 for a declared 1 MB and 10 MB body, with the message',
    async (name) => {
      for (const size of [MB, 10 * MB]) {
        const res = await send(name, {
          body: 'x'.repeat(size),
          headers: { 'content-type': typeFor(routes[name]), 'content-length': String(size) },
        })
        expect(res.status, `${name} ${size}`).toBe(413)
        const { errors } = await res.json()
        expect(errors[0].message).toMatch(/^The request is too large \(at most \d+ kB\)\.$/)
      }
    },
  )

  it.each(Object.keys(POSTS) as PostName[])(
    '%s: 413 for an undeclared (chunked) 10 MB body, read no further than the cap',
    async (name) => {
      let pulled = 0
      const chunk = new Uint8Array(64 * 1024).fill(120)
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled >= 10 * MB) return controller.close()
          pulled += chunk.byteLength
          controller.enqueue(chunk)
        },
      })
      const res = await send(name, {
        body,
        duplex: 'half',
        headers: { 'content-type': typeFor(routes[name]) },
      } as RequestInit & { headers: Record<string, string> })
      // The email test is for staff: a visitor is told so before any of the body is read.
      expect(res.status).toBe(name === 'emailTest' ? 401 : 413)
      // The webhook's cap is larger than the public 64 kB; either way far from the 10 MB sent.
      expect(pulled).toBeLessThan(MB)
    },
  )

  it('a body under the cap is read as usual', async () => {
    const res = await send('stock', {
      body: JSON.stringify({ items: [], pad: 'x'.repeat(60_000) }),
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(200)
  })
})

// The staff's endpoints and who may call each (admins always may): a change here is a change of who may act.
const STAFF_ROUTES: Record<string, unknown> = {
  'POST api/contacts/reply/route.ts': { staff: ['service'] },
  'GET api/credit-notes/route.ts': { staff: ['service'], orAnyone: true },
  'POST api/email-test/route.ts': { staff: ['service'] },
  'GET api/invoices/route.ts': { staff: ['service'], orAnyone: true },
  'GET api/orders/export/route.ts': { staff: ['service'] },
  'POST api/orders/fulfil/route.ts': { staff: ['service', 'stock'] },
  'GET api/packing-slips/route.ts': { staff: ['service', 'stock'] },
  'POST api/refunds/route.ts': { staff: ['service'] },
  'POST api/returns/step/route.ts': { staff: ['service'] },
  'POST api/staff-sessions/route.ts': { staff: 'any' },
  'POST api/staff-two-factor/route.ts': { staff: 'signing-in' },
  'POST api/staff-users/route.ts': { staff: ['admin'] },
  'POST api/supply/adjust/route.ts': { staff: ['stock'] },
  'POST api/supply/drafts/route.ts': { staff: ['stock'] },
  'POST api/supply/receive/route.ts': { staff: ['stock'] },
  'POST api/supply/reconcile/route.ts': { staff: ['stock'] },
  'POST api/supply/transfer/route.ts': { staff: ['stock'] },
}

describe('who may call', () => {
  /** A body that counts the bytes the server takes from it (pulled only when read). */
  const counted = () => {
    const read = { bytes: 0 }
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          read.bytes += 2
          controller.enqueue(new TextEncoder().encode('{}'))
          controller.close()
        },
      },
      { highWaterMark: 0 },
    )
    return { read, body }
  }

  it('every route declares it; one for someone in particular answers a visitor 401 without reading the body', async () => {
    const declared: Record<string, unknown> = {}
    const undeclared: string[] = []
    for (const file of routeFiles()) {
      if (EXEMPT[file]) continue
      const mod = await routeModule(file)
      for (const m of METHODS.filter((k) => k in mod)) {
        const who = whoOf(mod[m])
        if (who === undefined) undeclared.push(`${m} ${file}`)
        if (who === 'anyone' || who === 'customer') continue
        declared[`${m} ${file}`] = who
      }
    }
    expect(undeclared).toEqual([])
    expect(declared).toEqual(STAFF_ROUTES)

    for (const file of routeFiles()) {
      if (EXEMPT[file]) continue
      const mod = await routeModule(file)
      for (const m of METHODS.filter((k) => k in mod)) {
        const who = whoOf(mod[m]) as string | { orAnyone?: boolean }
        if (who === 'anyone' || (typeof who === 'object' && who.orAnyone)) continue
        const { read, body } = counted()
        const withBody = m !== 'GET' && m !== 'HEAD'
        const res = await (mod[m] as Handler)(
          new Request(`${SITE}/${file.replace(/\/route\.ts$/, '')}`, {
            method: m,
            headers: { 'content-type': typeFor(mod[m]), 'x-forwarded-for': nextIp() },
            ...(withBody ? { body, duplex: 'half' } : {}),
          } as RequestInit),
          params,
        )
        expect([res.status, read.bytes], `${m} ${file}`).toEqual([401, 0])
      }
    }
  })
})

// A small deterministic generator, so a failure replays identically.
function rng(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
}
const atoms: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  '',
  ' ',
  'x'.repeat(5_000),
  '<script>',
  '../../etc',
  '\u0000',
  '😀',
  [],
  {},
  [1, 2],
  { $ne: 1 },
  { equals: 'x' },
  '2470-12-31',
  '99:99',
  'a@b',
  'camille@example.com',
  'fr',
  'pay',
  'cancel',
  '4242 4242 4242 4242',
  'requestId-12345678',
]
const keys = [
  'email',
  'firstName',
  'lastName',
  'reason',
  'message',
  'consent',
  'requestId',
  'locale',
  'website',
  'size',
  'phone',
  'preferredDate',
  'preferredTime',
  'productId',
  'sku',
  'kind',
  'items',
  'shippingAddress',
  'successUrl',
  'cancelUrl',
  'action',
  'card',
  'to',
  'id',
  'type',
  'data',
  '__proto__',
  'constructor',
]

function malformed(r: () => number): { body: string; type: string } {
  const pick = () => atoms[Math.floor(r() * atoms.length)]
  const obj: Record<string, unknown> = {}
  for (let i = 0, n = 1 + Math.floor(r() * 8); i < n; i++) obj[keys[Math.floor(r() * keys.length)]!] = pick()
  const kind = Math.floor(r() * 6)
  const type = [
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    '',
  ][Math.floor(r() * 5)]!
  if (kind === 0)
    return {
      body: ['', '{', 'null', '[]', '"str"', '{"a":', '\u0000\u0001', '1', '--x\r\n'][Math.floor(r() * 9)]!,
      type,
    }
  if (kind === 1) return { body: JSON.stringify(pick()), type }
  if (kind === 2)
    return { body: new URLSearchParams(Object.entries(obj).map(([k, v]) => [k, String(v)])).toString(), type }
  return { body: JSON.stringify(obj), type }
}

describe('fuzz', () => {
  it.each(Object.keys(POSTS) as PostName[])('%s: 200 malformed bodies, never a 5xx', async (name) => {
    const r = rng(name.length * 7919 + name.charCodeAt(0))
    const statuses = new Map<number, number>()
    for (let i = 0; i < 200; i++) {
      const { body, type } = malformed(r)
      const headers: Record<string, string> = type ? { 'content-type': type } : {}
      if (r() < 0.5) headers['stripe-signature'] = `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`
      const res = await send(name, { body, headers })
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      expect(
        res.status,
        `${name} body #${i}: ${body.slice(0, 80)} → ${JSON.stringify(await res.clone().text())}`,
      ).toBeLessThan(500)
    }
    expect(
      [...statuses.keys()].every((s) => s >= 200),
      JSON.stringify([...statuses]),
    ).toBe(true)
  })
})

describe('payments not set up', () => {
  const env = { ...process.env }
  afterEach(() => {
    for (const k of ['NODE_ENV', 'STRIPE_SECRET_KEY', 'TEST_CHECKOUT_ENABLED', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (env[k] === undefined) delete process.env[k]
      else (process.env as Record<string, string>)[k] = env[k]!
    }
    vi.restoreAllMocks()
  })

  it('checkout without a usable provider answers 503 before any order or hold', async () => {
    const { onlineStoreId } = await import('@/server/inventory/moves')
    const type = await payload.create({
      collection: 'product-types',
      data: { slug: 't-noprov', name: 'Pumps', sizeSystem: 'eu-shoe' },
      overrideAccess: true,
    })
    const p = await payload.create({
      collection: 'products',
      data: { title: 'Vavin pumps', productType: type.id, color: 'noprov', colorName: 'Red', price: 50000 },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'product-variants',
      data: { product: p.id, size: '38', sku: 'noprov' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'inventory',
      data: { sku: 'noprov', store: await onlineStoreId(payload), quantity: 2 },
      overrideAccess: true,
    })
    const orders = async () => (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs
    const before = await orders()
    // Production without Stripe and without the test checkout: nothing can take the payment.
    ;(process.env as Record<string, string>).NODE_ENV = 'production'
    delete process.env.STRIPE_SECRET_KEY
    delete process.env.TEST_CHECKOUT_ENABLED
    const res = await send('checkout', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [
          {
            id: 'noprov:38',
            product_id: 'noprov',
            title: 'Vavin pumps',
            price: 1,
            quantity: 1,
            size: '38',
            color: 'red',
            type: 'pumps',
            image: '',
          },
        ],
        email: 'claire@example.com',
        locale: 'en',
        shippingAddress: {
          name: 'Claire Dubois',
          address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country: 'FR' },
          phone: '+33 1 23 45 67 89',
        },
        successUrl: `${SITE}/checkout/success`,
        cancelUrl: `${SITE}/`,
      }),
    })
    expect(res.status).toBe(503)
    const { statusMessage, errors } = await res.json()
    expect(statusMessage).toBe(
      'Online payment is not available on this shop right now, so no order was placed. Please try again later.',
    )
    expect(errors).toEqual([{ field: '', message: statusMessage }])
    expect(await orders()).toBe(before)
    const stock = await payload.find({
      collection: 'inventory',
      where: { sku: { equals: 'noprov' } },
      overrideAccess: true,
    })
    expect(stock.docs[0]!.quantity).toBe(2)
  })

  it('the Stripe webhook without its secret answers 503 "not configured", never 500, and logs it once', async () => {
    const { log } = await import('@/server/platform/log')
    const warn = vi.spyOn(log, 'warn')
    const error = vi.spyOn(log, 'error')
    delete process.env.STRIPE_WEBHOOK_SECRET
    for (let i = 0; i < 3; i++) {
      const res = await send('webhook', {
        body: '{"id":"evt_1"}',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      })
      expect(res.status).toBe(503)
      expect((await res.json()).errors).toEqual([
        { field: '', message: 'Stripe webhooks are not configured on this shop.' },
      ])
    }
    expect(warn.mock.calls.filter(([m]) => String(m).includes('STRIPE_WEBHOOK_SECRET'))).toHaveLength(1)
    expect(error).not.toHaveBeenCalled()
  })
})

describe('the contact acknowledgement', () => {
  it('repeats nothing the sender typed to the typed address; the shop copy keeps everything', async () => {
    const email = `relay-${Date.now()}@example.com`
    const res = await send('contact', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Visitbuyersclub',
        lastName: 'Spam',
        email,
        reason: 'product',
        locale: 'fr',
        message: 'Cheap pills at https://spam.example/win — click now',
        requestId: `req-${Date.now().toString(36)}`,
      }),
    })
    expect(res.status).toBe(201)
    await (await import('@/server/email/queue')).runEmailQueue(payload)
    const mails = (
      await payload.find({
        collection: 'outbox',
        where: { or: [{ to: { equals: email } }, { replyTo: { equals: email } }] },
        overrideAccess: true,
      })
    ).docs
    const ack = mails.find((m) => m.to === email)!
    const copy = mails.find((m) => m.to !== email)!
    for (const part of [ack.subject, ack.text ?? '', ack.html ?? '']) {
      expect(part).not.toContain('spam.example')
      expect(part).not.toContain('Cheap pills')
      expect(part).not.toContain('Visitbuyersclub')
    }
    // Neutral and bilingual: the shopper's language first, then the other.
    expect(ack.text).toContain('Merci de nous avoir écrit.')
    expect(ack.text).toContain('Thank you for writing to us.')
    expect(copy.text).toContain('https://spam.example/win')
    expect(copy.text).toContain('Visitbuyersclub')
  })
})
