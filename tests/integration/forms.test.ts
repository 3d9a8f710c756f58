// Shopper requests end to end through the real route handlers: stored once under retries, 429 past the limits,
// honeypot stored nowhere, emails queued as jobs that survive an SMTP failure, back-in-stock emailed once.
import { SMTPServer } from 'smtp-server'
import { Forbidden, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { serverUrl } from '@/server/platform/serverUrl'
import { testPayload } from './helpers/payload'

process.env.FORM_RATE_LIMIT = '8' // per IP; per email: 4
process.env.FORM_RATE_LIMIT_SHARED = '12' // every caller when no proxy is trusted
process.env.TRUST_PROXY = '1' // the tests play the reverse proxy: one X-Forwarded-For hop is trusted
process.env.EMAIL_RETRY_DELAY_MS = '0'
process.env.EMAIL_QUEUE_MANUAL = '1'
delete process.env.SMTP_URL

let payload: Payload
let routes: {
  contact: (r: Request) => Promise<Response>
  newsletter: (r: Request) => Promise<Response>
  stock: (r: Request) => Promise<Response>
  booking: (r: Request) => Promise<Response>
}
let resetLimits: () => void
let runQueue: (p: Payload) => Promise<unknown>

let ip = 0
const post = (handler: (r: Request) => Promise<Response>, body: unknown, headers: Record<string, string> = {}) =>
  handler(
    new Request('http://localhost/api/forms/x', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${++ip % 250}`, ...headers },
    }),
  )

const contact = (over: Record<string, unknown> = {}) => ({
  firstName: 'Camille',
  lastName: 'Durand',
  email: `camille+${Math.random().toString(36).slice(2, 8)}@example.com`,
  reason: 'product',
  message: 'Is the black pump true to size?',
  requestId: `req-${Math.random().toString(36).slice(2, 12)}`,
  locale: 'en',
  ...over,
})

const count = async (
  collection: 'contacts' | 'outbox' | 'newsletter-subscriptions' | 'stock-interests' | 'visits' | 'payload-jobs',
  where = {},
) => (await payload.count({ collection, where, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  routes = {
    contact: (await import('@/app/api/forms/contact/route')).POST,
    newsletter: (await import('@/app/api/forms/newsletter/route')).POST,
    stock: (await import('@/app/api/forms/stock-interest/route')).POST,
    booking: (await import('@/app/api/forms/booking/route')).POST,
  }
  resetLimits = (await import('@/server/http/limits')).resetLimits
  runQueue = (await import('@/server/email/queue')).runEmailQueue
})
beforeEach(() => resetLimits())

describe('contact', () => {
  it('stores one message under retries, answers 201 with its id, and emails shopper and shop', async () => {
    const body = contact()
    const [a, b] = await Promise.all([post(routes.contact, body), post(routes.contact, body)])
    const c = await post(routes.contact, body)
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201])
    const ids = await Promise.all([a, b, c].map(async (r) => (await r.json()).id))
    expect(new Set(ids).size).toBe(1)
    expect(await count('contacts', { requestId: { equals: body.requestId } })).toBe(1)
    await runQueue(payload)
    // This message's two mails: to the shopper, and the shop's copy answering to the shopper (other tests' messages
    // may be in the outbox too).
    const mails = await payload.find({
      collection: 'outbox',
      where: {
        and: [
          { subject: { like: 'message' } },
          { or: [{ to: { equals: body.email } }, { replyTo: { equals: body.email } }] },
        ],
      },
      overrideAccess: true,
    })
    expect(mails.docs.map((m) => m.to).sort()).toEqual(
      [body.email, process.env.SHOP_EMAIL || 'contact@maison-sabine.example'].sort(),
    )
  })

  it('names the field on bad input (422) and refuses non-JSON (400), never 500', async () => {
    const bad = await post(routes.contact, contact({ email: 'nope' }))
    expect(bad.status).toBe(422)
    expect((await bad.json()).errors).toContainEqual({ field: 'email', message: 'Please enter a valid email address.' })
    const fr = await post(routes.contact, contact({ firstName: '', locale: 'fr' }))
    expect((await fr.json()).errors[0]).toEqual({
      field: 'firstName',
      message: 'Veuillez renseigner le champ «\u00a0Prénom\u00a0».',
    })
    expect((await post(routes.contact, '{oops')).status).toBe(400)
  })

  it('answers a filled honeypot like success and stores nothing', async () => {
    const before = await count('contacts')
    const res = await post(routes.contact, contact({ website: 'http://spam.example' }))
    expect(res.status).toBe(201)
    expect(typeof (await res.json()).id).toBe('number')
    expect(await count('contacts')).toBe(before)
  })

  it('rate-limits per IP and per email with 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 9; i++)
      statuses.push((await post(routes.contact, contact(), { 'x-forwarded-for': '192.0.2.9' })).status)
    expect(statuses.slice(0, 8).every((s) => s === 201)).toBe(true)
    expect(statuses[8]).toBe(429)
    const email = 'same@example.com'
    const byEmail = [] as number[]
    for (let i = 0; i < 5; i++) byEmail.push((await post(routes.contact, contact({ email }))).status)
    expect(byEmail).toEqual([201, 201, 201, 201, 429])
  })

  it('opt-in also creates a (pending) newsletter subscription', async () => {
    const body = contact({ newsletter: true })
    expect((await post(routes.contact, body)).status).toBe(201)
    const sub = await payload.find({
      collection: 'newsletter-subscriptions',
      where: { email: { equals: body.email } },
      overrideAccess: true,
    })
    expect(sub.docs[0]?.status).toBe('pending')
  })
})

describe('newsletter', () => {
  it('double opt-in: one row per address, re-subscribing is no error, the emailed links confirm and unsubscribe', async () => {
    const email = 'letter@example.com'
    const a = await post(routes.newsletter, { email, consent: true, requestId: 'nl-aaaaaaaa', locale: 'fr' })
    const b = await post(routes.newsletter, {
      email: 'LETTER@example.com',
      consent: true,
      requestId: 'nl-bbbbbbbb',
      locale: 'fr',
    })
    expect([a.status, b.status]).toEqual([201, 201])
    expect((await a.json()).id).toBe((await b.json()).id)
    expect(await count('newsletter-subscriptions', { email: { equals: email } })).toBe(1)
    expect(
      (await post(routes.newsletter, { email: 'x@example.com', consent: false, requestId: 'nl-cccccccc' })).status,
    ).toBe(422)
    await runQueue(payload)
    const mail = (await payload.find({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true }))
      .docs
    expect(mail).toHaveLength(1)
    expect(mail[0].subject).toBe('Merci de confirmer votre inscription')
    const confirm = /href="([^"]*\/api\/newsletter\/confirm[^"]*)"/
      .exec(mail[0].html ?? '')![1]
      .replaceAll('&amp;', '&')
    const unsub = /href="([^"]*\/api\/newsletter\/unsubscribe[^"]*)"/
      .exec(mail[0].html ?? '')![1]
      .replaceAll('&amp;', '&')
    const { GET: confirmGet } = await import('@/app/api/newsletter/confirm/route')
    const { GET: unsubGet } = await import('@/app/api/newsletter/unsubscribe/route')
    const r1 = await confirmGet(new Request(confirm))
    expect(r1.headers.get('location')).toMatch(/\/fr\/newsletter\?status=confirmed$/)
    const row = async () =>
      (
        await payload.find({
          collection: 'newsletter-subscriptions',
          where: { email: { equals: email } },
          overrideAccess: true,
        })
      ).docs[0]
    expect((await row()).status).toBe('confirmed')
    // GET (what a link scanner does) only lands on the confirmation page; its button POSTs.
    const ask = await unsubGet(new Request(unsub))
    expect(ask.headers.get('location')).toMatch(/\/fr\/newsletter\?unsubscribe=[\w-]{16,64}$/)
    expect((await row()).status).toBe('confirmed')
    const { POST: unsubPost } = await import('@/app/api/newsletter/unsubscribe/route')
    const viaPage = await unsubPost(new Request(`${unsub}&via=page`, { method: 'POST' }))
    expect(viaPage.status).toBe(303)
    expect(viaPage.headers.get('location')).toMatch(/\/fr\/newsletter\?status=unsubscribed$/)
    expect((await row()).status).toBe('unsubscribed')
    const bad = await confirmGet(new Request('http://localhost/api/newsletter/confirm?token=nope'))
    expect(bad.headers.get('location')).toMatch(/status=invalid/)
    // The page it lands on is on the shop's own origin, whatever host the request named.
    const forged = await confirmGet(new Request('http://evil.example/api/newsletter/confirm?token=nope'))
    expect(new URL(forged.headers.get('location')!).origin).toBe(new URL(serverUrl()).origin)
  })

  it('the REST-style anonymous Local API cannot create or read subscriptions without the form context', async () => {
    await expect(
      payload.create({ collection: 'contacts', data: contact({ status: 'new' }) as never, overrideAccess: false }),
    ).rejects.toThrow(Forbidden)
    await expect(payload.find({ collection: 'contacts', overrideAccess: false })).rejects.toThrow(Forbidden)
    await expect(payload.find({ collection: 'newsletter-subscriptions', overrideAccess: false })).rejects.toThrow(
      Forbidden,
    )
  })
})

describe('email delivery', () => {
  let server: SMTPServer
  let received: Array<{ to: string; raw: string }> = []
  let failNext = 0
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, cb) {
        let raw = ''
        stream.on('data', (c) => (raw += c))
        stream.on('end', () => {
          if (failNext > 0) {
            failNext--
            return cb(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }))
          }
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw })
          cb()
        })
      },
    })
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
    const port = (server.server.address() as { port: number }).port
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  })
  afterAll(async () => {
    delete process.env.SMTP_URL
    await new Promise<void>((ok) => server.close(() => ok()))
  })
  beforeEach(async () => {
    received = []
    await runQueue(payload) // drain anything earlier tests left
    received = []
  })

  it('sends through SMTP, HTML + text, in the shopper language', async () => {
    const body = contact({ locale: 'fr' })
    expect((await post(routes.contact, body)).status).toBe(201)
    await runQueue(payload)
    const mine = received.find((m) => m.to === body.email)!
    expect(mine.raw).toContain('Subject: =?UTF-8?Q?Nous_avons_bien_re=C3=A7u_votre_message?=')
    expect(mine.raw).toMatch(/Content-Type: text\/plain/)
    expect(mine.raw).toMatch(/Content-Type: text\/html/)
    expect(received.some((m) => m.to === (process.env.SHOP_EMAIL || 'contact@maison-sabine.example'))).toBe(true)
  })

  it('an SMTP failure keeps the record and the job retries until it is sent', async () => {
    failNext = 2 // both emails of the contact fail on the first run
    const body = contact()
    const res = await post(routes.contact, body)
    expect(res.status).toBe(201)
    await runQueue(payload)
    expect(received).toHaveLength(0)
    expect(await count('contacts', { requestId: { equals: body.requestId } })).toBe(1)
    const failed = await payload.find({
      collection: 'payload-jobs',
      where: { hasError: { equals: true } },
      overrideAccess: true,
    })
    expect(
      failed.docs.length +
        (
          await payload.count({
            collection: 'payload-jobs',
            where: { completedAt: { exists: false } },
            overrideAccess: true,
          })
        ).totalDocs,
    ).toBeGreaterThan(0)
    await runQueue(payload)
    expect(received.map((m) => m.to)).toContain(body.email)
  })
})

describe('back in stock', () => {
  it('emails each waiting shopper once when online stock goes 0 → > 0', async () => {
    const { seedStores } = await import('../../seed/stores')
    await seedStores(payload)
    const online = (
      await payload.find({ collection: 'stores', where: { type: { equals: 'online' } }, overrideAccess: true })
    ).docs[0]
    const type = await payload.create({
      collection: 'product-types',
      data: { slug: 'pumps', name: 'Pumps' } as never,
      overrideAccess: true,
    })
    const product = await payload.create({
      collection: 'products',
      data: {
        title: 'Red pumps',
        productType: type.id,
        color: 'red',
        colorName: 'Red',
        price: 59000,
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
    await payload.create({
      collection: 'product-variants',
      data: { product: product.id, size: '38', sku: 'pumps-red-38' } as never,
      overrideAccess: true,
    })
    const line = await payload.create({
      collection: 'inventory',
      data: { sku: 'pumps-red-38', store: online.id, quantity: 0 },
      overrideAccess: true,
    })
    for (const email of ['a@example.com', 'b@example.com']) {
      const body = {
        productId: product.id,
        sku: 'pumps-red-38',
        size: '38',
        email,
        kind: 'notify',
        requestId: `si-${email.split('@')[0]}-0000000`,
        locale: 'en',
      }
      const first = await post(routes.stock, body)
      expect(first.status, JSON.stringify(await first.clone().json())).toBe(201)
      expect((await post(routes.stock, body)).status).toBe(201) // retry: same row
    }
    expect(
      (
        await post(routes.stock, {
          productId: product.id,
          sku: 'nope-1',
          size: '38',
          email: 'c@example.com',
          kind: 'notify',
          requestId: 'si-unknown1',
        })
      ).status,
    ).toBe(422)
    // Only this size's requests: other tests ask about sizes of their own.
    const mine = { sku: { equals: 'pumps-red-38' } }
    expect(await count('stock-interests', mine)).toBe(2)
    await payload.update({ collection: 'inventory', id: line.id, data: { quantity: 4 }, overrideAccess: true })
    await payload.update({ collection: 'inventory', id: line.id, data: { quantity: 0 }, overrideAccess: true })
    await payload.update({ collection: 'inventory', id: line.id, data: { quantity: 2 }, overrideAccess: true })
    await runQueue(payload)
    const mails = await payload.find({
      collection: 'outbox',
      where: { and: [{ subject: { like: 'Your size is back' } }, { text: { like: 'Red pumps' } }] },
      overrideAccess: true,
    })
    expect(mails.docs.map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com'])
    expect(await count('stock-interests', { and: [mine, { status: { equals: 'notified' } }] })).toBe(2)
  })
})

describe('booking', () => {
  it('stores a visit within opening hours once and refuses a closed day', async () => {
    const monday = (() => {
      const d = new Date(Date.now() + 7 * 86_400_000)
      while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1)
      return d.toISOString().slice(0, 10)
    })()
    const body = {
      size: '38',
      firstName: 'Inès',
      lastName: 'Martin',
      email: 'ines@example.com',
      phone: '+33 6 12 34 56 78',
      preferredDate: monday,
      preferredTime: '11:00',
      requestId: 'bk-11111111',
      locale: 'en',
    }
    const [a, b] = [await post(routes.booking, body), await post(routes.booking, body)]
    expect([a.status, b.status]).toEqual([201, 201])
    expect(await count('visits', { requestId: { equals: 'bk-11111111' } })).toBe(1)
    const late = await post(routes.booking, { ...body, preferredTime: '21:00', requestId: 'bk-22222222' })
    expect(late.status).toBe(422)
    expect((await late.json()).errors[0].field).toBe('preferredTime')
  })
})

const nextMonday = () => {
  const d = new Date(Date.now() + 2 * 86_400_000)
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}
const rid = (p: string) => `${p}-${Math.random().toString(36).slice(2, 12)}`
const bodies = {
  contact: () => contact(),
  booking: () => ({
    size: '38',
    firstName: 'Inès',
    lastName: 'Martin',
    email: `${rid('b')}@example.com`,
    phone: '+33 6 12 34 56 78',
    preferredDate: nextMonday(),
    preferredTime: '11:00',
    requestId: rid('bk'),
    locale: 'en',
  }),
  newsletter: () => ({ email: `${rid('n')}@example.com`, consent: true, requestId: rid('nl'), locale: 'en' }),
  stock: () => ({
    productId: '1',
    sku: 'any-sku-38',
    size: '38',
    email: `${rid('s')}@example.com`,
    kind: 'notify',
    requestId: rid('si'),
    locale: 'en',
  }),
}
const ENDPOINTS = ['contact', 'booking', 'newsletter', 'stock'] as const
const staff = (role: 'editor' | 'service' | 'stock') =>
  ({ id: 999_000, collection: 'users', email: `${role}@maison-sabine.example`, roles: [role] }) as never

describe('every endpoint', () => {
  it.each(ENDPOINTS)(
    '%s: a filled honeypot answers 201 and stores nothing anywhere (records, outbox, jobs)',
    async (name) => {
      const collections = [
        'contacts',
        'visits',
        'newsletter-subscriptions',
        'stock-interests',
        'outbox',
        'payload-jobs',
      ] as const
      await runQueue(payload)
      const before = await Promise.all(collections.map((c) => count(c)))
      const res = await post(routes[name], {
        ...bodies[name](),
        newsletter: name === 'contact' ? true : undefined,
        website: 'https://spam.example',
      })
      expect(res.status).toBe(201)
      expect(typeof (await res.json()).id).toBe('number')
      await runQueue(payload)
      expect(await Promise.all(collections.map((c) => count(c)))).toEqual(before)
    },
  )

  it.each(ENDPOINTS)('%s: the 9th request from one address within the window is 429 with Retry-After', async (name) => {
    const statuses: number[] = []
    // Invalid bodies: the address limit comes before validation, so even a flood of garbage is counted.
    for (let i = 0; i < 9; i++)
      statuses.push((await post(routes[name], { locale: 'fr' }, { 'x-forwarded-for': '198.51.100.7' })).status)
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(422))
    const last = await post(routes[name], { locale: 'fr' }, { 'x-forwarded-for': '198.51.100.7' })
    expect(last.status).toBe(429)
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await last.json()).errors[0].message).toBe('Trop de demandes. Veuillez réessayer dans quelques minutes.')
  })

  it("X-Forwarded-For entries left of our proxy are the client's to forge and buy no fresh budget", async () => {
    const statuses: number[] = []
    for (let i = 0; i < 9; i++)
      statuses.push((await post(routes.contact, {}, { 'x-forwarded-for': `203.0.113.${i}, 192.0.2.44` })).status)
    expect(statuses[8]).toBe(429)
  })

  it('without TRUST_PROXY, X-Forwarded-For is ignored: every caller shares one budget', async () => {
    process.env.TRUST_PROXY = ''
    try {
      const statuses: number[] = []
      for (let i = 0; i < 13; i++)
        statuses.push((await post(routes.newsletter, {}, { 'x-forwarded-for': `203.0.113.${i}` })).status)
      expect(statuses.slice(0, 12).every((s) => s === 422)).toBe(true)
      expect(statuses[12]).toBe(429)
    } finally {
      process.env.TRUST_PROXY = '1'
    }
  })

  it('reusing a request id with another email answers 409, never 503, and changes nothing', async () => {
    const first = contact()
    expect((await post(routes.contact, first)).status).toBe(201)
    const reuse = await post(routes.contact, { ...first, email: 'someone-else@example.com' })
    expect(reuse.status).toBe(409)
    expect((await reuse.json()).errors[0].field).toBe('requestId')
    expect(await count('contacts', { requestId: { equals: first.requestId } })).toBe(1)
    const booking = bodies.booking()
    expect((await post(routes.booking, booking)).status).toBe(201)
    expect((await post(routes.booking, { ...booking, email: 'other@example.com' })).status).toBe(409)
  })
})

/** The field errors of a Payload ValidationError (its message only says which field). */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (err: { data?: { errors?: Array<{ path: string; message: string }> } }) =>
      err.data?.errors?.map(({ path, message }) => ({ path, message })),
  )

describe('backoffice access and workflows', () => {
  it('editors cannot read shopper requests or the outbox; customer service can', async () => {
    for (const [name, body] of [
      ['contact', contact()],
      ['booking', bodies.booking()],
      ['newsletter', bodies.newsletter()],
    ] as const) {
      expect((await post(routes[name], body)).status).toBe(201)
    }
    await runQueue(payload)
    for (const collection of ['contacts', 'visits', 'newsletter-subscriptions', 'outbox'] as const) {
      await expect(payload.find({ collection, user: staff('editor'), overrideAccess: false })).rejects.toThrow(
        Forbidden,
      )
      const asService = await payload.find({ collection, user: staff('service'), overrideAccess: false })
      expect(asService.totalDocs, collection).toBeGreaterThan(0)
    }
  })

  it('the newsletter CSV export answers 401 to a visitor, 403 to anyone but customer service', async () => {
    await post(routes.newsletter, bodies.newsletter())
    const { exportCsv } = await import('@/collections/NewsletterSubscriptions/exportCsv')
    const call = (user: unknown) =>
      exportCsv.handler({
        user,
        payload,
        url: 'http://localhost/api/newsletter-subscriptions/export.csv?status=all',
      } as never)
    expect((await call(null)).status).toBe(401)
    for (const user of [staff('editor'), staff('stock')]) expect((await call(user)).status).toBe(403)
    const ok = await call(staff('service'))
    expect(ok.status).toBe(200)
    expect(await ok.text()).toMatch(/^email,status,locale,source,created_at,confirmed_at/)
  })

  it('contacts move new → answered → closed; a skipped or backward step is refused', async () => {
    const body = contact()
    const { id } = await (await post(routes.contact, body)).json()
    const move = (status: string) =>
      payload.update({
        collection: 'contacts',
        id,
        data: { status } as never,
        user: staff('service'),
        overrideAccess: false,
      })
    expect((await move('answered')).status).toBe('answered')
    expect((await move('closed')).status).toBe('closed')
    expect(await refusal(move('answered'))).toEqual([{ path: 'status', message: 'closed → answered is not allowed' }])
    await expect(
      payload.update({
        collection: 'contacts',
        id,
        data: { status: 'new' } as never,
        user: staff('editor'),
        overrideAccess: false,
      }),
    ).rejects.toThrow(Forbidden)
  })

  it('visits: requested → done is refused; confirming emails the shopper once', async () => {
    const body = bodies.booking()
    const { id } = await (await post(routes.booking, body)).json()
    await runQueue(payload)
    const move = (status: string) =>
      payload.update({
        collection: 'visits',
        id,
        data: { status } as never,
        user: staff('service'),
        overrideAccess: false,
      })
    expect(await refusal(move('done'))).toEqual([{ path: 'status', message: 'requested → done is not allowed' }])
    await move('confirmed')
    await move('confirmed') // a re-save sends nothing more
    await runQueue(payload)
    const mails = await payload.find({
      collection: 'outbox',
      where: { and: [{ to: { equals: body.email } }, { subject: { like: 'confirmed' } }] },
      overrideAccess: true,
    })
    expect(mails.docs).toHaveLength(1)
    // The day as the shopper reads it ("Monday 16 March 2026"), never the stored 2026-03-16.
    const [y, m, d] = body.preferredDate.split('-').map(Number)
    const weekday = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][
      new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()
    ]
    const month = new Date(Date.UTC(y!, m! - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' })
    expect(mails.docs[0].text).toContain(`for ${weekday} ${d}\u00a0${month} ${y} at 11:00`)
    expect(mails.docs[0].text).not.toContain(body.preferredDate)
    expect((await move('done')).status).toBe('done')
  })

  it('the one-click unsubscribe POST of a mail client answers JSON', async () => {
    const email = `${rid('oneclick')}@example.com`
    await post(routes.newsletter, { ...bodies.newsletter(), email })
    await runQueue(payload)
    const mail = (await payload.find({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true }))
      .docs[0]
    const unsub = (mail.headers as Record<string, string>)['List-Unsubscribe'].slice(1, -1)
    expect((mail.headers as Record<string, string>)['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const { POST } = await import('@/app/api/newsletter/unsubscribe/route')
    const res = await POST(new Request(unsub, { method: 'POST', body: 'List-Unsubscribe=One-Click' }))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    const row = (
      await payload.find({
        collection: 'newsletter-subscriptions',
        where: { email: { equals: email } },
        overrideAccess: true,
      })
    ).docs[0]
    expect(row.status).toBe('unsubscribed')
  })
})

describe('back in stock, the cases that must send nothing more', () => {
  it('boutique stock changes send nothing; a second restock after notifying sends nothing; notify + preorder → one email', async () => {
    const { seedStores } = await import('../../seed/stores')
    await seedStores(payload)
    const stores = (await payload.find({ collection: 'stores', overrideAccess: true, pagination: false })).docs
    const online = stores.find((s) => s.type === 'online')!
    const boutique = stores.find((s) => s.type === 'boutique')!
    const type = await payload.create({
      collection: 'product-types',
      data: { slug: 'mules', name: 'Mules' } as never,
      overrideAccess: true,
    })
    const product = await payload.create({
      collection: 'products',
      data: {
        title: 'Green mules',
        productType: type.id,
        color: 'green',
        colorName: 'Green',
        price: 49000,
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
    await payload.create({
      collection: 'product-variants',
      data: { product: product.id, size: '39', sku: 'mules-green-39' } as never,
      overrideAccess: true,
    })
    const onlineLine = await payload.create({
      collection: 'inventory',
      data: { sku: 'mules-green-39', store: online.id, quantity: 0 },
      overrideAccess: true,
    })
    const boutiqueLine = await payload.create({
      collection: 'inventory',
      data: { sku: 'mules-green-39', store: boutique.id, quantity: 0 },
      overrideAccess: true,
    })
    const ask = (email: string, kind: string) =>
      post(routes.stock, {
        productId: product.id,
        sku: 'mules-green-39',
        size: '39',
        email,
        kind,
        requestId: rid('mules'),
        locale: 'fr',
      })
    expect((await ask('both@example.com', 'notify')).status).toBe(201)
    expect((await ask('BOTH@example.com', 'preorder')).status).toBe(201)
    expect((await ask('solo@example.com', 'preorder')).status).toBe(201)
    await runQueue(payload)
    const backMails = async () =>
      (
        await payload.find({
          collection: 'outbox',
          where: { text: { like: 'Green mules' } },
          overrideAccess: true,
          pagination: false,
        })
      ).docs

    await payload.update({ collection: 'inventory', id: boutiqueLine.id, data: { quantity: 3 }, overrideAccess: true })
    await runQueue(payload)
    expect(await backMails()).toHaveLength(0)
    expect(
      await count('stock-interests', {
        and: [{ sku: { equals: 'mules-green-39' } }, { status: { equals: 'waiting' } }],
      }),
    ).toBe(3)

    await payload.update({ collection: 'inventory', id: onlineLine.id, data: { quantity: 2 }, overrideAccess: true })
    await runQueue(payload)
    expect((await backMails()).map((m) => m.to).sort()).toEqual(['both@example.com', 'solo@example.com'])
    expect((await backMails())[0].subject).toMatch(/Green mules/)

    await payload.update({ collection: 'inventory', id: onlineLine.id, data: { quantity: 0 }, overrideAccess: true })
    await payload.update({ collection: 'inventory', id: onlineLine.id, data: { quantity: 5 }, overrideAccess: true })
    await runQueue(payload)
    expect(await backMails()).toHaveLength(2)
  })
})
