// The stock ledger follows every kind of stock change (issue 16): a checkout's hold, its sale once paid, its release
// when the payment expires, a transfer between the boutique and the online store, a staff edit through the stock
// collection (a reason required) — each row with the quantity before and after, the ledger summing to the stock.
// The supply endpoints answer 401/403/422/409 naming the field; the pipeline's demand table says, per size, what is
// on hand in each store, held in checkouts, awaited by shoppers and on its way, and puts what to reorder first on top.
import { type Payload, createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as adjustRoute } from '@/app/api/supply/adjust/route'
import { POST as draftsRoute } from '@/app/api/supply/drafts/route'
import { POST as receiveRoute } from '@/app/api/supply/receive/route'
import { POST as reconcileRoute } from '@/app/api/supply/reconcile/route'
import { POST as transferRoute } from '@/app/api/supply/transfer/route'
import { createCheckout } from '@/server/checkout/createCheckout'
import { applyPaymentEvent } from '@/server/checkout/fulfilment'
import { onlineStoreId } from '@/server/inventory/moves'
import { transferStock } from '@/server/supply/adjust'
import { customerCards, demand } from '@/server/supply/pipeline'
import { seedStores } from '../../seed/stores'
import { staffUser, testPayload } from './helpers/payload'

process.env.EMAIL_QUEUE_MANUAL = '1'

const SITE = process.env.SERVER_URL || 'http://localhost:3000'
const PASSWORD = 'correct horse battery staple'
let payload: Payload
let online: number
let boutique: number
type Staff = Awaited<ReturnType<typeof staffUser>>
let stock: Staff
let pumpsType: number
let n = 0

const qty = async (sku: string, store = online) =>
  (
    await payload.find({
      collection: 'inventory',
      where: { and: [{ sku: { equals: sku } }, { store: { equals: store } }] },
      overrideAccess: true,
    })
  ).docs[0]?.quantity ?? 0

const movements = async (sku: string, store = online) =>
  (
    await payload.find({
      collection: 'stock-movements',
      where: { and: [{ sku: { equals: sku } }, { store: { equals: store } }] },
      sort: 'id',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const ledgerSum = async (sku: string, store = online) => (await movements(sku, store)).reduce((s, m) => s + m.delta, 0)

async function checkout(sku: string, quantity: number) {
  const { orderId } = await createCheckout(payload, {
    items: [{ product_id: sku, quantity, size: sku.split('-').pop()! }],
    email: `ledger-${++n}@example.com`,
    shippingAddress: {
      name: 'Claire Dubois',
      address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country: 'FR' },
    },
    successUrl: `${SITE}/checkout/success`,
    cancelUrl: `${SITE}/`,
    locale: 'fr',
  })
  const order = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
  return { id: orderId, sessionId: order.payment!.sessionId! }
}

const pay = (sessionId: string, outcome: 'completed' | 'expired') =>
  applyPaymentEvent(payload, {
    eventId: `evt_ledger_${++n}`,
    sessionId,
    outcome,
    type: outcome === 'completed' ? 'checkout.session.completed' : 'checkout.session.expired',
    provider: 'test',
  })

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  online = await onlineStoreId(payload)
  boutique = (await payload.find({ collection: 'stores', where: { type: { not_equals: 'online' } }, limit: 1 }))
    .docs[0]!.id
  await staffUser(payload, ['admin'], 'first-ledger@test.example')
  stock = await staffUser(payload, ['stock'], 'stock-ledger@test.example')
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: 't-led', name: 'Pumps', sizeSystem: 'eu-shoe' },
    overrideAccess: true,
  })
  pumpsType = type.id
}, 120_000)

/** A pair of pumps of the test's own, with a stock line per size and store given: each test reads only the stock and
 *  the ledger it moved itself, whichever tests ran before it. Returns the SKU of each size. */
async function pumps<S extends string>(stockBySize: Record<S, { online?: number; boutique?: number }>) {
  const color = `led${++n}`
  const p = await payload.create({
    collection: 'products',
    data: { title: 'Vavin pumps', productType: pumpsType, color, colorName: 'Rouge', price: 69000 },
    overrideAccess: true,
  })
  const skus = {} as Record<S, string>
  for (const [size, at] of Object.entries(stockBySize) as [S, { online?: number; boutique?: number }][]) {
    const sku = (skus[size] = `${color}-${size}`)
    await payload.create({ collection: 'product-variants', data: { product: p.id, size, sku }, overrideAccess: true })
    for (const [store, quantity] of [
      [online, at.online],
      [boutique, at.boutique],
    ] as const)
      if (quantity !== undefined)
        await payload.create({ collection: 'inventory', data: { sku, store, quantity }, overrideAccess: true })
  }
  return skus
}

describe('the ledger follows every kind of change', () => {
  it('a checkout holds, its payment sells, an expired payment releases — each row tied to its order', async () => {
    const { 38: sku } = await pumps({ 38: { online: 5 } })
    const paid = await checkout(sku, 2)
    await pay(paid.sessionId, 'completed')
    const expired = await checkout(sku, 1)
    await pay(expired.sessionId, 'expired')

    const rows = (await movements(sku)).map((m) => ({
      kind: m.kind,
      delta: m.delta,
      before: m.before,
      after: m.after,
      order: m.order ?? null,
    }))
    expect(rows).toEqual([
      { kind: 'opening', delta: 5, before: 0, after: 5, order: null },
      { kind: 'hold', delta: -2, before: 5, after: 3, order: paid.id },
      // The held units left the shelf at the hold; the sale marks them sold and moves nothing.
      { kind: 'sale', delta: 0, before: 3, after: 3, order: paid.id },
      { kind: 'hold', delta: -1, before: 3, after: 2, order: expired.id },
      { kind: 'release', delta: 1, before: 2, after: 3, order: expired.id },
    ])
    expect(await qty(sku)).toBe(3)
    expect(await ledgerSum(sku)).toBe(3)
  })

  it('a checkout short on its second line takes nothing and writes no ledger row, for either line', async () => {
    const sku = await pumps({ 40: { online: 3 }, 41: { online: 1 } })
    const ordersBefore = (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs
    await expect(
      createCheckout(payload, {
        items: [
          { product_id: sku[40], quantity: 2, size: '40' },
          { product_id: sku[41], quantity: 2, size: '41' },
        ],
        email: 'ledger-short@example.com',
        shippingAddress: {
          name: 'Claire Dubois',
          address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country: 'FR' },
        },
        successUrl: `${SITE}/checkout/success`,
        cancelUrl: `${SITE}/`,
        locale: 'fr',
      }),
    ).rejects.toMatchObject({ sku: sku[41], requested: 2, available: 1 })
    expect([await qty(sku[40]), await qty(sku[41])]).toEqual([3, 1])
    for (const one of [sku[40], sku[41]]) expect((await movements(one)).map((m) => m.kind)).toEqual(['opening'])
    expect((await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(ordersBefore)
  })

  it('a transfer writes a row in each store, with who and why; both stores still sum to their stock', async () => {
    const { 38: sku } = await pumps({ 38: { online: 3, boutique: 2 } })
    await transferStock(payload, stock, {
      sku,
      from: boutique,
      to: online,
      quantity: 1,
      reason: 'Window pair back online',
    })
    const [fromRow] = (await movements(sku, boutique)).filter((m) => m.kind === 'transfer')
    const [toRow] = (await movements(sku, online)).filter((m) => m.kind === 'transfer')
    const common = { kind: 'transfer', by: stock.id, reason: 'Window pair back online' }
    expect(fromRow).toMatchObject({ ...common, delta: -1, before: 2, after: 1 })
    expect(toRow).toMatchObject({ ...common, delta: 1, before: 3, after: 4 })
    expect([await qty(sku, boutique), await qty(sku)]).toEqual([1, 4])
    expect([await ledgerSum(sku, boutique), await ledgerSum(sku)]).toEqual([1, 4])
  })

  it('a staff edit of a stock line needs a reason, and the ledger keeps it with who made the change', async () => {
    const { 38: sku } = await pumps({ 38: { boutique: 1 } })
    const line = (
      await payload.find({
        collection: 'inventory',
        where: { and: [{ sku: { equals: sku } }, { store: { equals: boutique } }] },
        overrideAccess: true,
      })
    ).docs[0]!
    const edit = (data: Record<string, unknown>) =>
      payload.update({ collection: 'inventory', id: line.id, data, user: stock as never, overrideAccess: false })
    await expect(edit({ quantity: 0 })).rejects.toThrow(/reason/i)
    expect(await qty(sku, boutique)).toBe(1)
    await edit({ quantity: 0, reason: 'Scuffed in the window' })
    expect((await movements(sku, boutique)).at(-1)).toMatchObject({
      kind: 'adjustment',
      delta: -1,
      before: 1,
      after: 0,
      by: stock.id,
      reason: 'Scuffed in the window',
    })
    expect(await ledgerSum(sku, boutique)).toBe(0)
  })
})

describe('the supply endpoints', () => {
  const post = (route: (r: Request) => Promise<Response>, path: string, body: unknown, headers = {}) =>
    route(
      new Request(`${SITE}${path}`, {
        method: 'POST',
        headers:
          typeof body === 'string'
            ? { 'content-type': 'application/x-www-form-urlencoded', ...headers }
            : { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    )
  const signIn = async (roles: string[]) => {
    const email = `${roles.join('-')}-ledger-route-${++n}@test.example`
    await staffUser(payload, roles, email)
    const { token } = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
    return { Authorization: `JWT ${token}` }
  }
  const fields = async (res: Response) =>
    ((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field).sort()

  it('401 without a staff session, 403 for editors and the service team, on every supply action', async () => {
    const editor = await signIn(['editor'])
    const service = await signIn(['service'])
    const sku = await pumps({ 38: { online: 4, boutique: 0 }, 39: { online: 0 } })
    const adjust = { sku: sku[39], store: online, from: 0, to: 1, reason: 'Recount' }
    const transfer = { sku: sku[38], from: online, to: boutique, quantity: 1 }
    const receipt = `supplierOrder=1&receipt=ledger-receipt-01&qty:${sku[39]}=1`
    for (const headers of [{}, editor, service]) {
      const expected = 'Authorization' in headers ? 403 : 401
      expect((await post(adjustRoute, '/api/supply/adjust', adjust, headers)).status).toBe(expected)
      expect((await post(transferRoute, '/api/supply/transfer', transfer, headers)).status).toBe(expected)
      expect((await post(receiveRoute, '/api/supply/receive', receipt, headers)).status).toBe(expected)
      expect((await post(draftsRoute, '/api/supply/drafts', '', headers)).status).toBe(expected)
      expect((await post(reconcileRoute, '/api/supply/reconcile', '', headers)).status).toBe(expected)
    }
    // Nothing moved.
    expect([await qty(sku[39]), await qty(sku[38]), await qty(sku[38], boutique)]).toEqual([0, 4, 0])
  })

  it('the stock team: 422 naming the field on bad input, 409 on a number moved meanwhile, then the change', async () => {
    const team = await signIn(['stock'])
    const sku = await pumps({ 38: { online: 4 }, 39: { online: 0 } })
    const bad = await post(
      adjustRoute,
      '/api/supply/adjust',
      { sku: sku[39], store: online, from: 0, to: -1, reason: '' },
      team,
    )
    expect(bad.status).toBe(422)
    expect(await fields(bad)).toEqual(['reason', 'to'])
    const same = await post(
      transferRoute,
      '/api/supply/transfer',
      { sku: sku[38], from: online, to: online, quantity: 1 },
      team,
    )
    expect(same.status).toBe(422)
    expect(await fields(same)).toEqual(['to'])
    const stale = await post(
      adjustRoute,
      '/api/supply/adjust',
      { sku: sku[38], store: online, from: 9, to: 6, reason: 'Recount' },
      team,
    )
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({ quantity: 4 })
    const ok = await post(
      adjustRoute,
      '/api/supply/adjust',
      { sku: sku[38], store: online, from: 4, to: 6, reason: 'Recount' },
      team,
    )
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ quantity: 6 })
    expect(await ledgerSum(sku[38])).toBe(6)

    const check = await post(reconcileRoute, '/api/supply/reconcile', '', team)
    expect(check.status).toBe(303)
    expect(new URL(check.headers.get('location')!, SITE).pathname).toBe('/app/supply')
    const last = (
      await payload.find({ collection: 'stock-checks', sort: '-createdAt', limit: 1, overrideAccess: true })
    ).docs[0]!
    expect(last).toMatchObject({ trigger: 'manual', drifts: 0 })
  })
})

describe('the pipeline: what to reorder first', () => {
  it('per size: on hand per store, held in checkouts, shoppers waiting, incoming with its date; demand on top', async () => {
    // Three shoppers wait for the sold-out 39; one 38 sits in an unpaid checkout; four 38s are on their way.
    const sku = await pumps({ 38: { online: 6, boutique: 0 }, 39: { online: 0 } })
    for (const i of [1, 2, 3])
      await payload.create({
        collection: 'stock-interests',
        overrideAccess: true,
        data: {
          kind: i === 3 ? 'preorder' : 'notify',
          status: 'waiting',
          productId: '1',
          productTitle: 'Vavin pumps',
          sku: sku[39],
          size: '39',
          email: `waiting-${i}@example.com`,
          locale: 'fr',
          requestId: `si-ledger-00000${i}`,
        } as never,
      })
    const held = await checkout(sku[38], 1)
    const as = { user: stock as never, overrideAccess: false } as const
    const supplier = await payload.create({
      collection: 'suppliers',
      ...as,
      data: { name: 'Calzaturificio del Registro', country: 'IT', leadTimeDays: 30, currency: 'EUR' },
    })
    const order = await payload.create({
      collection: 'supplier-orders',
      ...as,
      data: {
        supplier: supplier.id,
        store: online,
        expectedAt: '2027-01-15T09:00:00.000Z',
        lines: [{ sku: sku[38], quantity: 4 }],
      } as never,
    })
    await payload.update({ collection: 'supplier-orders', id: order.id, ...as, data: { status: 'sent' } })

    const req = await createLocalReq({ user: stock as never }, payload)
    const { rows, stores } = await demand(payload, req)
    expect(stores.map((s) => s.id).sort()).toEqual([online, boutique].sort())
    // The demand table lists every size in the catalogue: this test's two, in their order among them.
    const mine = rows.filter((r) => r.sku === sku[38] || r.sku === sku[39])
    expect(mine.map((r) => r.sku)).toEqual([sku[39], sku[38]])
    expect(mine[0]).toMatchObject({ waiting: 3, held: 0, incoming: 0, expectedAt: null, onHand: { [online]: 0 } })
    expect(mine[1]).toMatchObject({
      held: 1,
      waiting: 0,
      incoming: 4,
      onHand: { [online]: 5, [boutique]: 0 },
    })
    expect(mine[1]!.expectedAt!.slice(0, 10)).toBe('2027-01-15')
    expect(await qty(sku[38])).toBe(5)
    expect(held.id).toBeGreaterThan(0)
  })
})

describe('the pipeline board: a customer order’s card', () => {
  it('reads its amount in the backoffice’s one money format (as the tiles and the order screen)', async () => {
    const sku = await pumps({ 38: { online: 3, boutique: 0 } })
    const placed = await checkout(sku[38], 2)
    const order = await payload.findByID({ collection: 'orders', id: placed.id, overrideAccess: true })
    // The service desk's board: it reads customer orders with its own access.
    const service = await staffUser(payload, ['service'])
    const req = await createLocalReq({ user: service as never }, payload)
    const card = (await customerCards(payload, req)).find((c) => c.id === placed.id)!
    const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(order.total / 100)
    expect(card.detail).toBe(`2 × · ${amount}`)
    // '1 380,00 €', never '1380.00 €'.
    expect(card.detail).toMatch(/\d,\d{2}\u00a0€$/)
  })
})
