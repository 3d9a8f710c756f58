// The seeded catalog on a real database: every colourway, a variant per size, stock in both stores with the
// states the shop must show (out everywhere, boutique only, last units).
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalog } from '../../seed/catalog'
import { seedStores } from '../../seed/stores'
import { testPayload } from './helpers/payload'

let payload: Payload

const stock = async (sku: string) => {
  const rows = await payload.find({
    collection: 'inventory',
    where: { sku: { equals: sku } },
    depth: 1,
    overrideAccess: true,
  })
  return Object.fromEntries(rows.docs.map((r) => [typeof r.store === 'object' ? r.store.type : r.store, r.quantity]))
}

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  await seedCatalog(payload, { images: false })
}, 300_000)

describe('catalog seed', () => {
  it('creates the six types and every colourway with a unique handle, in both languages', async () => {
    const types = await payload.find({ collection: 'product-types', sort: 'order', overrideAccess: true })
    expect(types.docs.map((t) => t.slug)).toEqual(['ankle-boots', 'boots', 'pumps', 'sandals', 'sneakers', 'gloves'])
    const products = await payload.find({ collection: 'products', limit: 100, overrideAccess: true })
    expect(products.totalDocs).toBe(17)
    expect(new Set(products.docs.map((p) => p.handle)).size).toBe(17)
    expect(products.docs.map((p) => p.handle)).toEqual(
      expect.arrayContaining(['ankle-boots/red', 'ankle-boots/black', 'pumps/yellow', 'gloves']),
    )
    const fr = await payload.find({
      collection: 'products',
      where: { handle: { equals: 'pumps/yellow' } },
      locale: 'fr',
      overrideAccess: true,
    })
    expect(fr.docs[0].title).toMatch(/Escarpins/)
    expect(Number.isInteger(fr.docs[0].price)).toBe(true)
  })

  it('has a variant per size and a stock line per store', async () => {
    const variants = await payload.count({ collection: 'product-variants', overrideAccess: true })
    const lines = await payload.count({ collection: 'inventory', overrideAccess: true })
    expect(lines.totalDocs).toBe(variants.totalDocs * 2)
    expect(await stock('ankle-boots-red-38')).toMatchObject({ online: 2 })
    expect(await stock('pumps-yellow-37.5')).toMatchObject({ online: 1 })
  })

  it('seeds the out-of-stock and boutique-only states', async () => {
    for (const size of ['36', '38.5', '41']) {
      expect(await stock(`sandals-gold-${size}`)).toEqual({ online: 0, boutique: 0 })
      const taupe = await stock(`boots-taupe-${size}`)
      expect(taupe.online).toBe(0)
      expect(taupe.boutique).toBeGreaterThan(0)
    }
  })

  it('a second seed changes nothing', async () => {
    await seedCatalog(payload, { images: false })
    expect((await payload.count({ collection: 'products', overrideAccess: true })).totalDocs).toBe(17)
  })
})
