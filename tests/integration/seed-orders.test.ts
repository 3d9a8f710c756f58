// The sample orders of SEED_ORDERS on a real database (SQLite, or Postgres with DATABASE_URL): the number asked for,
// each complete as the Orders collection requires, priced from the catalogue, in a status its recorded moves reach
// by allowed transitions, and a second run adds nothing.
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '@/domain/orders'
import type { Order } from '@/payload-types'
import { SAMPLE_ORDER_PREFIX } from '../../seed/orderPlan'
import { seedOrders } from '../../seed/orders'
import { seedStores } from '../../seed/stores'
import { testPayload } from './helpers/payload'
import { missingRequired } from './helpers/required'
import { sellableShoe } from './helpers/shoe'

let payload: Payload
const now = new Date('2026-11-20T10:00:00Z')
const PRICES: Record<string, number> = { 'sample-37': 59000, 'sample-38': 72000, 'sample-39': 39000 }

const samples = async () =>
  (
    await payload.find({
      collection: 'orders',
      where: { 'payment.requestId': { like: SAMPLE_ORDER_PREFIX } },
      sort: 'payment.requestId',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs as Order[]

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  for (const [sku, price] of Object.entries(PRICES)) await sellableShoe(payload, { sku, title: `Pumps ${sku}`, price })
}, 120_000)

// Each test starts from a shop without sample orders, whatever ran before it (the suite runs shuffled).
beforeEach(async () => {
  await payload.delete({
    collection: 'orders',
    where: { 'payment.requestId': { like: SAMPLE_ORDER_PREFIX } },
    overrideAccess: true,
  })
  expect(await samples()).toHaveLength(0)
})

describe('SEED_ORDERS: sample orders', () => {
  it('writes the number asked for, complete and in statuses their moves allow', async () => {
    expect(await seedOrders(payload, 50, { now })).toBe(50)
    const orders = await samples()
    expect(orders).toHaveLength(50)
    const fields = payload.collections.orders.config.flattenedFields
    for (const o of orders) {
      expect(missingRequired(fields, o as unknown as Record<string, unknown>), o.number).toEqual([])
      expect(ORDER_STATUSES).toContain(o.status)
      // The timeline's stamps, in time order, are a walk of allowed moves ending at the status.
      const walk = ORDER_STATUSES.flatMap((s) => {
        const at = o.timeline?.[`${s}At` as keyof NonNullable<Order['timeline']>]
        return at ? [{ s, at }] : []
      }).sort((a, b) => a.at.localeCompare(b.at))
      expect(walk[0]?.s, o.number).toBe('pending')
      for (let i = 1; i < walk.length; i++)
        expect(ORDER_TRANSITIONS[walk[i - 1]!.s as OrderStatus], o.number).toContain(walk[i]!.s)
      expect(walk.at(-1)!.s, o.number).toBe(o.status)
      expect(o.createdAt < now.toISOString() && o.createdAt > '2025-11-19').toBe(true)
      // Priced as the checkout prices: catalogue prices (less French VAT on export), shipping in the total.
      for (const l of o.lines) {
        const price = PRICES[l.sku]!
        expect(l.unitPrice).toBe(o.vat?.regime === 'export' ? Math.round(price / 1.2) : price)
        expect(typeof l.product).toBe('number')
      }
      expect(o.total).toBe(o.subtotal + o.shipping)
      // A shipped order has its carrier's number; the staff moves are in its change log, as the timeline shows them.
      if (o.status === 'shipped' || o.status === 'delivered') {
        expect(o.fulfilment?.carrier, o.number).toBeTruthy()
        expect(o.fulfilment?.trackingNumber, o.number).toMatch(/^[A-Z0-9-]{6,40}$/)
        expect(o.changeLog?.map((c) => c.change)).toContain('status: preparing → shipped')
      }
    }
    // A year of a shop: most delivered, and more than one kind of ending.
    const statuses = new Set(orders.map((o) => o.status))
    expect(orders.filter((o) => o.status === 'delivered').length).toBeGreaterThan(25)
    expect(statuses.size).toBeGreaterThan(2)
    expect(new Set(orders.map((o) => o.shippingAddress.country)).size).toBeGreaterThan(2)
  })

  it('adds nothing when run again, and only the missing ones for a larger number', async () => {
    expect(await seedOrders(payload, 50, { now })).toBe(50)
    const before = (await samples()).map((o) => o.id)
    expect(await seedOrders(payload, 50, { now })).toBe(0)
    expect((await samples()).map((o) => o.id)).toEqual(before)
    expect(await seedOrders(payload, 55, { now })).toBe(5)
    expect(await samples()).toHaveLength(55)
  })
})
