// The dashboard's sales per Paris day, summed in the database per UTC hour (src/server/backoffice/rows.ts): sales
// on either side of Paris midnight land on their own Paris day in winter and in summer, the paid time counts over the
// creation time, only paid-and-after orders of the window count, and the figures equal those of the orders read one
// by one through the Local API.
import { type Payload, createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { REVENUE_STATUSES, salesPerDay, salesWindowStart } from '@/domain/dashboard'
import { dashboardFor } from '@/server/backoffice/dashboard'
import { staffUser, testPayload } from './helpers/payload'
import { staffOrder } from './helpers/staffOrder'

let payload: Payload

/** An order created at `createdAt`, paid at `paidAt` when given (both written to the row, as a past order). */
async function order(status: string, total: number, createdAt: string, paidAt?: string) {
  const doc = await staffOrder(payload, 'SALES', status, total)
  await payload.db.updateOne({
    collection: 'orders',
    id: doc.id,
    data: { createdAt, timeline: { paidAt: paidAt ?? null } },
  })
}

// Winter (Paris = UTC+1) and summer (UTC+2) windows, each "now" the evening of a Paris day.
const WINTER_NOW = new Date('2026-01-20T18:00:00Z')
const SUMMER_NOW = new Date('2026-07-20T18:00:00Z')

beforeAll(async () => {
  payload = await testPayload()
  // Winter: 22:59 UTC is 23:59 in Paris (the 10th); 23:00 UTC is midnight (the 11th).
  await order('paid', 10_000, '2026-01-10T22:59:00.000Z')
  await order('delivered', 20_000, '2026-01-10T23:00:00.000Z')
  // Summer: 21:59 UTC is 23:59 in Paris (the 10th); 22:00 UTC is midnight (the 11th).
  await order('shipped', 30_000, '2026-07-10T21:59:00.000Z')
  await order('preparing', 40_000, '2026-07-10T22:00:00.000Z')
  // Created on the 12th, paid on the 13th: a sale of the 13th.
  await order('paid', 50_000, '2026-07-12T09:00:00.000Z', '2026-07-13T08:00:00.000Z')
  // Not revenue: pending, refunded; and one created before the window.
  await order('pending', 60_000, '2026-07-14T09:00:00.000Z')
  await order('refunded', 70_000, '2026-07-14T09:00:00.000Z')
  await order('paid', 80_000, '2026-06-01T09:00:00.000Z')
})

describe('dashboard sales per Paris day', () => {
  const dayOf = (series: { date: string; cents: number; orders: number }[], date: string) =>
    series.find((d) => d.date === date)

  it('puts a sale on either side of Paris midnight on its own day, in winter and in summer', async () => {
    const req = await createLocalReq({ user: (await staffUser(payload, ['admin'])) as never }, payload)
    const winter = (await dashboardFor(req, WINTER_NOW)).revenue!
    expect(dayOf(winter.series, '2026-01-10')).toEqual({ date: '2026-01-10', cents: 10_000, orders: 1 })
    expect(dayOf(winter.series, '2026-01-11')).toEqual({ date: '2026-01-11', cents: 20_000, orders: 1 })
    expect(winter.periodCents).toBe(30_000)
    const summer = (await dashboardFor(req, SUMMER_NOW)).revenue!
    expect(dayOf(summer.series, '2026-07-10')).toEqual({ date: '2026-07-10', cents: 30_000, orders: 1 })
    expect(dayOf(summer.series, '2026-07-11')).toEqual({ date: '2026-07-11', cents: 40_000, orders: 1 })
    expect(dayOf(summer.series, '2026-07-12')?.orders).toBe(0)
    expect(dayOf(summer.series, '2026-07-13')).toEqual({ date: '2026-07-13', cents: 50_000, orders: 1 })
    expect(summer.periodCents).toBe(120_000)
    expect(summer.periodOrders).toBe(3)
  })

  it('gives the figures of the orders read one by one', async () => {
    const req = await createLocalReq({ user: (await staffUser(payload, ['admin'])) as never }, payload)
    for (const now of [WINTER_NOW, SUMMER_NOW]) {
      const { docs } = await payload.find({
        collection: 'orders',
        where: {
          status: { in: [...REVENUE_STATUSES] },
          createdAt: { greater_than_equal: salesWindowStart(now).toISOString() },
        },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      const expected = salesPerDay(
        docs.map((o) => ({ total: o.total, at: o.timeline?.paidAt ?? o.createdAt })),
        now,
      )
      expect((await dashboardFor(req, now)).revenue!.series).toEqual(expected)
    }
  })
})
