// Supply chain (issue 16): receiving under concurrent checkouts, the ledger summing to the stock, idempotent
// receipts, supplier-order transitions, the reconciliation check finding a planted drift, and who may do what.
// Every SKU here is a variant this file makes: a supplier order names catalog variants only (a SKU nobody has is
// refused on its line, in English and French, and receiving or a stock edit never opens a stock line for one).
import { assignNumberWith } from '@/collections/SupplierOrders/hooks/number'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import { type Payload, createLocalReq, handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { builder } from '@/server/platform/sql'
import { OutOfStockError, onlineStoreId, takeStock } from '@/server/inventory/moves'
import { inTransaction } from '@/server/platform/transaction'
import { adjustStock, transferStock } from '@/server/supply/adjust'
import { receiveGoods } from '@/server/supply/receive'
import { reconcile } from '@/server/supply/reconcile'
import { seedStores } from '../../seed/stores'
import { isPayloadError } from '@/server/platform/errorNames'
import { staffUser, testPayload } from './helpers/payload'

process.env.EMAIL_QUEUE_MANUAL = '1'

let payload: Payload
let online: number
let boutique: number
let supplier: number
type Staff = Awaited<ReturnType<typeof staffUser>>
let stock: Staff
let editor: Staff
let service: Staff

const qty = async (sku: string, store = online) =>
  (
    await payload.find({
      collection: 'inventory',
      where: { and: [{ sku: { equals: sku } }, { store: { equals: store } }] },
      overrideAccess: true,
    })
  ).docs[0]?.quantity ?? 0

const ledgerSum = async (sku: string, store = online) => {
  const moves = await payload.find({
    collection: 'stock-movements',
    where: { and: [{ sku: { equals: sku } }, { store: { equals: store } }] },
    pagination: false,
    overrideAccess: true,
  })
  return moves.docs.reduce((s, m) => s + m.delta, 0)
}

async function sentOrder(lines: { sku: string; quantity: number }[], store = online) {
  const draft = await payload.create({
    collection: 'supplier-orders',
    user: stock as never,
    overrideAccess: false,
    data: { supplier, store, lines: lines.map((l) => ({ ...l, unitCost: 12_000 })) } as never,
  })
  expect(draft.status).toBe('draft')
  return payload.update({
    collection: 'supplier-orders',
    id: draft.id,
    user: stock as never,
    overrideAccess: false,
    data: { status: 'sent' },
  })
}

/** The catalog variants this file works on: one product per SKU (its colour named after it), sized by its suffix. */
const SKUS = [
  'race-a-38',
  'race-b-39',
  'twice-40',
  'back-41',
  'graph-38',
  'adj-39',
  'drift-40',
  'role-42',
  'cat-37',
  'route-43',
] as const

async function catalog() {
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: 't-supply', name: 'Pumps', sizeSystem: 'eu-shoe' },
    overrideAccess: true,
  })
  for (const sku of SKUS) {
    const p = await payload.create({
      collection: 'products',
      data: { title: `Vavin ${sku}`, productType: type.id, color: sku, colorName: 'Noir', price: 69000 },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'product-variants',
      data: { product: p.id, size: sku.split('-').pop()!, sku },
      overrideAccess: true,
    })
  }
}

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  online = await onlineStoreId(payload)
  const stores = await payload.find({ collection: 'stores', where: { type: { not_equals: 'online' } }, limit: 1 })
  boutique = stores.docs[0]!.id
  await staffUser(payload, ['admin'], 'first-supply@test.example')
  await catalog()
  stock = await staffUser(payload, ['stock'])
  editor = await staffUser(payload, ['editor'])
  service = await staffUser(payload, ['service'])
  supplier = (
    await payload.create({
      collection: 'suppliers',
      user: stock as never,
      overrideAccess: false,
      data: { name: 'Calzaturificio di Prova', country: 'IT', leadTimeDays: 30, currency: 'EUR' },
    })
  ).id
  for (const [sku, quantity] of [
    ['race-a-38', 10],
    ['race-b-39', 5],
  ] as const)
    await payload.create({ collection: 'inventory', data: { sku, store: online, quantity }, overrideAccess: true })
}, 120_000)

describe('receiving under concurrent checkouts', () => {
  it('keeps inventory = initial + received − sold exactly, and the ledger sums to it', async () => {
    const order = await sentOrder([
      { sku: 'race-a-38', quantity: 20 },
      { sku: 'race-b-39', quantity: 10 },
    ])
    const checkout = async () => {
      try {
        await inTransaction(payload, (req) =>
          takeStock(payload, req, online, [
            { sku: 'race-a-38', quantity: 1 },
            { sku: 'race-b-39', quantity: 1 },
          ]),
        )
        return 1
      } catch (e) {
        if (e instanceof OutOfStockError) return 0
        throw e
      }
    }
    const receipt = (key: string, a: number, b: number) =>
      receiveGoods(payload, stock, {
        supplierOrder: order.id,
        receipt: key,
        lines: [
          { sku: 'race-a-38', quantity: a },
          { sku: 'race-b-39', quantity: b },
        ],
      })
    const runs: Promise<unknown>[] = Array.from({ length: 50 }, checkout)
    runs.splice(10, 0, receipt('race-receipt-1', 8, 4))
    runs.splice(30, 0, receipt('race-receipt-2', 12, 6))
    const results = await Promise.all(runs)
    const sold = results.filter((r) => r === 1).length
    expect(sold).toBeGreaterThan(0)
    expect(await qty('race-a-38')).toBe(10 + 20 - sold)
    expect(await qty('race-b-39')).toBe(5 + 10 - sold)
    expect(await ledgerSum('race-a-38')).toBe(await qty('race-a-38'))
    expect(await ledgerSum('race-b-39')).toBe(await qty('race-b-39'))
    const after = await payload.findByID({ collection: 'supplier-orders', id: order.id, overrideAccess: true })
    expect(after.status).toBe('received')
    expect(after.lines.map((l) => l.received)).toEqual([20, 10])
    // Every movement keeps its before and after.
    const moves = await payload.find({
      collection: 'stock-movements',
      where: { sku: { equals: 'race-a-38' } },
      pagination: false,
      overrideAccess: true,
    })
    for (const m of moves.docs) expect(m.after - m.before).toBe(m.delta)
    expect(moves.docs.filter((m) => m.kind === 'hold')).toHaveLength(sold)
    expect(
      moves.docs
        .filter((m) => m.kind === 'receipt')
        .map((m) => m.delta)
        .sort(),
    ).toEqual([12, 8])
  })
})

describe('receipts', () => {
  it('a receipt sent twice (one after the other, or at once) counts once', async () => {
    await payload.create({
      collection: 'inventory',
      data: { sku: 'twice-40', store: online, quantity: 1 },
      overrideAccess: true,
    })
    const order = await sentOrder([{ sku: 'twice-40', quantity: 6 }])
    const send = () =>
      receiveGoods(payload, stock, {
        supplierOrder: order.id,
        receipt: 'twice-receipt-1',
        lines: [{ sku: 'twice-40', quantity: 2 }],
      })
    const [a, b] = await Promise.all([send(), send()])
    expect([a.repeated, b.repeated].sort()).toEqual([false, true])
    expect((await send()).repeated).toBe(true)
    expect(await qty('twice-40')).toBe(3)
    const o = await payload.findByID({ collection: 'supplier-orders', id: order.id, overrideAccess: true })
    expect(o.status).toBe('sent')
    expect(o.lines[0]!.received).toBe(2)
    // More than is still expected is refused, and nothing moves.
    await expect(
      receiveGoods(payload, stock, {
        supplierOrder: order.id,
        receipt: 'twice-receipt-2',
        lines: [{ sku: 'twice-40', quantity: 5 }],
      }),
    ).rejects.toMatchObject({ status: 422 })
    expect(await qty('twice-40')).toBe(3)
    expect(await ledgerSum('twice-40')).toBe(3)
  })

  it('a receipt that brings an online size back from 0 emails the shoppers waiting for it', async () => {
    await payload.create({
      collection: 'inventory',
      data: { sku: 'back-41', store: online, quantity: 0 },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'stock-interests',
      overrideAccess: true,
      data: {
        kind: 'notify',
        status: 'waiting',
        productId: '1',
        productTitle: 'Vavin pumps',
        sku: 'back-41',
        size: '41',
        email: 'waiting-supply@example.com',
        locale: 'en',
        requestId: 'si-supply-000001',
      } as never,
    })
    const order = await sentOrder([{ sku: 'back-41', quantity: 3 }])
    await receiveGoods(payload, stock, {
      supplierOrder: order.id,
      receipt: 'back-receipt-1',
      lines: [{ sku: 'back-41', quantity: 1 }],
    })
    const interest = await payload.find({
      collection: 'stock-interests',
      where: { email: { equals: 'waiting-supply@example.com' } },
      overrideAccess: true,
    })
    expect(interest.docs[0]!.status).toBe('notified')
    expect(await qty('back-41')).toBe(1)
  })
})

describe('supplier order transitions', () => {
  it('refuses moves outside the graph, a received status set by hand, and lines changed once sent', async () => {
    const as = { user: stock as never, overrideAccess: false } as const
    const draft = await payload.create({
      collection: 'supplier-orders',
      ...as,
      data: { supplier, store: online, lines: [{ sku: 'graph-38', quantity: 2 }] } as never,
    })
    expect(draft.number).toMatch(/^PO-\d{4}-[0-9A-F]{4}$/)
    const move = (status: string) =>
      payload.update({ collection: 'supplier-orders', id: draft.id, ...as, data: { status: status as never } })
    // 422 with the rule's message, as the backoffice and the REST API answer it.
    await expect(move('shipped')).rejects.toMatchObject({
      status: 422,
      message: 'A supplier order cannot go from draft to shipped.',
    })
    await expect(move('received')).rejects.toThrow('becomes received when its goods are received')
    await expect(
      receiveGoods(payload, stock, {
        supplierOrder: draft.id,
        receipt: 'graph-receipt-1',
        lines: [{ sku: 'graph-38', quantity: 1 }],
      }),
    ).rejects.toMatchObject({ status: 409 })
    expect((await move('sent')).status).toBe('sent')
    await expect(
      payload.update({
        collection: 'supplier-orders',
        id: draft.id,
        ...as,
        data: { lines: [{ sku: 'graph-38', quantity: 9 }] },
      }),
    ).rejects.toThrow('cannot change')
    expect((await move('confirmed')).status).toBe('confirmed')
    await expect(move('draft')).rejects.toThrow('cannot go from confirmed to draft')
    expect((await move('cancelled')).status).toBe('cancelled')
    await expect(move('sent')).rejects.toThrow('cannot go from cancelled to sent')
    await expect(
      payload.create({
        collection: 'supplier-orders',
        ...as,
        data: { supplier, store: online, status: 'shipped', lines: [{ sku: 'graph-38', quantity: 2 }] },
      }),
    ).rejects.toThrow('starts as a draft')
  })
})

describe('a SKU that is not in the catalog', () => {
  const GHOST = 'ghost-38'
  const EN = 'ghost-38 is not in the catalog: no variant has this SKU.'
  const FR = 'ghost-38 n’est pas au catalogue\u00a0: aucune déclinaison n’a cette référence.'
  const as = () => ({ user: stock as never, overrideAccess: false }) as const
  const refusal = async (p: Promise<unknown>) => {
    const err = (await p.then(
      () => null,
      (e: unknown) => e,
    )) as { data?: { errors?: { path: string; message: string }[] } } | null
    expect(isPayloadError(err, 'ValidationError')).toBe(true)
    return err!.data!.errors!.map((e) => ({ path: e.path, message: e.message }))
  }
  const ghostStock = () =>
    payload.count({ collection: 'inventory', where: { sku: { equals: GHOST } }, overrideAccess: true })
  const ghostLedger = () =>
    payload.count({ collection: 'stock-movements', where: { sku: { equals: GHOST } }, overrideAccess: true })

  it('is refused on its line when a supplier order is created or edited; nothing is saved', async () => {
    const before = await payload.count({ collection: 'supplier-orders', overrideAccess: true })
    expect(
      await refusal(
        payload.create({
          collection: 'supplier-orders',
          ...as(),
          data: {
            supplier,
            store: online,
            lines: [
              { sku: 'cat-37', quantity: 1 },
              { sku: GHOST, quantity: 2 },
            ],
          } as never,
        }),
      ),
    ).toEqual([{ path: 'lines.1.sku', message: EN }])
    expect((await payload.count({ collection: 'supplier-orders', overrideAccess: true })).totalDocs).toBe(
      before.totalDocs,
    )
    const draft = await payload.create({
      collection: 'supplier-orders',
      ...as(),
      data: { supplier, store: online, lines: [{ sku: 'cat-37', quantity: 1 }] } as never,
    })
    expect(
      await refusal(
        payload.update({
          collection: 'supplier-orders',
          id: draft.id,
          ...as(),
          data: { lines: [{ sku: GHOST, quantity: 1 }] },
        }),
      ),
    ).toEqual([{ path: 'lines.0.sku', message: EN }])
    const kept = await payload.findByID({ collection: 'supplier-orders', id: draft.id, overrideAccess: true })
    expect(kept.lines.map((l) => l.sku)).toEqual(['cat-37'])
    // A catalog SKU is accepted as before.
    const fixed = await payload.update({
      collection: 'supplier-orders',
      id: draft.id,
      ...as(),
      data: { lines: [{ sku: 'cat-37', quantity: 3 }] },
    })
    expect(fixed.lines.map((l) => [l.sku, l.quantity])).toEqual([['cat-37', 3]])
  })

  it('is refused in French through the REST API for a French-speaking backoffice', async () => {
    const { default: config } = await import('@payload-config')
    const { token } = await payload.login({
      collection: 'users',
      data: { email: stock.email, password: 'correct horse battery staple' },
    })
    const res = await handleEndpoints({
      config,
      request: new Request('http://localhost:3000/api/supplier-orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'fr', authorization: `JWT ${token}` },
        body: JSON.stringify({ supplier, store: online, lines: [{ sku: GHOST, quantity: 2 }] }),
      }),
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as {
      errors: { name: string; data: { errors: { path: string; message: string }[] } }[]
    }
    expect(body.errors[0]!.name).toBe('ValidationError')
    expect(body.errors[0]!.data.errors.map((e) => ({ path: e.path, message: e.message }))).toEqual([
      { path: 'lines.0.sku', message: FR },
    ])
  })

  it('receiving never opens a stock line for it, and a stock edit refuses it', async () => {
    // An order saved before lines were checked: its line names a SKU no variant has.
    const draft = await payload.create({
      collection: 'supplier-orders',
      ...as(),
      data: { supplier, store: online, lines: [{ sku: 'cat-37', quantity: 4 }] } as never,
    })
    const tables = (payload.db as unknown as { tables: Record<string, { sku: unknown; _parentID: unknown }> }).tables
    const lines = tables.supplier_orders_lines!
    await (
      await builder(payload)
    )
      .update(lines as never)
      .set({ sku: GHOST } as never)
      .where(sql`${lines._parentID} = ${draft.id}`)
    // The line is not edited, so the order still moves along.
    const sent = await payload.update({
      collection: 'supplier-orders',
      id: draft.id,
      ...as(),
      data: { status: 'sent' },
    })
    expect(sent.lines.map((l) => l.sku)).toEqual([GHOST])
    const receive = (receipt: string, locale?: string) =>
      receiveGoods(payload, stock, { supplierOrder: draft.id, receipt, lines: [{ sku: GHOST, quantity: 2 }] }, locale)
    await expect(receive('ghost-receipt-1')).rejects.toMatchObject({
      status: 422,
      errors: [{ field: 'lines', message: EN }],
    })
    await expect(receive('ghost-receipt-2', 'fr')).rejects.toMatchObject({
      status: 422,
      errors: [{ field: 'lines', message: FR }],
    })
    expect((await ghostStock()).totalDocs).toBe(0)
    expect((await ghostLedger()).totalDocs).toBe(0)
    const after = await payload.findByID({ collection: 'supplier-orders', id: draft.id, overrideAccess: true })
    expect([after.status, after.lines[0]!.received]).toEqual(['sent', 0])

    await expect(
      adjustStock(payload, stock, { sku: GHOST, store: boutique, from: 0, to: 3, reason: 'Found in the back' }),
    ).rejects.toMatchObject({ status: 422, errors: [{ field: 'sku', message: EN }] })
    expect((await ghostStock()).totalDocs).toBe(0)
    expect((await ghostLedger()).totalDocs).toBe(0)
  })
})

describe('adjustments, transfers and the reconciliation check', () => {
  it('an adjustment keeps who and why, and refuses a number somebody moved meanwhile', async () => {
    await payload.create({
      collection: 'inventory',
      data: { sku: 'adj-39', store: online, quantity: 4 },
      overrideAccess: true,
    })
    await expect(
      adjustStock(payload, stock, { sku: 'adj-39', store: online, from: 3, to: 7, reason: 'Recount' }),
    ).rejects.toMatchObject({ status: 409 })
    expect(
      (await adjustStock(payload, stock, { sku: 'adj-39', store: online, from: 4, to: 7, reason: 'Recount' })).quantity,
    ).toBe(7)
    const [m] = (
      await payload.find({
        collection: 'stock-movements',
        where: { and: [{ sku: { equals: 'adj-39' } }, { kind: { equals: 'adjustment' } }] },
        overrideAccess: true,
        depth: 0,
      })
    ).docs
    expect(m).toMatchObject({ delta: 3, before: 4, after: 7, reason: 'Recount', by: stock.id })
    const moved = await transferStock(payload, stock, { sku: 'adj-39', from: online, to: boutique, quantity: 2 })
    expect(moved).toEqual({ from: 5, to: 2 })
    expect(await ledgerSum('adj-39', boutique)).toBe(2)
    expect(await ledgerSum('adj-39')).toBe(5)
    await expect(
      transferStock(payload, stock, { sku: 'adj-39', from: boutique, to: online, quantity: 3 }),
    ).rejects.toMatchObject({ status: 409 })
  })

  it('finds a drift introduced on purpose, and only that one', async () => {
    for (const [store, quantity] of [
      [online, 5],
      [boutique, 2],
    ] as const)
      await payload.create({
        collection: 'inventory',
        data: { sku: 'drift-40', store, quantity },
        overrideAccess: true,
      })
    const clean = await reconcile(payload, 'manual', stock.id)
    expect(clean.drifts).toBe(0)
    // A change that bypasses the ledger (as a hand-run SQL statement would); undone after the test, so a check run
    // by a later test finds a clean shop.
    const db = await builder(payload)
    const inv = (payload.db as unknown as { tables: Record<string, { quantity: unknown; sku: unknown }> }).tables
      .inventory!
    const shift = (by: number) =>
      db
        .update(inv)
        .set({ quantity: sql`${inv.quantity} + ${by}` })
        .where(sql`${inv.sku} = 'drift-40'`)
    await shift(3)
    onTestFinished(() => shift(-3))
    const check = await reconcile(payload, 'nightly')
    expect(check.drifts).toBe(2)
    expect(check.details).toEqual(
      expect.arrayContaining([
        { sku: 'drift-40', store: online, inventory: 8, ledger: 5 },
        { sku: 'drift-40', store: boutique, inventory: 5, ledger: 2 },
      ]),
    )
    const seen = await payload.find({
      collection: 'stock-checks',
      user: stock as never,
      overrideAccess: false,
      sort: '-createdAt',
    })
    expect(seen.docs[0]!.summary).toBe('2 line(s) differ from the ledger')
  })
})

describe('roles', () => {
  it('the stock role runs supply; editors and service see none of it; nobody edits the ledger', async () => {
    const denied = (p: Promise<unknown>) => expect(p).rejects.toMatchObject({ status: 403 })
    await denied(payload.find({ collection: 'suppliers', user: editor as never, overrideAccess: false }))
    await denied(payload.find({ collection: 'supplier-orders', user: service as never, overrideAccess: false }))
    await denied(payload.find({ collection: 'stock-movements', user: editor as never, overrideAccess: false }))
    await denied(
      receiveGoods(payload, editor, {
        supplierOrder: 1,
        receipt: 'role-receipt-1',
        lines: [{ sku: 'x', quantity: 1 }],
      }),
    )
    await denied(adjustStock(payload, service, { sku: 'x', store: online, from: 0, to: 1, reason: 'Nope' }))
    const admin = await staffUser(payload, ['admin'])
    // A line of its own, whose opening is a ledger row, and an order of its own for the stock team to see.
    await payload.create({
      collection: 'inventory',
      data: { sku: 'role-42', store: online, quantity: 1 },
      overrideAccess: true,
    })
    await sentOrder([{ sku: 'role-42', quantity: 1 }])
    const anyMove = (
      await payload.find({ collection: 'stock-movements', where: { sku: { equals: 'role-42' } }, overrideAccess: true })
    ).docs[0]!
    await denied(
      payload.update({
        collection: 'stock-movements',
        id: anyMove.id,
        user: admin as never,
        overrideAccess: false,
        data: { delta: 99 },
      }),
    )
    await denied(
      payload.delete({ collection: 'stock-movements', id: anyMove.id, user: admin as never, overrideAccess: false }),
    )
    expect(
      (await payload.find({ collection: 'supplier-orders', user: stock as never, overrideAccess: false })).totalDocs,
    ).toBeGreaterThan(0)
  })
})

describe('the supply forms answer with a relative Location', () => {
  // The browser resolves it against the /app page it posted from; an absolute one built from the request named the
  // server's internal address, another origin that the page's form-action policy refuses.
  const SITE = process.env.SERVER_URL || 'http://localhost:3000'
  const post = async (
    route: { POST: (r: Request) => Promise<Response> },
    path: string,
    form: Record<string, string>,
  ) => {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: stock.email, password: 'correct horse battery staple' },
    })
    return route.POST(
      new Request(`${SITE}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': '10.9.0.1',
          origin: SITE,
          authorization: `JWT ${token}`,
        },
        body: new URLSearchParams(form).toString(),
      }),
    )
  }

  it('a refused receipt goes back to the receiving page with the reason, in the form’s language; nothing moves', async () => {
    const order = await sentOrder([{ sku: 'route-43', quantity: 2 }])
    const before = await qty('route-43')
    for (const [locale, message] of [
      ['en', 'route-43: 2 still expected, 5 entered.'],
      ['fr', 'route-43\u00a0: 2 encore attendues, 5 saisies.'],
    ] as const) {
      const res = await post(await import('@/app/api/supply/receive/route'), '/api/supply/receive', {
        supplierOrder: String(order.id),
        receipt: `refused-${locale}-${Date.now()}`,
        locale,
        'qty:route-43': '5',
      })
      expect(res.status).toBe(303)
      const back = new URL(res.headers.get('location')!, SITE)
      expect(back.pathname).toBe('/app/receive')
      expect(Object.fromEntries(back.searchParams)).toEqual({ order: String(order.id), error: message })
    }
    expect(await qty('route-43')).toBe(before)
  })

  it('receive, reconcile and drafts go back to their /app page', async () => {
    const order = await sentOrder([{ sku: 'route-43', quantity: 2 }])
    const received = await post(await import('@/app/api/supply/receive/route'), '/api/supply/receive', {
      supplierOrder: String(order.id),
      receipt: `location-${Date.now()}`,
      'qty:route-43': '2',
    })
    expect(received.status).toBe(303)
    expect(received.headers.get('location')).toBe(`/app/receive?order=${order.id}&done=received`)

    const checked = await post(await import('@/app/api/supply/reconcile/route'), '/api/supply/reconcile', {})
    expect(checked.status).toBe(303)
    expect(checked.headers.get('location')).toBe('/app/supply?checked=1#check')

    const drafted = await post(await import('@/app/api/supply/drafts/route'), '/api/supply/drafts', {
      store: String(boutique),
    })
    expect(drafted.status).toBe(303)
    // Back to the low-stock list, which confirms the drafts named in the query (or that none was needed).
    expect(drafted.headers.get('location')).toMatch(/^\/app\/supply\?drafted=(0|\d+(,\d+)*)$/)
  })
})

describe('supplier-order numbers', () => {
  it('a number already given is drawn again: the second order gets the next draw, not a refused insert', async () => {
    const first = await sentOrder([{ sku: 'cat-37', quantity: 1 }])
    // A draw that repeats the first order's number once, then gives a fresh one.
    const draws = [first.number!, 'PO-0000-FRSH']
    const hook = assignNumberWith(() => draws.shift() ?? 'PO-0000-LAST')
    const req = await createLocalReq({ user: stock as never }, payload)
    const data = await hook({
      data: {},
      operation: 'create',
      req,
      collection: payload.collections['supplier-orders'].config,
      context: {},
    } as never)
    expect(data?.number).toBe('PO-0000-FRSH')
    expect(draws).toEqual([])
  })
})
