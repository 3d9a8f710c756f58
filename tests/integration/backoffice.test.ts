// The backoffice dashboard on a real database: each role's tiles, counts that match the rows, revenue per Paris
// day, scheduled publications for editors only — every figure read with the reader's own access.
import { type Payload, createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { parisToday } from '@/domain/schemas/dates'
import { dashboardFor } from '@/server/backoffice/dashboard'
import { seedStores } from '../../seed/stores'
import { staffUser, testPayload } from './helpers/payload'
import { staffOrder } from './helpers/staffOrder'

let payload: Payload

async function order(status: string, total: number, extra: { needsAttention?: boolean; paidAt?: string } = {}) {
  const doc = await staffOrder(payload, 'DASH', status, total, extra)
  // Checkout stamps the paid time on creation; an older payment is written straight to the row.
  if (extra.paidAt)
    await payload.db.updateOne({ collection: 'orders', id: doc.id, data: { timeline: { paidAt: extra.paidAt } } })
  return doc
}

const asUser = async (roles: string[]) => createLocalReq({ user: (await staffUser(payload, roles)) as never }, payload)
const countOf = async (req: Awaited<ReturnType<typeof asUser>>, tile: string) =>
  (await dashboardFor(req)).counts.find((c) => c.tile === tile)?.count

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  const yesterday = new Date(Date.now() - 86_400_000).toISOString()
  const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString()
  await order('paid', 89_000)
  await order('paid', 45_000, { needsAttention: true })
  await order('shipped', 120_000, { paidAt: yesterday })
  await order('delivered', 70_000, { paidAt: longAgo })
  await order('pending', 99_900)
  await order('refunded', 50_000)
  const today = parisToday()
  const visit = (status: string, preferredDate: string) =>
    payload.create({
      collection: 'visits',
      data: {
        status,
        preferredDate,
        preferredTime: '11:00',
        firstName: 'Claire',
        lastName: 'Dubois',
        email: 'claire@example.com',
        phone: '+33 1 23 45 67 89',
        size: '38',
        requestId: `visit-${status}-${preferredDate}`,
      } as never,
      overrideAccess: true,
    })
  await visit('requested', today)
  await visit('confirmed', today)
  await visit('requested', '2099-01-02')
  await visit('requested', '2020-01-02')
  for (const [i, status] of ['new', 'new', 'answered'].entries())
    await payload.create({
      collection: 'contacts',
      data: {
        status,
        firstName: 'Claire',
        lastName: 'Dubois',
        email: 'claire@example.com',
        reason: 'other',
        message: 'Bonjour',
        requestId: `contact-${i}`,
      } as never,
      overrideAccess: true,
    })
  const online = (await payload.find({ collection: 'stores', where: { type: { equals: 'online' } } })).docs[0]!
  for (const [sku, quantity] of [
    ['Z-1', 0],
    ['Z-2', 0],
    ['Z-3', 4],
  ] as const)
    await payload.create({ collection: 'inventory', data: { sku, store: online.id, quantity }, overrideAccess: true })
  // The morning's news: an order placed three days ago is not "since yesterday"; nor is a return asked for then.
  const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString()
  const old = await order('refunded', 10_000)
  await payload.db.updateOne({ collection: 'orders', id: old.id, data: { createdAt: threeDaysAgo } })
  for (const [status, createdAt] of [
    ['requested', null],
    ['accepted', null],
    ['received', threeDaysAgo],
    ['refunded', null],
  ] as const) {
    const ret = await payload.create({
      collection: 'returns',
      overrideAccess: true,
      data: {
        order: old.id,
        orderNumber: old.number,
        status,
        reason: 'size',
        locale: 'fr',
        lines: [{ sku: 'SKU-1', title: 'Vavin pumps', unitPrice: 10_000, quantity: 1 }],
        amount: 10_000,
      } as never,
    })
    if (createdAt) await payload.db.updateOne({ collection: 'returns', id: ret.id, data: { createdAt } })
  }
  // Supplier orders: due when on their way and expected today or before.
  const supplier = await payload.create({
    collection: 'suppliers',
    overrideAccess: true,
    data: { name: 'Calzaturificio del Cruscotto', country: 'IT', leadTimeDays: 30, currency: 'EUR' } as never,
  })
  const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString()
  for (const [status, expectedAt] of [
    ['sent', day(-1)],
    ['in_production', day(0)],
    ['confirmed', day(2)],
    ['draft', day(-1)],
    ['received', day(-1)],
  ] as const) {
    // Written as the row it would be (the SKU need not be in the catalogue for a count).
    await payload.db.create({
      collection: 'supplier-orders',
      data: {
        number: `PO-DASH-${status}`,
        supplier: supplier.id,
        store: online.id,
        status,
        expectedAt,
        lines: [{ id: `line-dash-${status}`, sku: 'Z-1', quantity: 1, unitCost: 100 }],
      },
    })
  }
})

describe('dashboard tiles', () => {
  it('counts for an admin match the rows of the database', async () => {
    const req = await asUser(['admin'])
    const data = await dashboardFor(req)
    const byTile = Object.fromEntries(data.counts.map((c) => [c.tile, c.count]))
    const count = async (collection: 'orders' | 'contacts' | 'visits' | 'inventory', where: object) =>
      (await payload.count({ collection, where: where as never, overrideAccess: true })).totalDocs
    expect(byTile).toEqual({
      // Paid, shipped, delivered and refunded ones placed today; not the pending one, nor the one of three days ago.
      newOrders: 5,
      newReturns: 3,
      ordersToPrepare: await count('orders', { status: { equals: 'paid' } }),
      ordersNeedingAttention: await count('orders', { needsAttention: { equals: true } }),
      unansweredMessages: await count('contacts', { status: { equals: 'new' } }),
      visitsToConfirm: 2,
      visitsToday: 2,
      // The request to answer and the parcel received to refund (however old), not the accepted or refunded ones.
      returnsToProcess: 2,
      sizesAtZero: 2,
      // Sent and expected yesterday, in production and expected today; not the later, draft or received ones.
      supplierOrdersDue: 2,
    })
    expect(byTile.ordersToPrepare).toBe(2)
    expect(byTile.unansweredMessages).toBe(2)
  })

  it('sums revenue of paid-and-after orders only, today and over 30 days', async () => {
    const data = await dashboardFor(await asUser(['admin']))
    // Today: the two paid orders; 30 days: plus yesterday's shipped one. Pending, refunded and the
    // 40-day-old delivery are not revenue of the period.
    expect(data.revenue?.todayCents).toBe(89_000 + 45_000)
    expect(data.revenue?.periodCents).toBe(89_000 + 45_000 + 120_000)
    expect(data.revenue?.series).toHaveLength(30)
    expect(data.revenue?.series.reduce((s, d) => s + d.orders, 0)).toBe(3)
  })

  it('each role sees its own tiles and no revenue', async () => {
    const stock = await dashboardFor(await asUser(['stock']))
    expect(stock.counts.map((c) => c.tile)).toEqual([
      'newOrders',
      'ordersToPrepare',
      'ordersNeedingAttention',
      'sizesAtZero',
      'supplierOrdersDue',
    ])
    expect(stock.revenue).toBeNull()
    const service = await dashboardFor(await asUser(['service']))
    expect(service.counts.map((c) => c.tile)).toEqual([
      'newOrders',
      'newReturns',
      'ordersToPrepare',
      'ordersNeedingAttention',
      'unansweredMessages',
      'visitsToConfirm',
      'visitsToday',
      'returnsToProcess',
    ])
    expect(service.revenue).toBeNull()
    const editor = await dashboardFor(await asUser(['editor']))
    expect(editor.counts).toEqual([])
    expect(editor.revenue).toBeNull()
    expect(editor.scheduled).not.toBeNull()
    expect(service.scheduled).toBeNull()
  })

  it('links each tile to its filtered list', async () => {
    const data = await dashboardFor(await asUser(['admin']))
    const href = (tile: string) => data.counts.find((c) => c.tile === tile)?.href
    expect(href('ordersToPrepare')).toBe('/app/collections/orders?where[status][equals]=paid&sort=createdAt')
    expect(href('visitsToday')).toBe(
      `/app/collections/visits?where[preferredDate][equals]=${parisToday()}&where[status][in][0]=requested&where[status][in][1]=confirmed&sort=preferredTime`,
    )
  })

  it('counts a scheduled publication for editors', async () => {
    const editorReq = await asUser(['editor'])
    const before = (await dashboardFor(editorReq)).scheduled?.count ?? 0
    const article = await payload.create({
      collection: 'articles',
      data: { title: 'Le soulier du mois', _status: 'draft' } as never,
      draft: true,
      overrideAccess: true,
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'articles', value: String(article.id) } },
      waitUntil: new Date(Date.now() + 3_600_000),
    } as never)
    const after = (await dashboardFor(editorReq)).scheduled
    expect(after?.count).toBe(before + 1)
    expect(after?.next.at(-1)).toMatchObject({ collection: 'articles', id: String(article.id), type: 'publish' })
  })

  it('a caller who is not staff gets no tiles at all', async () => {
    const empty = { tiles: [], counts: [], revenue: null, scheduled: null, speed: null }
    expect(await dashboardFor(await createLocalReq({}, payload))).toEqual(empty)
    // A shopper's account (another auth collection) with a role-shaped field is still not staff.
    const shopper = { id: 1, email: 'claire@example.com', roles: ['admin'], collection: 'customers' }
    expect(await dashboardFor(await createLocalReq({ user: shopper as never }, payload))).toEqual(empty)
    expect(await countOf(await asUser(['editor']), 'ordersToPrepare')).toBeUndefined()
  })

  it('an article saved without a slug gets one made from its title', async () => {
    const doc = await payload.create({
      collection: 'articles',
      data: { title: 'Les escarpins de l’été', _status: 'draft' } as never,
      draft: true,
      overrideAccess: true,
    })
    expect(doc.slug).toBe('les-escarpins-de-l-ete')
  })
})
