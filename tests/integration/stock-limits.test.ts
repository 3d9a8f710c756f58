// Issue 35, finding 3: four anonymous requests held the whole online stock for 30 minutes (a checkout could carry
// 50 lines × 20 units), and `GET /api/inventory?where[quantity][greater_than]=0` told anyone how many units to ask
// for. Here the attack is replayed through the routes on this file's fresh database (SQLite, or Postgres with
// DATABASE_URL): the order limits refuse it with a 422 naming the limit, concurrent checkouts of one shopper never
// hold more than the limit between them, and no anonymous caller lists the stock.
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { POST as createSession } from '@/app/api/create-checkout-session/route'
import { POST as testPay } from '@/app/api/payments/test/[session]/route'
import { GET as stockQuery, POST as stockOfLines } from '@/app/api/stock/route'
import { DEFAULT_ORDER_LIMITS } from '@/domain/orderLimits'
import { CUSTOMER_COOKIE } from '@/server/http/customerSession'
import { resetLimits } from '@/server/http/limits'
import { MESSAGES, fill } from '@/server/http/copy'
import { seedOrderLimits } from '../../seed/company'
import { seedStores } from '../../seed/stores'
import { staffUser, testPayload } from './helpers/payload'
import { sellableShoe } from './helpers/shoe'

process.env.EMAIL_QUEUE_MANUAL = '1'
// As behind one reverse proxy: the last X-Forwarded-For hop is the caller's address.
process.env.TRUST_PROXY = '1'
// The flood is the subject here, not the per-address rate limit of checkout starts (tested in checkout-routes).
process.env.CHECKOUT_RATE_LIMIT = '100000'
process.env.CHECKOUT_RATE_LIMIT_SHARED = '100000'

const SITE = process.env.SERVER_URL || 'http://localhost:3000'
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  await seedOrderLimits(payload)
})
beforeEach(() => resetLimits())

let seq = 0
const address = () => `198.51.100.${++seq % 250}`
const email = () => `shopper-${++seq}@example.com`

type Line = [sku: string, quantity: number]
const body = (lines: Line[], extra: Record<string, unknown> = {}) => ({
  items: lines.map(([sku, quantity]) => ({
    id: `${sku}:38`,
    product_id: sku,
    title: 'Vavin pumps',
    quantity,
    size: '38',
  })),
  email: email(),
  shippingAddress: {
    name: 'Claire Dubois',
    address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country: 'FR' },
  },
  successUrl: `${SITE}/checkout/success`,
  cancelUrl: `${SITE}/`,
  ...extra,
})
const post = (data: unknown, ip: string, headers: Record<string, string> = {}) =>
  createSession(
    new Request(`${SITE}/api/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
      body: JSON.stringify(data),
    }),
  )

async function shoes(prefix: string, count: number, quantity: number) {
  const skus = Array.from({ length: count }, (_, i) => `${prefix}-${i}`)
  for (const sku of skus) await sellableShoe(payload, { sku, title: 'Vavin pumps', price: 69000, quantity })
  return skus
}
const stockOf = async (sku: string) =>
  (await payload.find({ collection: 'inventory', where: { sku: { equals: sku } }, overrideAccess: true })).docs[0]!
    .quantity
/** Units held right now by the live holds whose lines name one of these SKUs. */
async function heldUnits(skus: string[]) {
  const orders = await payload.find({
    collection: 'orders',
    where: { 'lines.sku': { in: skus }, 'hold.state': { equals: 'held' } },
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  return orders.docs.reduce((s, o) => s + (o.lines ?? []).reduce((t, l) => t + l.quantity, 0), 0)
}
const statuses = (answers: Response[]) => answers.map((r) => r.status).sort()
/** A verified shopper's session token (what their cookie carries). */
async function shopperToken(tag: string) {
  const password = 'a fine long password 42'
  const email = `${tag}-${Date.now()}@test.example`
  await payload.create({
    collection: 'customers',
    data: { email, password, _verified: true } as never,
    overrideAccess: true,
  })
  return (await payload.login({ collection: 'customers', data: { email, password } })).token
}

describe('finding 3: a flood of holds', () => {
  it("the audit's requests (every line 20 units) are refused 422 naming the size limit, and hold nothing", async () => {
    const skus = await shoes('flood', 12, 24)
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(body(skus.map((s) => [s, 20])), '203.0.113.9')),
    )
    expect(statuses(answers)).toEqual([422, 422, 422, 422])
    for (const r of answers) {
      const b = await r.json()
      expect(b).toMatchObject({ limit: 'perSize', max: 3, sku: 'flood-0' })
      expect(b.errors).toEqual([
        { field: 'items', message: expect.stringContaining('At most 3 of one size per order') },
      ])
    }
    for (const sku of skus) expect(await stockOf(sku)).toBe(24)
    expect(await heldUnits(skus)).toBe(0)
  })

  it('an order of more than 10 units in all is refused, whatever its sizes', async () => {
    const skus = await shoes('wide', 4, 10)
    const res = await post(body(skus.map((s) => [s, 3])), address())
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ limit: 'perOrder', max: 10 })
    expect(await heldUnits(skus)).toBe(0)
  })

  // The check across live holds runs inside the checkout's transaction: 12 checkouts of 6 units started at once from
  // one address may not all read "nothing held yet" and all pass.
  it('12 checkouts of 6 units at once from one address: one holds, 11 are refused, the address holds 6', async () => {
    const skus = await shoes('burst', 4, 40)
    const ip = '203.0.113.20'
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(
          body([
            [skus[i % 4]!, 3],
            [skus[(i + 1) % 4]!, 3],
          ]),
          ip,
        ),
      ),
    )
    expect(statuses(answers)).toEqual([200, ...Array(11).fill(422)])
    for (const r of answers.filter((a) => a.status === 422))
      expect(await r.json()).toMatchObject({ limit: 'held', holder: 'client', max: 10 })
    expect(await heldUnits(skus)).toBe(6)
    // Up to the limit exactly, then not one unit more.
    expect((await post(body([[skus[0]!, 3]]), ip)).status).toBe(200)
    expect((await post(body([[skus[1]!, 1]]), ip)).status).toBe(200)
    const over = await post(body([[skus[2]!, 1]]), ip)
    expect(over.status).toBe(422)
    expect((await over.json()).errors[0].message).toBe(
      'This connection already has 10 items reserved in checkouts not yet paid; with this order that would make 11, ' +
        'over the limit of 10 per shopper. Complete those checkouts, or try again once they are released (within 30 minutes).',
    )
    expect(await heldUnits(skus)).toBe(10)
    // Another address is not affected.
    expect((await post(body([[skus[2]!, 1]]), '203.0.113.21')).status).toBe(200)
  })

  it('one email from many addresses, and one account from many emails and addresses, hold 6 units, not 48', async () => {
    const skus = await shoes('who', 2, 60)
    const six = (extra: Record<string, unknown>) =>
      body(
        [
          [skus[0]!, 3],
          [skus[1]!, 3],
        ],
        extra,
      )
    const byEmail = await Promise.all(
      Array.from({ length: 8 }, () => post(six({ email: 'same@example.com' }), address())),
    )
    expect(statuses(byEmail)).toEqual([200, ...Array(7).fill(422)])
    for (const r of byEmail.filter((a) => a.status === 422))
      expect(await r.json()).toMatchObject({ limit: 'held', holder: 'email' })
    // The same address written otherwise is the same shopper.
    expect((await post(six({ email: 'Same@Example.com' }), address())).status).toBe(422)

    const cookie = { cookie: `${CUSTOMER_COOKIE}=${await shopperToken('limits')}` }
    const byAccount = await Promise.all(Array.from({ length: 8 }, () => post(six({}), address(), cookie)))
    expect(statuses(byAccount)).toEqual([200, ...Array(7).fill(422)])
    for (const r of byAccount.filter((a) => a.status === 422))
      expect(await r.json()).toMatchObject({ limit: 'held', holder: 'customer' })
    expect(await heldUnits(skus)).toBe(12)
  })

  it('a hold that ends no longer counts; a retried request resumes its own checkout instead of being refused', async () => {
    const skus = await shoes('ends', 2, 60)
    const ip = '203.0.113.30'
    const six = (extra: Record<string, unknown> = {}) =>
      body(
        [
          [skus[0]!, 3],
          [skus[1]!, 3],
        ],
        extra,
      )
    const first = six({ requestId: 'limits-retry-0001' })
    const a = await post(first, ip)
    expect(a.status).toBe(200)
    const again = await post(first, ip)
    expect(again.status).toBe(200)
    expect((await again.json()).url).toBe((await a.clone().json()).url)
    expect((await post(six(), ip)).status).toBe(422)
    // The shopper gives up on the payment page: the hold is released, the address may start again.
    const session = ((await a.json()).url as string).split('/checkout/test/')[1]!
    await testPay(
      new Request(`${SITE}/api/payments/test/${session}`, {
        method: 'POST',
        body: new URLSearchParams({ action: 'cancel' }),
      }),
      { params: Promise.resolve({ session }) },
    )
    const b = await post(six(), ip)
    expect(b.status).toBe(200)
    // A hold past its expiry (the sweep has not run yet) no longer counts either.
    const held = await payload.find({
      collection: 'orders',
      where: { 'lines.sku': { equals: skus[0]! }, 'hold.state': { equals: 'held' } },
      depth: 0,
      overrideAccess: true,
    })
    expect(held.docs).toHaveLength(1)
    await payload.update({
      collection: 'orders',
      id: held.docs[0]!.id,
      data: { hold: { ...held.docs[0]!.hold, expiresAt: new Date(Date.now() - 1000).toISOString() } },
      overrideAccess: true,
    })
    expect((await post(six(), ip)).status).toBe(200)
  })

  it('the refusal is in the shopper’s language: French names the size and the limit, never a 500', async () => {
    const [sku] = await shoes('fr', 1, 10)
    const res = await post(body([[sku!, 4]], { locale: 'fr' }), address())
    expect(res.status).toBe(422)
    const b = await res.json()
    const message = fill(MESSAGES.fr.checkout.errors.limitPerSize, { max: 3, item: 'Vavin pumps (38)' })
    expect(message).toBe(
      'Quantité limitée à 3 par article et par commande\u00a0: Vavin pumps (38). Veuillez mettre à jour votre panier.',
    )
    expect(b.errors).toEqual([{ field: 'items', message }])
    expect(b.statusMessage).toBe(message)
  })

  it('stock managers change the limits in the Order limits global; the next checkout follows them', async () => {
    const [sku] = await shoes('staff', 1, 10)
    const stock = await staffUser(payload, ['stock'])
    const editor = await staffUser(payload, ['editor'])
    await expect(
      payload.updateGlobal({ slug: 'order-limits', data: { perSize: 5 }, user: editor, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    expect((await post(body([[sku!, 4]]), address())).status).toBe(422)
    await payload.updateGlobal({ slug: 'order-limits', data: { perSize: 5 }, user: stock, overrideAccess: false })
    try {
      expect((await post(body([[sku!, 4]]), address())).status).toBe(200)
    } finally {
      await payload.updateGlobal({ slug: 'order-limits', data: { ...DEFAULT_ORDER_LIMITS }, overrideAccess: true })
    }
    await expect(
      payload.updateGlobal({ slug: 'order-limits', data: { perSize: 0 }, user: stock, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe('finding 3: what the stock reads tell', () => {
  const rest = async (url: string, headers: Record<string, string> = {}) => {
    const { default: config } = await import('@payload-config')
    return handleEndpoints({ config, request: new Request(`${SITE}${url}`, { headers }) })
  }

  it("nobody but staff lists the inventory through Payload's REST (the audit's where[quantity][greater_than]=0)", async () => {
    await shoes('listed', 1, 37)
    const anonymous = await rest('/api/inventory?where[quantity][greater_than]=0&limit=100')
    expect(anonymous.status).toBe(403)
    expect(JSON.stringify(await anonymous.json())).not.toContain('"docs"')
    expect((await rest('/api/inventory/1')).status).toBe(403)
    expect((await rest('/api/inventory/count')).status).toBe(403)
    // A signed-in shopper's own token opens nothing more.
    const token = await shopperToken('lister')
    expect((await rest('/api/inventory?limit=100', { Authorization: `JWT ${token}` })).status).toBe(403)
    // Staff still read the exact figures (the backoffice's stock views).
    const staff = await payload.login({
      collection: 'users',
      data: { email: (await staffUser(payload, ['service'])).email, password: 'correct horse battery staple' },
    })
    const listed = await rest('/api/inventory?where[sku][equals]=listed-0&depth=0', {
      Authorization: `JWT ${staff.token}`,
    })
    expect(listed.status).toBe(200)
    expect((await listed.json()).docs[0].quantity).toBe(37)
  })

  it('the shop’s stock endpoint answers for the SKUs asked, at most 10 units a size', async () => {
    const skus = await shoes('shown', 2, 37)
    await payload.update({
      collection: 'inventory',
      where: { sku: { equals: skus[1]! } },
      data: { quantity: 2, reason: 'test' } as never,
      overrideAccess: true,
    })
    const q = await stockQuery(new Request(`${SITE}/api/stock?skus=${skus.join(',')}`))
    expect(q.status).toBe(200)
    const rows = (await q.json()).rows as { sku: string; storeType: string; quantity: number }[]
    expect(rows.filter((r) => r.storeType === 'online').sort((a, b) => a.sku.localeCompare(b.sku))).toEqual([
      { sku: skus[0], storeType: 'online', quantity: 10 },
      { sku: skus[1], storeType: 'online', quantity: 2 },
    ])
    const lines = await stockOfLines(
      new Request(`${SITE}/api/stock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: skus.map((s) => ({ id: `line-${s}`, product_id: s })) }),
      }),
    )
    expect(await lines.json()).toEqual({
      stock: { [`line-${skus[0]}`]: 10, [`line-${skus[1]}`]: 2 },
      limits: { perSize: 3, perOrder: 10 },
    })
    // Never the whole catalogue in one question.
    const many = Array.from({ length: 41 }, (_, i) => `shown-x${i}`).join(',')
    expect((await stockQuery(new Request(`${SITE}/api/stock?skus=${many}`))).status).toBe(422)
    const tooMany = await stockOfLines(
      new Request(`${SITE}/api/stock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: Array.from({ length: 51 }, (_, i) => ({ id: `l${i}`, product_id: `x${i}` })) }),
      }),
    )
    expect(tooMany.status).toBe(422)
  })
})
