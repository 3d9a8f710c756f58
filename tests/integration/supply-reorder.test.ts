// Supply seed, low stock and reorder drafts (issue 16) on the seeded catalogue: the seed's workshops and supplier
// orders (idempotent), the low-stock list counting incoming units, drafts per workshop and the nightly email; the
// drafts of one workshop only, and a workshop that does not exist refused on its field (issue 37).
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { POST as draftsRoute } from '@/app/api/supply/drafts/route'
import { adjustStock } from '@/server/supply/adjust'
import { parisClock } from '@/domain/nightly'
import { nightlyDue, runNightly } from '@/server/supply/nightly'
import { draftsFromLowStock, lowStock } from '@/server/supply/reorder'
import { seedCatalog } from '../../seed/catalog'
import { seedStores } from '../../seed/stores'
import { seedSupply } from '../../seed/supply'
import { staffUser, testPayload } from './helpers/payload'

process.env.EMAIL_QUEUE_MANUAL = '1'

let payload: Payload
let stock: Awaited<ReturnType<typeof staffUser>>

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  await seedCatalog(payload, { images: false })
  await seedSupply(payload)
  await staffUser(payload, ['admin'], 'first-reorder@test.example')
  stock = await staffUser(payload, ['stock'])
}, 240_000)

/** The emails queued to one address (the queue runs by hand in these tests: EMAIL_QUEUE_MANUAL). */
async function emailsTo(to: string) {
  const jobs = await payload.find({ collection: 'payload-jobs', overrideAccess: true, pagination: false })
  return jobs.docs.filter((j) => (j.input as { to?: string })?.to === to)
}

describe('supply seed', () => {
  it('adds four Italian workshops and supplier orders in several states, once', async () => {
    await seedSupply(payload)
    const workshops = await payload.find({ collection: 'suppliers', overrideAccess: true, depth: 0 })
    expect(workshops.totalDocs).toBe(4)
    expect(workshops.docs.every((w) => w.country === 'IT' && (w.productTypes?.length ?? 0) > 0)).toBe(true)
    const orders = await payload.find({ collection: 'supplier-orders', overrideAccess: true, pagination: false })
    expect(new Set(orders.docs.map((o) => o.status)).size).toBeGreaterThanOrEqual(4)
  })
})

describe('low stock and reorder', () => {
  it('lists sizes at or below their point, counting incoming units, and drafts one order per workshop and store', async () => {
    const low = await lowStock(payload, stock)
    expect(low.length).toBeGreaterThan(0)
    for (const l of low) {
      expect(l.onHand + l.incoming).toBeLessThanOrEqual(l.point)
      expect(l.suggest).toBe(Math.max(0, l.target - l.onHand - l.incoming))
    }
    const before = await payload.count({
      collection: 'supplier-orders',
      where: { status: { equals: 'draft' } },
      overrideAccess: true,
    })
    const { created } = await draftsFromLowStock(payload, stock)
    expect(created.length).toBeGreaterThan(0)
    const keys = created.map((o) => `${o.supplier}|${o.store}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const o of created) {
      expect(o.status).toBe('draft')
      for (const line of o.lines) {
        const l = low.find((x) => x.sku === line.sku && x.store === o.store)!
        expect(line.quantity).toBe(l.suggest)
        expect(l.supplier?.id).toBe(o.supplier)
      }
    }
    const after = await payload.count({
      collection: 'supplier-orders',
      where: { status: { equals: 'draft' } },
      overrideAccess: true,
    })
    expect(after.totalDocs).toBe(before.totalDocs + created.length)
    // Once drafted… the lines are not incoming until the order is sent.
    expect((await lowStock(payload, stock)).length).toBe(low.length)
  })

  it('the nightly run checks the stock and emails the stock team the low-stock list', async () => {
    // The shop's first night, whatever ran before: with no nightly check stored, every low size counts as crossed.
    await payload.delete({
      collection: 'stock-checks',
      where: { trigger: { equals: 'nightly' } },
      overrideAccess: true,
    })
    const before = new Set((await emailsTo(stock.email)).map((j) => j.id))
    const result = await runNightly(payload, 'http://localhost:3000')
    expect(result.low).toBeGreaterThan(0)
    expect(result.emails).toBeGreaterThanOrEqual(1)
    const toStock = (await emailsTo(stock.email)).filter((j) => !before.has(j.id))
    expect(toStock).toHaveLength(1)
    expect((toStock[0]!.input as { subject: string }).subject).toMatch(
      /^Stock: \d+ size\(s\) at or below their reorder point$/,
    )
    const check = await payload.find({ collection: 'stock-checks', overrideAccess: true, sort: '-createdAt', limit: 1 })
    expect(check.docs[0]).toMatchObject({ trigger: 'nightly', drifts: 0 })
  })

  it('emails again only when a size crosses its point since the last night, not while the same sizes stay low', async () => {
    const toStock = async () => (await emailsTo(stock.email)).length
    await runNightly(payload, 'http://localhost:3000') // last night, whichever test ran before
    const sent = await toStock()
    const quiet = await runNightly(payload, 'http://localhost:3000')
    expect(quiet.low).toBeGreaterThan(0)
    expect([quiet.crossed, quiet.emails]).toEqual([0, 0])
    expect(await toStock()).toBe(sent)
    // A size well above its point sells out: it crosses, and the stock team hears of it.
    const low = new Set((await lowStock(payload, stock)).map((l) => `${l.sku}|${l.store}`))
    const lines = await payload.find({
      collection: 'inventory',
      where: { quantity: { greater_than: 3 } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const line = lines.docs.find((l) => !low.has(`${l.sku}|${Number(l.store)}`))!
    await adjustStock(payload, stock, {
      sku: line.sku,
      store: Number(line.store),
      from: line.quantity,
      to: 0,
      reason: 'Sold at the trunk show',
    })
    const crossed = await runNightly(payload, 'http://localhost:3000')
    expect(crossed.crossed).toBe(1)
    expect(crossed.low).toBe(quiet.low + 1)
    expect(crossed.emails).toBeGreaterThanOrEqual(1)
    expect(await toStock()).toBe(sent + 1)
  })

  it('the scheduler runs it once a night: due at 03:00 Paris on a day without a run, not on the day of the last', async () => {
    // A night to come has no run yet: due in its 03:00 hour (02:10 UTC in winter), not at 04:10.
    expect(await nightlyDue(payload, new Date('2099-01-15T02:10:00.000Z'))).toBe(true)
    expect(await nightlyDue(payload, new Date('2099-01-15T03:10:00.000Z'))).toBe(false)
    // A run today stores its nightly check: in the 03:00 hour of that same Paris day, it is not due again.
    await runNightly(payload, 'http://localhost:3000')
    const last = (
      await payload.find({
        collection: 'stock-checks',
        where: { trigger: { equals: 'nightly' } },
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    const day = parisClock(new Date(last.createdAt)).day
    const threeAm = ['T00:30:00Z', 'T01:30:00Z', 'T02:30:00Z']
      .map((t) => new Date(`${day}${t}`))
      .find((d) => parisClock(d).day === day && parisClock(d).hour === 3)!
    expect(await nightlyDue(payload, threeAm)).toBe(false)
  })
})

describe('drafts for one workshop (issue 37)', () => {
  /** The drafts of each workshop now (drafts are not incoming: making them leaves the low list as it was). */
  const draftsBySupplier = async () => {
    const drafts = await payload.find({
      collection: 'supplier-orders',
      where: { status: { equals: 'draft' } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const count = new Map<number, number>()
    for (const o of drafts.docs) count.set(Number(o.supplier), (count.get(Number(o.supplier)) ?? 0) + 1)
    return count
  }
  /** Whatever a test drafts is deleted after it, so the other tests count drafts as if it never ran. */
  const removeAfter = (ids: number[]) =>
    onTestFinished(async () => {
      if (ids.length)
        await payload.delete({ collection: 'supplier-orders', where: { id: { in: ids } }, overrideAccess: true })
    })

  it('makes only that workshop’s drafts, one per store, each with its low lines at their suggested quantity', async () => {
    const orderable = (await lowStock(payload, stock)).filter((l) => l.suggest > 0 && l.supplier)
    // Two workshops at least have something to order, or "only this one" would prove nothing.
    const workshops = [...new Set(orderable.map((l) => l.supplier!.id))]
    expect(workshops.length).toBeGreaterThan(1)
    const workshop = workshops[1]!
    const mine = orderable.filter((l) => l.supplier!.id === workshop)
    const before = await draftsBySupplier()

    const { created } = await draftsFromLowStock(payload, stock, { supplier: workshop })
    removeAfter(created.map((o) => o.id))

    expect(created.map((o) => o.supplier)).toEqual(created.map(() => workshop))
    expect(created.map((o) => o.store).sort()).toEqual([...new Set(mine.map((l) => l.store))].sort())
    for (const o of created)
      expect(o.lines.map((l) => [l.sku, l.quantity]).sort()).toEqual(
        mine
          .filter((l) => l.store === o.store)
          .map((l) => [l.sku, l.suggest])
          .sort(),
      )
    const after = await draftsBySupplier()
    for (const w of new Set([...before.keys(), ...after.keys()]))
      expect(after.get(w) ?? 0).toBe((before.get(w) ?? 0) + (w === workshop ? created.length : 0))
  })

  it('a workshop that does not exist is refused on its field (422), in the caller’s language, and nothing is drafted', async () => {
    const missing = 2_000_000_000
    const before = await draftsBySupplier()
    await expect(draftsFromLowStock(payload, stock, { supplier: missing })).rejects.toMatchObject({
      status: 422,
      errors: [{ field: 'supplier', message: 'No such workshop.' }],
    })
    const { token } = await payload.login({
      collection: 'users',
      data: { email: stock.email, password: 'correct horse battery staple' },
    })
    for (const [locale, message] of [
      ['en', 'No such workshop.'],
      ['fr', 'Cet atelier n’existe pas.'],
    ] as const) {
      const res = await draftsRoute(
        new Request(`http://localhost:3000/api/supply/drafts?locale=${locale}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `JWT ${token}` },
          body: new URLSearchParams({ supplier: String(missing) }).toString(),
        }),
      )
      expect(res.status).toBe(422)
      expect(await res.json()).toMatchObject({ errors: [{ field: 'supplier', message }] })
    }
    expect(await draftsBySupplier()).toEqual(before)
  })
})
