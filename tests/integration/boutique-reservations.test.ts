// "Reserve it in the boutique for 48 h" through the real route handler and Local API: the boutique's unit held by the
// guarded decrement (the last one to exactly one of several shoppers at once), refusals in the shopper's language,
// the two emails in the outbox in both languages, the unit back when the reservation lapses or is cancelled and kept
// when it is collected (each once, whoever comes first), and nobody but customer service reading reservations.
import { Forbidden, type Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { expireReservations } from '@/server/reservations/expire'
import { seedStores } from '../../seed/stores'
import { testPayload, staffUser } from './helpers/payload'
import { SITE, rest } from './helpers/rest'
import { signedInShopper } from './helpers/shopper'

process.env.TRUST_PROXY = '1'
process.env.FORM_RATE_LIMIT = '1000'
process.env.FORM_RATE_LIMIT_SHARED = '1000'
process.env.EMAIL_QUEUE_MANUAL = '1'
delete process.env.SMTP_URL

let payload: Payload
let reserveRoute: (r: Request) => Promise<Response>
let runQueue: (p: Payload) => Promise<unknown>
let resetLimits: () => void
let online: number
let boutique: number

let ip = 0
const post = (body: unknown) =>
  reserveRoute(
    new Request(`${SITE}/api/forms/reservation`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.${++ip >> 8}.${ip & 255}` },
    }),
  )

let seq = 0
const rid = () => `rsv-${Date.now().toString(36)}-${++seq}`
const shopper = (sku: string, over: Record<string, unknown> = {}) => ({
  sku,
  firstName: 'Claire',
  lastName: 'Dubois',
  email: `claire-${++seq}@example.com`,
  phone: '+33 6 12 34 56 78',
  requestId: rid(),
  locale: 'en',
  ...over,
})

/** A colourway whose size 38 is sold out online and has `units` pairs in the boutique. */
async function boutiqueOnly(tag: string, units: number, onlineUnits = 0) {
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: `t-${tag}`, name: 'Boots', sizeSystem: 'eu-shoe' },
    overrideAccess: true,
  })
  const product = await payload.create({
    collection: 'products',
    locale: 'en',
    data: { title: 'Odéon boots', productType: type.id, color: tag, colorName: 'Taupe', price: 89000 },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'products',
    id: product.id,
    locale: 'fr',
    data: { title: 'Bottes Odéon', colorName: 'Taupe' },
    overrideAccess: true,
  })
  const sku = `${tag}-38`
  await payload.create({
    collection: 'product-variants',
    data: { product: product.id, size: '38', sku },
    overrideAccess: true,
  })
  for (const [store, quantity] of [
    [online, onlineUnits],
    [boutique, units],
  ] as const)
    await payload.create({ collection: 'inventory', data: { sku, store, quantity }, overrideAccess: true })
  return sku
}

const quantity = async (sku: string, store = boutique) =>
  (
    await payload.find({
      collection: 'inventory',
      where: { and: [{ sku: { equals: sku } }, { store: { equals: store } }] },
      overrideAccess: true,
    })
  ).docs[0]!.quantity

const reservationsOf = async (sku: string) =>
  (await payload.find({ collection: 'reservations', where: { sku: { equals: sku } }, overrideAccess: true })).docs

const ledger = async (sku: string) =>
  (
    await payload.find({
      collection: 'stock-movements',
      where: { sku: { equals: sku } },
      sort: 'createdAt',
      overrideAccess: true,
    })
  ).docs.map((m) => ({ kind: m.kind, delta: m.delta, after: m.after, reason: m.reason }))

const outboxTo = async (to: string) =>
  (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, overrideAccess: true })).docs

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  const stores = await payload.find({ collection: 'stores', overrideAccess: true })
  online = stores.docs.find((s) => s.type === 'online')!.id
  boutique = stores.docs.find((s) => s.type === 'boutique')!.id
  reserveRoute = (await import('@/app/api/forms/reservation/route')).POST
  runQueue = (await import('@/server/email/queue')).runEmailQueue
  resetLimits = (await import('@/server/http/limits')).resetLimits
})
beforeEach(() => resetLimits())

describe('reserving a boutique-only size', () => {
  it('holds one boutique unit for 48 h, records the reservation and answers what the page shows', async () => {
    const sku = await boutiqueOnly('hold', 3)
    const body = shopper(sku, { email: 'Claire.Hold@Example.com' })
    const before = Date.now()
    const res = await post(body)
    expect(res.status).toBe(201)
    const answer = await res.json()
    expect(answer).toMatchObject({ sku, size: '38' })
    const until = new Date(answer.expiresAt).getTime()
    expect(until - before).toBeGreaterThanOrEqual(48 * 3_600_000)
    expect(until - Date.now()).toBeLessThanOrEqual(48 * 3_600_000)
    expect(await quantity(sku)).toBe(2)
    expect(await quantity(sku, online)).toBe(0)
    const [r] = await reservationsOf(sku)
    expect(r).toMatchObject({
      id: answer.id,
      status: 'held',
      email: 'claire.hold@example.com',
      productTitle: 'Odéon boots',
      colour: 'Taupe',
      size: '38',
      sku,
      activeKey: `claire.hold@example.com|${sku}`,
    })
    expect(await ledger(sku)).toContainEqual({
      kind: 'hold',
      delta: -1,
      after: 2,
      reason: `Boutique reservation #${answer.id}`,
    })
  })

  it('a retried request (same request id) answers the same reservation and holds one unit only', async () => {
    const sku = await boutiqueOnly('retry', 3)
    const body = shopper(sku)
    const [a, b] = await Promise.all([post(body), post(body)])
    const c = await post(body)
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201])
    const ids = new Set(await Promise.all([a, b, c].map(async (r) => (await r.json()).id)))
    expect(ids.size).toBe(1)
    expect(await quantity(sku)).toBe(2)
    expect(await reservationsOf(sku)).toHaveLength(1)
  })

  it('emails the shopper (in their language) and the boutique (in English, answering to the shopper)', async () => {
    const sku = await boutiqueOnly('mail', 2)
    const en = shopper(sku)
    const fr = shopper(sku, { locale: 'fr', firstName: 'Inès' })
    expect((await post(en)).status).toBe(201)
    expect((await post(fr)).status).toBe(201)
    await runQueue(payload)
    const [toEn] = await outboxTo(en.email)
    expect(toEn!.subject).toBe('Your reservation at the boutique: Odéon boots, Taupe')
    expect(toEn!.text).toMatch(/in size 38 for you at our Paris boutique until \w+day \d+\u00a0\w+ \d{4} at \d\d:\d\d/)
    const [toFr] = await outboxTo(fr.email)
    expect(toFr!.subject).toBe('Votre réservation en boutique\u00a0: Bottes Odéon, Taupe')
    expect(toFr!.text).toContain('Bottes Odéon, Taupe, pointure 38')
    expect(toFr!.text).toMatch(/jusqu’au \S+ \d+\u00a0\S+ \d{4} à \d+\u00a0h/)
    const copies = (await outboxTo('boutique@maison-sabine.example')).filter((m) =>
      [en.email, fr.email].includes(m.replyTo ?? ''),
    )
    expect(copies.map((m) => m.replyTo).sort()).toEqual([en.email, fr.email].sort())
    // The pair as the shopper named it (the reservation keeps their language's title), the rest in English.
    for (const m of copies) {
      expect(m.subject).toMatch(/^Boutique reservation: (Odéon boots|Bottes Odéon), Taupe, size 38, until \w+day /)
      expect(m.text).toContain(sku)
    }
  })

  it('refuses, in the shopper’s language: a size sold online, one not in the catalogue, the same pair twice, a third', async () => {
    const onSale = await boutiqueOnly('online', 2, 4)
    const refused = await post(shopper(onSale))
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      reason: 'online',
      errors: [{ field: 'sku', message: 'This size is available online: you can add it to your cart.' }],
    })
    const unknown = await post(shopper('no-such-sku', { locale: 'fr' }))
    expect(unknown.status).toBe(422)
    expect((await unknown.json()).errors[0]).toEqual({
      field: 'sku',
      message: 'Cette pointure ne figure pas à notre catalogue.',
    })
    expect(await quantity(onSale)).toBe(2)

    const [a, b, c] = [await boutiqueOnly('lim-a', 2), await boutiqueOnly('lim-b', 2), await boutiqueOnly('lim-c', 2)]
    const email = `limit-${Date.now()}@example.com`
    expect((await post(shopper(a, { email }))).status).toBe(201)
    const twice = await post(shopper(a, { email: email.toUpperCase() }))
    expect(twice.status).toBe(409)
    expect((await twice.json()).reason).toBe('already')
    expect((await post(shopper(b, { email }))).status).toBe(201)
    const third = await post(shopper(c, { email, locale: 'fr' }))
    expect(third.status).toBe(409)
    expect((await third.json()).errors[0]).toEqual({
      field: 'email',
      message:
        'Vous pouvez garder jusqu’à 2 réservations à la fois. Merci d’en retirer ou d’en annuler une auparavant.',
    })
    expect([await quantity(a), await quantity(b), await quantity(c)]).toEqual([1, 1, 2])
  })

  it('names the field with the booking form’s messages (422), and stores nothing for a filled honeypot', async () => {
    const sku = await boutiqueOnly('bad', 2)
    const bad = await post(shopper(sku, { phone: '12', firstName: '' }))
    expect(bad.status).toBe(422)
    expect((await bad.json()).errors).toEqual(
      expect.arrayContaining([
        { field: 'phone', message: 'Please enter a valid phone number.' },
        { field: 'firstName', message: 'Please fill in First Name.' },
      ]),
    )
    const bot = await post(shopper(sku, { website: 'http://spam.example' }))
    expect(bot.status).toBe(201)
    expect(await reservationsOf(sku)).toHaveLength(0)
    expect(await quantity(sku)).toBe(2)
  })
})

describe('the last units under contention', () => {
  it('two shoppers at once for the last pair: one reservation, one 409 that says so, stock 0', async () => {
    const sku = await boutiqueOnly('last', 1)
    const results = await Promise.all([post(shopper(sku)), post(shopper(sku, { locale: 'fr' }))])
    const statuses = results.map((r) => r.status).sort()
    expect(statuses).toEqual([201, 409])
    const lost = results.find((r) => r.status === 409)!
    const { errors, reason } = await lost.json()
    expect(reason).toBe('gone')
    expect(errors[0].field).toBe('sku')
    expect(errors[0].message).toMatch(/^(The last pair in this size has just been reserved|La dernière paire)/)
    expect(await quantity(sku)).toBe(0)
    expect(await reservationsOf(sku)).toHaveLength(1)
  })

  it('eight shoppers at once for three pairs: exactly three reservations, never below zero', async () => {
    const sku = await boutiqueOnly('drop', 3)
    const results = await Promise.all(Array.from({ length: 8 }, () => post(shopper(sku))))
    expect(results.filter((r) => r.status === 201)).toHaveLength(3)
    expect(results.filter((r) => r.status === 409)).toHaveLength(5)
    expect(await quantity(sku)).toBe(0)
    expect(await reservationsOf(sku)).toHaveLength(3)
    expect((await ledger(sku)).filter((m) => m.kind === 'hold')).toHaveLength(3)
  })

  it('one email, two requests at once for the same pair: one reservation', async () => {
    const sku = await boutiqueOnly('same', 3)
    const email = `twice-${Date.now()}@example.com`
    const results = await Promise.all([post(shopper(sku, { email })), post(shopper(sku, { email }))])
    expect(results.map((r) => r.status).sort()).toEqual([201, 409])
    expect(await quantity(sku)).toBe(2)
  })
})

describe('the end of a reservation', () => {
  const reserveOne = async (tag: string, units = 2) => {
    const sku = await boutiqueOnly(tag, units)
    const body = shopper(sku)
    const { id } = await (await post(body)).json()
    return { sku, id: id as number, body }
  }

  it('lapses after 48 h: the sweep gives the unit back once, and the shopper may reserve again', async () => {
    const { sku, id, body } = await reserveOne('lapse')
    expect(await quantity(sku)).toBe(1)
    // Not yet: a minute before its 48 hours.
    await expireReservations(payload, new Date(Date.now() + 48 * 3_600_000 - 60_000))
    expect((await reservationsOf(sku))[0]!.status).toBe('held')
    const later = new Date(Date.now() + 48 * 3_600_000 + 1_000)
    expect(await expireReservations(payload, later)).toBeGreaterThanOrEqual(1)
    expect(await expireReservations(payload, later)).toBe(0)
    const [r] = await reservationsOf(sku)
    expect(r).toMatchObject({ id, status: 'expired', activeKey: null })
    expect(await quantity(sku)).toBe(2)
    expect((await ledger(sku)).map((m) => m.kind).filter((k) => k !== 'opening')).toEqual(['hold', 'release'])
    expect((await post({ ...body, requestId: rid() })).status).toBe(201)
  })

  it('staff: collected keeps the unit sold, cancelled puts it back; an ended one stays ended', async () => {
    const service = await staffUser(payload, ['service'])
    const move = (id: number, status: string, user: unknown = service) =>
      payload.update({ collection: 'reservations', id, data: { status } as never, user, overrideAccess: false })
    const sold = await reserveOne('collect')
    expect((await move(sold.id, 'collected')).status).toBe('collected')
    expect(await quantity(sold.sku)).toBe(1)
    expect((await ledger(sold.sku)).at(-1)).toMatchObject({ kind: 'sale', delta: 0, after: 1 })

    const back = await reserveOne('cancel')
    const cancelled = await move(back.id, 'cancelled')
    expect(cancelled).toMatchObject({ status: 'cancelled', activeKey: null })
    expect(await quantity(back.sku)).toBe(2)
    await expect(move(back.id, 'held')).rejects.toMatchObject({ status: 400 })
    await expect(move(back.id, 'collected')).rejects.toMatchObject({ status: 400 })
    expect(await quantity(back.sku)).toBe(2)
    // Only the status moves: the pair and the deadline stay the shopper's.
    const other = await reserveOne('fields')
    const kept = await payload.update({
      collection: 'reservations',
      id: other.id,
      data: { sku: 'another-sku', expiresAt: '2099-01-01T00:00:00.000Z', phone: '+33 6 00 00 00 00' } as never,
      user: service,
      overrideAccess: false,
    })
    expect(kept).toMatchObject({ sku: other.sku, phone: '+33 6 00 00 00 00' })
    expect(kept.expiresAt).not.toContain('2099')
    // Editors and the stock team have no hand on reservations.
    const editor = await staffUser(payload, ['editor'])
    await expect(move(other.id, 'cancelled', editor)).rejects.toThrow(Forbidden)
  })

  it('staff cancelling a reservation the sweep has just expired: refused, the unit counted back once', async () => {
    const service = await staffUser(payload, ['service'])
    const { sku, id } = await reserveOne('race')
    await expireReservations(payload, new Date(Date.now() + 49 * 3_600_000))
    // The backoffice still shows it held.
    await expect(
      payload.update({
        collection: 'reservations',
        id,
        data: { status: 'cancelled' } as never,
        user: service,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 400 })
    expect(await quantity(sku)).toBe(2)
    expect((await reservationsOf(sku))[0]!.status).toBe('expired')
  })

  it('the sweep and a staff click at the same moment: the unit comes back exactly once', async () => {
    const service = await staffUser(payload, ['service'])
    const { sku, id } = await reserveOne('both')
    const results = await Promise.allSettled([
      expireReservations(payload, new Date(Date.now() + 49 * 3_600_000)),
      payload.update({
        collection: 'reservations',
        id,
        data: { status: 'cancelled' } as never,
        user: service,
        overrideAccess: false,
      }),
    ])
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1)
    expect(await quantity(sku)).toBe(2)
    expect((await ledger(sku)).filter((m) => m.kind === 'release')).toHaveLength(1)
    expect(['expired', 'cancelled']).toContain((await reservationsOf(sku))[0]!.status)
  })
})

describe('who reads reservations', () => {
  it('nobody but customer service (and admins): not a visitor, not a signed-in shopper, not editors, through REST', async () => {
    const sku = await boutiqueOnly('rest', 2)
    const mine = await signedInShopper(payload, 'reserver')
    const { email } = await payload.findByID({ collection: 'customers', id: mine.id, overrideAccess: true })
    const res = await post(shopper(sku, { email }))
    expect(res.status).toBe(201)
    const { id } = await res.json()
    const as = (token?: string): Record<string, string> => (token ? { Authorization: `JWT ${token}` } : {})
    for (const token of [undefined, mine.token]) {
      for (const url of ['/api/reservations', `/api/reservations/${id}`, '/api/reservations?where[sku][exists]=true']) {
        const r = await rest('GET', url, undefined, as(token))
        expect(r.status, `${url} ${token ? 'shopper' : 'visitor'}`).toBe(403)
        expect(JSON.stringify(await r.json())).not.toContain('Dubois')
      }
      // Nor make one that holds nothing.
      const made = await rest('POST', '/api/reservations', { ...shopper(sku), status: 'held' }, as(token))
      expect(made.status).toBe(403)
    }
    const login = async (roles: string[]) =>
      (
        await payload.login({
          collection: 'users',
          data: { email: (await staffUser(payload, roles)).email, password: 'correct horse battery staple' },
        })
      ).token!
    expect((await rest('GET', '/api/reservations', undefined, as(await login(['editor'])))).status).toBe(403)
    expect((await rest('GET', '/api/reservations', undefined, as(await login(['stock'])))).status).toBe(403)
    const service = await rest('GET', `/api/reservations/${id}`, undefined, as(await login(['service'])))
    expect(service.status).toBe(200)
    expect((await service.json()).sku).toBe(sku)
    // Not even an admin creates one by hand: it would hold no unit.
    const byAdmin = await rest('POST', '/api/reservations', shopper(sku), as(await login(['admin'])))
    expect(byAdmin.status).toBe(403)
    expect(await reservationsOf(sku)).toHaveLength(1)
  })
})
