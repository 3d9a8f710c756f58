// Shipping costs from the backoffice's zone table reach the order and the payment provider's session; the table
// is read from a cache that a save clears at once; only admins change it, and every country has exactly one zone.
// The table the shop starts with is in the global (written by a migration, for existing databases too): what
// staff see in /app/globals/shipping is what the checkout charges, with no default in code behind an empty table.
import { Forbidden, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { GET as shippingRoute } from '@/app/api/shipping/route'
import { COUNTRY_CODES } from '@/domain/schemas/countries'
import { DEFAULT_SHIPPING_ZONES } from '@/domain/shipping'
import { exportPrice } from '@/domain/vat'
import { migrationsForDatabase } from '@/server/platform/migrations'
import { quoteShipping } from '@/server/checkout/shippingRates'
import type { Shipping } from '@/payload-types'
import { createCheckout } from '@/server/checkout/createCheckout'
import type { CheckoutRequest } from '@/server/checkout/priceLines'
import { onlineStoreId } from '@/server/inventory/moves'
import type { CreateSessionInput } from '@/server/payments/types'
import { seedStores } from '../../seed/stores'
import { staffUser, testPayload } from './helpers/payload'

// The real test provider, recording what each session was asked to charge.
const sessions = vi.hoisted(() => [] as CreateSessionInput[])
vi.mock('@/server/payments', async (real) => (await import('./helpers/recordedSessions')).recording(real, sessions))

let payload: Payload
const SITE = process.env.SERVER_URL || 'http://localhost:3000'

const request = (sku: string, country: string, quantity = 1): CheckoutRequest => ({
  items: [{ product_id: sku, quantity, size: '38' }],
  email: 'shopper@example.com',
  shippingAddress: {
    name: 'Claire Dubois',
    address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country },
  },
  successUrl: `${SITE}/checkout/success`,
  cancelUrl: `${SITE}/`,
  locale: 'fr',
})

const orderOf = (id: number) => payload.findByID({ collection: 'orders', id, overrideAccess: true })

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: 't-ship', name: 'Pumps', sizeSystem: 'eu-shoe' },
    overrideAccess: true,
  })
  for (const [sku, price] of [
    ['ship-a', 29000],
    ['ship-b', 89000],
  ] as const) {
    const p = await payload.create({
      collection: 'products',
      data: { title: 'Vavin pumps', productType: type.id, color: sku, colorName: 'Red', price },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'product-variants',
      data: { product: p.id, size: '38', sku },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'inventory',
      data: { sku, store: await onlineStoreId(payload), quantity: 50 },
      overrideAccess: true,
    })
  }
}, 120_000)

/** The table an admin saves in these tests: France cheaper and free from 800 €, Switzerland and the UK never free. */
const TABLE: NonNullable<Shipping['zones']> = [
  { name: 'France', countries: ['FR'], rate: 900, freeFrom: 80000 },
  { name: 'Switzerland and UK', countries: ['CH', 'GB'], rate: 4500, freeFrom: null },
  { name: 'Europe', countries: COUNTRY_CODES.filter((c) => !['FR', 'CH', 'GB'].includes(c)), rate: 2500 },
]
const saveTable = async () =>
  payload.updateGlobal({
    slug: 'shipping',
    data: { zones: TABLE },
    user: await staffUser(payload, ['admin']),
    overrideAccess: false,
  })

/** The global as the backoffice (and anyone) reads it through the Local API: name, countries, rate, threshold. */
const savedZones = async () =>
  ((await payload.findGlobal({ slug: 'shipping', depth: 0, overrideAccess: false })).zones ?? []).map((z) => ({
    name: z.name,
    countries: z.countries,
    rate: z.rate,
    freeFrom: z.freeFrom ?? null,
  }))

/** The migration that writes the house's table, as the database in use has it. */
const defaultZonesMigration = () => migrationsForDatabase().find((m) => m.name.endsWith('_shipping_default_zones'))!

describe('shipping at checkout', () => {
  // Each test starts from the house's table (as migrated) and saves the one it needs: none reads another's rates.
  afterEach(async () => {
    await payload.updateGlobal({
      slug: 'shipping',
      data: { zones: [...DEFAULT_SHIPPING_ZONES] as never },
      overrideAccess: true,
    })
  })

  it('the global holds the house’s zones from the start, and the checkout charges exactly its rates', async () => {
    const zones = await savedZones()
    expect(zones).toEqual(DEFAULT_SHIPPING_ZONES.map((z) => ({ ...z, countries: [...z.countries] })))
    expect(zones.flatMap((z) => z.countries).sort()).toEqual([...COUNTRY_CODES].sort())
    const rateOf = (country: string) => zones.find((z) => z.countries.includes(country as never))!.rate

    const fr = await createCheckout(payload, request('ship-a', 'FR'))
    const o = await orderOf(fr.orderId)
    expect(o).toMatchObject({ subtotal: 29000, shipping: rateOf('FR'), total: 29000 + rateOf('FR') })
    expect(rateOf('FR')).toBe(1500)
    expect(sessions.at(-1)!.shipping).toEqual({ amount: 1500, country: 'FR' })
    expect((await quoteShipping(payload, 'FR', 29000))!.cost).toBe(rateOf('FR'))

    const de = await orderOf((await createCheckout(payload, request('ship-a', 'DE'))).orderId)
    expect(de).toMatchObject({ subtotal: 29000, shipping: rateOf('DE'), total: 29000 + rateOf('DE') })
    expect(rateOf('DE')).toBe(3000)
    expect((await quoteShipping(payload, 'DE', 29000))!.cost).toBe(rateOf('DE'))
  })

  it('an empty table cannot be saved: there is no rate behind it the backoffice would not show', async () => {
    const admin = await staffUser(payload, ['admin'])
    await expect(
      payload.updateGlobal({ slug: 'shipping', data: { zones: [] }, user: admin, overrideAccess: false }),
    ).rejects.toThrow(/zones/i)
    expect(await savedZones()).toHaveLength(2)
  })

  it('the migration fills a database whose global has no zone, and leaves a table staff saved alone', async () => {
    const db = payload.db as unknown as {
      drizzle: { delete: (t: unknown) => Promise<unknown> }
      tables: Record<string, unknown>
    }
    // An existing database as it was before: the global never saved, the checkout charging code defaults.
    await db.drizzle.delete(db.tables.shipping_zones)
    expect(await savedZones()).toEqual([])
    const up = (defaultZonesMigration().up as (a: unknown) => Promise<void>).bind(null, {
      db: db.drizzle,
      payload,
      req: {},
    })
    await up()
    expect((await savedZones()).map((z) => [z.name, z.rate, z.freeFrom, z.countries.length])).toEqual([
      ['France', 1500, 50000, 1],
      ['Europe', 3000, 100000, COUNTRY_CODES.length - 1],
    ])
    await saveTable()
    await up()
    expect((await savedZones()).map((z) => [z.name, z.rate])).toEqual([
      ['France', 900],
      ['Switzerland and UK', 4500],
      ['Europe', 2500],
    ])
  })

  it('an admin’s new rates reach the very next checkout (the zone cache is cleared by the save)', async () => {
    // The house's table is in force (and cached) before the save.
    expect((await orderOf((await createCheckout(payload, request('ship-a', 'FR'))).orderId)).shipping).toBe(1500)
    await saveTable()
    const fr = await orderOf((await createCheckout(payload, request('ship-a', 'FR'))).orderId)
    expect(fr).toMatchObject({ subtotal: 29000, shipping: 900, total: 29900 })
    const ch = await orderOf((await createCheckout(payload, request('ship-a', 'CH'))).orderId)
    // Switzerland is an export (src/domain/vat.ts): its zone's VAT-inclusive 45 € and the 290 € pair without French
    // VAT, 37.50 € and 241.67 €.
    expect(ch).toMatchObject({ shipping: exportPrice(4500), total: exportPrice(29000) + exportPrice(4500) })
    expect(ch).toMatchObject({ shipping: 3750, total: 27917 })
    expect(sessions.at(-1)!.shipping).toEqual({ amount: 3750, country: 'CH' })
    // The panel reads the same table.
    const res = await shippingRoute(new Request(`${SITE}/api/shipping`))
    expect(res.status).toBe(200)
    const { zones } = await res.json()
    expect(zones.map((z: { name: string; rate: number }) => [z.name, z.rate])).toEqual([
      ['France', 900],
      ['Switzerland and UK', 4500],
      ['Europe', 2500],
    ])
  })

  it('is free from the zone’s threshold, and the free order still tells the provider (amount 0)', async () => {
    await saveTable()
    const o = await orderOf((await createCheckout(payload, request('ship-b', 'FR'))).orderId)
    expect(o).toMatchObject({ subtotal: 89000, shipping: 0, total: 89000 })
    expect(sessions.at(-1)!.shipping).toEqual({ amount: 0, country: 'FR' })
    // Switzerland has no threshold: never free.
    const ch = await orderOf((await createCheckout(payload, request('ship-b', 'CH', 2))).orderId)
    // (An export: charged without French VAT, 2 × 741.67 € and 37.50 €.)
    expect(ch).toMatchObject({ subtotal: 2 * exportPrice(89000), shipping: exportPrice(4500), total: 152084 })
  })

  it('refuses a zone table where a country is missing or in two zones', async () => {
    await saveTable()
    const admin = await staffUser(payload, ['admin'])
    const save = (zones: { name: string; countries: string[]; rate: number }[]) =>
      payload.updateGlobal({ slug: 'shipping', data: { zones: zones as never }, user: admin, overrideAccess: false })
    await expect(save([{ name: 'France', countries: ['FR'], rate: 900 }])).rejects.toThrow(/zones/i)
    await expect(
      save([
        { name: 'France', countries: ['FR'], rate: 900 },
        { name: 'All', countries: [...COUNTRY_CODES], rate: 2500 },
      ]),
    ).rejects.toThrow(/zones/i)
    // The table in force did not change.
    const fr = await orderOf((await createCheckout(payload, request('ship-a', 'FR'))).orderId)
    expect(fr.shipping).toBe(900)
  })

  it('only admins change the rates; every role and shoppers may read them', async () => {
    await saveTable()
    for (const role of ['editor', 'stock', 'service']) {
      const user = await staffUser(payload, [role])
      await expect(
        payload.updateGlobal({ slug: 'shipping', data: { zones: [] }, user, overrideAccess: false }),
      ).rejects.toThrow(Forbidden)
      const read = await payload.findGlobal({ slug: 'shipping', user, overrideAccess: false })
      expect(read.zones?.length).toBe(3)
    }
    const anonymous = await payload.findGlobal({ slug: 'shipping', overrideAccess: false })
    expect(anonymous.zones?.[0]?.rate).toBe(900)
  })
})
