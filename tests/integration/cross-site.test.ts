// Login CSRF and its kin (issue 35, finding 6): an auto-submitted `enctype="text/plain"` form on another site signed a
// browser into the attacker's account, because /api/account/sign-in parsed JSON whatever the Content-Type and ignored
// Origin. Every state-changing route — ours and Payload's — now asks, before anything else, that the call come from
// the shop's own origin (Origin in the allow-list, else Sec-Fetch-Site not cross-site) and carry its content type:
// 403 for another site, 415 for the wrong type, in the one error shape. A call that names no origin at all (curl,
// another server: no browser sends a POST without either header) is not a cross-site one. Stripe's webhook and the
// mail client's one-click unsubscribe come from elsewhere by design: they keep their signature and token instead.
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { REST_DELETE, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { guardRest } from '@/server/http/restGuard'
import { type Routes, accountRoutes, cookieOf, email, strong, verifiedCustomer } from './helpers/accounts'
import { staffUser, testPayload } from './helpers/payload'

const SITE = 'http://localhost:3000'
const EVIL = 'http://evil.example'
const APP = join(__dirname, '../../src/app')
const CHANGES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const

// Called from elsewhere by design, each authenticated by what it carries.
const FROM_ANYWHERE = ['POST api/payments/webhook/route.ts', 'POST api/newsletter/unsubscribe/route.ts']

type Handler = (request: Request, route?: unknown) => Promise<Response>
type RestRoute = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>

let payload: Payload
let r: Routes
let pipelineOf: (h: unknown) => string | undefined
let resetLimits: () => void
const rest = {} as Record<'POST' | 'PATCH' | 'DELETE', RestRoute>

let ip = 0
const nextIp = () => `10.66.${(++ip >> 8) & 255}.${ip & 255}`

function routeFiles(dir = join(APP, 'api')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? routeFiles(join(dir, e.name)) : e.name === 'route.ts' ? [relative(APP, join(dir, e.name))] : [],
  )
}

const routeModule = async (file: string) => (await import(join(APP, file))) as Record<string, unknown>

/** The text/plain body an HTML form sends for one field named `{"email":…,"x":"` valued `"}`: valid JSON. */
const textPlainJson = (fields: Record<string, unknown>) => `${JSON.stringify(fields).slice(0, -1)},"x":"="}\r\n`

function call(url: string, init: { method?: string; body?: string; headers?: Record<string, string> }) {
  return new Request(`${SITE}${url}`, {
    method: init.method ?? 'POST',
    body: init.body,
    headers: { 'x-forwarded-for': nextIp(), ...init.headers },
  })
}

const slugOf = (url: string) => ({ params: Promise.resolve({ slug: url.replace(/^\/api\//, '').split('/') }) })

beforeAll(async () => {
  payload = await testPayload()
  r = await accountRoutes()
  ;({ pipelineOf } = await import('@/server/http/endpoint'))
  ;({ resetLimits } = await import('@/server/http/limits'))
  const { default: config } = await import('@payload-config')
  rest.POST = guardRest(REST_POST(config), { withBody: true }) as RestRoute
  rest.PATCH = guardRest(REST_PATCH(config), { withBody: true }) as RestRoute
  rest.DELETE = guardRest(REST_DELETE(config), { withBody: false }) as RestRoute
})
beforeEach(() => resetLimits())

describe('the text/plain sign-in form of another site', () => {
  it('is refused 403 and sets no session cookie (it signed the browser in before)', async () => {
    const { address } = await verifiedCustomer(r)
    const res = await r.signIn(
      call('/api/account/sign-in', {
        body: textPlainJson({ email: address, password: strong, locale: 'en' }),
        headers: {
          'content-type': 'text/plain',
          origin: EVIL,
          'sec-fetch-site': 'cross-site',
          'sec-fetch-mode': 'navigate',
          'sec-fetch-dest': 'document',
        },
      }),
    )
    expect(res.status).toBe(403)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(await res.json()).toEqual({
      errors: [{ field: '', message: 'This request must come from the shop’s own pages.' }],
    })
  })

  it('from the shop itself, text/plain or a urlencoded form is 415 and sets no cookie; JSON signs in', async () => {
    const { address } = await verifiedCustomer(r)
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await r.signIn(
        call('/api/account/sign-in', {
          body: textPlainJson({ email: address, password: strong }),
          headers: { 'content-type': type, origin: SITE },
        }),
      )
      expect(res.status, type).toBe(415)
      expect(res.headers.get('set-cookie'), type).toBeNull()
      expect((await res.json()).errors).toEqual([{ field: '', message: 'Send the body as application/json.' }])
    }
    const ok = await r.signIn(
      call('/api/account/sign-in', {
        body: JSON.stringify({ email: address, password: strong }),
        headers: { 'content-type': 'application/json; charset=utf-8', origin: SITE, 'sec-fetch-site': 'same-origin' },
      }),
    )
    expect(ok.status).toBe(200)
    expect(cookieOf(ok)).not.toBe('')
  })

  it('Sec-Fetch-Site: cross-site without an Origin, and Origin: null, are refused too; French callers read French', async () => {
    const { address } = await verifiedCustomer(r)
    const body = JSON.stringify({ email: address, password: strong })
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: `${SITE}.evil.example` },
    ]
    for (const headers of refused) {
      const res = await r.signIn(
        call('/api/account/sign-in', { body, headers: { 'content-type': 'application/json', ...headers } }),
      )
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(res.headers.get('set-cookie')).toBeNull()
    }
    const fr = await r.signIn(
      call('/api/account/sign-in', {
        body,
        headers: { 'content-type': 'application/json', origin: EVIL, 'accept-language': 'fr-FR,fr;q=0.9' },
      }),
    )
    expect((await fr.json()).errors[0].message).toBe('Cette demande doit venir des pages de la boutique.')
  })

  it('a call naming no origin at all (curl, another server) is not a cross-site one: it signs in', async () => {
    const { address } = await verifiedCustomer(r)
    const res = await r.signIn(
      call('/api/account/sign-in', {
        body: JSON.stringify({ email: address, password: strong }),
        headers: { 'content-type': 'application/json' },
      }),
    )
    expect(res.status).toBe(200)
  })
})

describe('every state-changing route of ours', () => {
  it('answers another site 403 in the one error shape, before its content type, size or caller', async () => {
    const answers: Record<string, number> = {}
    for (const file of routeFiles()) {
      const mod = await routeModule(file)
      for (const m of CHANGES.filter((k) => k in mod)) {
        const res = await (mod[m] as Handler)(
          call(`/${file.replace(/\/route\.ts$/, '').replace(/\[[^\]]+\]/g, 'x')}`, {
            method: m,
            body: 'x'.repeat(100_000),
            headers: { 'content-type': 'text/plain', origin: EVIL },
          }),
          { params: Promise.resolve({ session: 'x' }) },
        )
        answers[`${m} ${file}`] = res.status
        if (res.status === 403) expect((await res.json()).errors[0]).toMatchObject({ field: '' })
      }
    }
    const notRefused = Object.entries(answers).filter(([, s]) => s !== 403)
    expect(notRefused.map(([k]) => k).sort()).toEqual(FROM_ANYWHERE.sort())
    expect(Object.keys(answers).length).toBeGreaterThan(30)
  })

  it('answers the wrong content type 415: text/plain where JSON is read, JSON where a form is', async () => {
    const wrong: string[] = []
    for (const file of routeFiles()) {
      const mod = await routeModule(file)
      for (const m of CHANGES.filter((k) => k in mod)) {
        const input = pipelineOf(mod[m])
        // A query endpoint reads no body; a raw one (a webhook) is decided by the signature over its bytes.
        if (input === 'query' || input === 'raw') continue
        const type = input === 'form' ? 'application/json' : 'text/plain'
        const res = await (mod[m] as Handler)(
          call(`/${file.replace(/\/route\.ts$/, '').replace(/\[[^\]]+\]/g, 'x')}`, {
            method: m,
            body: '{"locale":"en"}',
            headers: { 'content-type': type, origin: SITE },
          }),
          { params: Promise.resolve({ session: 'x' }) },
        )
        if (res.status !== 415) wrong.push(`${m} ${file} (${input}): ${res.status}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('Stripe’s webhook is not asked for an origin: its signature decides', async () => {
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_cross_site'
    try {
      const { POST } = (await routeModule('api/payments/webhook/route.ts')) as { POST: Handler }
      const res = await POST(
        call('/api/payments/webhook', {
          body: '{"id":"evt_1"}',
          headers: { 'content-type': 'application/json', origin: EVIL, 'stripe-signature': 't=1,v1=00' },
        }),
      )
      expect(res.status).toBe(400)
    } finally {
      delete process.env.STRIPE_WEBHOOK_SECRET
    }
  })
})

describe("Payload's own REST routes", () => {
  it('refuse a cross-site staff sign-in 403 without a session cookie; the shop’s own page signs in', async () => {
    const staff = await staffUser(payload, ['editor'])
    const body = JSON.stringify({ email: staff.email, password: 'correct horse battery staple' })
    const refused: Record<string, string>[] = [{ origin: EVIL }, { 'sec-fetch-site': 'cross-site' }]
    for (const headers of refused) {
      const res = await rest.POST(
        call('/api/users/login', { body, headers: { 'content-type': 'application/json', ...headers } }),
        slugOf('/api/users/login'),
      )
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(res.headers.get('set-cookie')).toBeNull()
      expect((await res.json()).errors).toEqual([
        { field: '', message: 'This request must come from the shop’s own pages.' },
      ])
    }
    const plain = await rest.POST(
      call('/api/users/login', { body, headers: { 'content-type': 'text/plain', origin: SITE } }),
      slugOf('/api/users/login'),
    )
    expect(plain.status).toBe(415)
    expect(plain.headers.get('set-cookie')).toBeNull()
    const ok = await rest.POST(
      call('/api/users/login', { body, headers: { 'content-type': 'application/json', origin: SITE } }),
      slugOf('/api/users/login'),
    )
    expect(ok.status).toBe(200)
    expect(ok.headers.get('set-cookie')).toMatch(/payload-token=/)
  })

  it('refuse cross-site writes with a token too: PATCH and DELETE from another site are 403', async () => {
    const admin = await staffUser(payload, ['admin'])
    const { token } = await payload.login({
      collection: 'users',
      data: { email: admin.email, password: 'correct horse battery staple' },
    })
    const product = await payload.find({ collection: 'products', limit: 1, overrideAccess: true })
    const id = product.docs[0]?.id ?? 1
    const auth = { authorization: `JWT ${token}`, origin: EVIL }
    const patch = await rest.PATCH(
      call(`/api/products/${id}`, {
        method: 'PATCH',
        body: '{"title":"x"}',
        headers: { 'content-type': 'application/json', ...auth },
      }),
      slugOf(`/api/products/${id}`),
    )
    expect(patch.status).toBe(403)
    const del = await rest.DELETE(
      call(`/api/products/${id}`, { method: 'DELETE', headers: auth }),
      slugOf(`/api/products/${id}`),
    )
    expect(del.status).toBe(403)
  })

  it('keep the admin’s own calls: multipart saves, body-less posts and the urlencoded relationship search', async () => {
    const headers = { origin: SITE, 'sec-fetch-site': 'same-origin' }
    const logout = await rest.POST(call('/api/users/logout', { headers }), slugOf('/api/users/logout'))
    expect(logout.status).not.toBe(415)
    expect(logout.status).not.toBe(403)
    const search = await rest.POST(
      call('/api/products', {
        body: 'limit=5&depth=0',
        headers: {
          ...headers,
          'content-type': 'application/x-www-form-urlencoded',
          'x-payload-http-method-override': 'GET',
        },
      }),
      slugOf('/api/products'),
    )
    expect(search.status).toBe(200)
    const urlencodedWrite = await rest.POST(
      call('/api/products', {
        body: 'title=x',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      }),
      slugOf('/api/products'),
    )
    expect(urlencodedWrite.status).toBe(415)
    // A document saved by the admin's form: multipart with its JSON in _payload (here anonymous: Payload says no).
    const multipart = await rest.POST(
      call('/api/products', {
        body: '------x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"title":"x"}\r\n------x--\r\n',
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=----x' },
      }),
      slugOf('/api/products'),
    )
    expect(multipart.status).toBe(403)
  })
})

it('a new shopper signs up with JSON from the shop (the usual path is untouched)', async () => {
  const res = await r.signUp(
    call('/api/account/sign-up', {
      body: JSON.stringify({ email: email(), password: strong, terms: true, locale: 'en' }),
      headers: { 'content-type': 'application/json', origin: SITE, 'sec-fetch-site': 'same-origin' },
    }),
  )
  expect(res.status).toBe(202)
})
