// The catalog and stock reads behind the shop's pages and the cart's reconciliation, on a real database.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { seedCatalog } from '../../seed/catalog'
import { seedStores } from '../../seed/stores'
import { testPayload } from './helpers/payload'

// Outside a Next server there is no incremental cache: read straight through. The paths the hooks clear are kept.
const cleared = vi.hoisted(() => ({ paths: [] as string[] }))
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => unknown) => fn,
  revalidateTag: () => {},
  revalidatePath: (path: string) => cleared.paths.push(path),
}))

const { getCategory, getProductPage, getTypes, getFeatured, getLooks } = await import('@/server/catalog')
const { onlineStockFor } = await import('@/server/inventory/reads')
const { POST } = await import('@/app/api/stock/route')

let payload: Payload

async function setOnline(sku: string, quantity: number) {
  const online = await payload.find({
    collection: 'stores',
    where: { type: { equals: 'online' } },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'inventory',
    where: { sku: { equals: sku }, store: { equals: online.docs[0]!.id } },
    data: { quantity },
    overrideAccess: true,
  })
}

const post = (body: unknown) =>
  POST(
    new Request('http://localhost/api/stock', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    }),
  )

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  await seedCatalog(payload, { images: false })
}, 300_000)

describe('catalog reads', () => {
  it('lists the six types in order, localized', async () => {
    const fr = await getTypes('fr')
    expect(fr.map((t) => t.slug)).toEqual(['ankle-boots', 'boots', 'pumps', 'sandals', 'sneakers', 'gloves'])
    expect(fr[0]!.name).toBe('Bottines')
    expect(fr.find((t) => t.slug === 'gloves')!.sizeSystem).toBe('glove-hand')
    expect(fr[0]!.sizeGuide.length).toBe(15)
  })

  it('lists a category with every colourway and its availability', async () => {
    const ankle = await getCategory('ankle-boots', 'en')
    expect(ankle.map((p) => p.color).sort()).toEqual(['black', 'cognac', 'ivory', 'red'])
    expect(ankle.every((p) => p.availability === 'in-stock')).toBe(true)
    expect((await getCategory('sandals', 'en')).find((p) => p.color === 'gold')!.availability).toBe('out-of-stock')
    expect((await getCategory('boots', 'en')).find((p) => p.color === 'taupe')!.availability).toBe(
      'online-out-boutique-available',
    )
    expect(await getCategory('hats', 'en')).toEqual([])
  })

  it('gives a category’s listing its sizes with stock, and when each colourway joined', async () => {
    const boots = await getCategory('boots', 'en')
    const taupe = boots.find((p) => p.color === 'taupe')!
    expect(taupe.sizes.length).toBe(15)
    expect(taupe.sizes.every((s) => s.online === 0)).toBe(true)
    expect(taupe.sizes.some((s) => s.boutique > 0)).toBe(true)
    expect(boots.every((p) => p.createdAt > 0)).toBe(true)
  })

  it('GET /api/stock/type answers every size of a type, cacheable for a second; an unknown type is a 422', async () => {
    const { GET } = await import('@/app/api/stock/type/route')
    const get = (q: string) =>
      GET(new Request(`http://localhost/api/stock/type${q}`, { headers: { 'x-forwarded-for': '10.9.9.9' } }))
    const res = await get('?type=pumps')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1')
    const { rows } = (await res.json()) as { rows: { sku: string }[] }
    const skus = new Set(rows.map((row) => row.sku))
    // Four colourways of 15 sizes: more than GET /api/stock takes at once.
    expect(skus.size).toBe(60)
    expect([...skus].every((sku) => sku.startsWith('pumps-'))).toBe(true)
    const bad = await get('?type=hats')
    expect(bad.status).toBe(422)
    expect((await bad.json()).errors[0].field).toBe('type')
  })

  it('reads a product page with live stock per size, in French', async () => {
    const data = await getProductPage('pumps', 'yellow', 'fr')
    expect(data!.product.title).toMatch(/Escarpins/)
    // The cart keeps the colour in both languages, to show it in the shopper's current one.
    expect(data!.product.colorNames).toEqual({ en: 'Yellow', fr: 'Jaune' })
    expect(data!.sizes).toHaveLength(15)
    expect(data!.sizes.find((s) => s.size === '37.5')).toMatchObject({
      online: 1,
      status: 'low',
      sku: 'pumps-yellow-37.5',
    })
    expect(data!.availability).toBe('in-stock')
    await setOnline('pumps-yellow-37.5', 0)
    const after = await getProductPage('pumps', 'yellow', 'fr')
    expect(after!.sizes.find((s) => s.size === '37.5')!.online).toBe(0)
  })

  it('answers null for an unknown colour, a colour under the wrong type, and reads /gloves without colour', async () => {
    expect(await getProductPage('ankle-boots', 'purple', 'en')).toBeNull()
    expect(await getProductPage('boots', 'yellow', 'en')).toBeNull()
    const gloves = await getProductPage('gloves', null, 'en')
    expect(gloves!.product.handle).toBe('gloves')
    expect(gloves!.sizes.map((s) => s.size)).toEqual(['6', '6.5', '7', '7.5', '8', '8.5'])
  })

  it('shows the out-of-stock and boutique-only states', async () => {
    expect((await getProductPage('sandals', 'gold', 'en'))!.availability).toBe('out-of-stock')
    const taupe = await getProductPage('boots', 'taupe', 'en')
    expect(taupe!.availability).toBe('online-out-boutique-available')
    expect(taupe!.sizes.every((s) => s.online === 0 && s.status !== 'in-stock')).toBe(true)
  })

  it('has featured products and looks only from the shop-the-look types', async () => {
    expect((await getFeatured('en')).length).toBeGreaterThan(0)
    const looks = await getLooks('en')
    expect(new Set(looks.map((l) => l.type))).toEqual(new Set(['ankle-boots', 'boots', 'pumps', 'sandals']))
  })
})

describe('what a product edit clears', () => {
  it('the pages of the products that show it among their related products (its card and price are in their read)', async () => {
    const { docs } = await payload.find({
      collection: 'products',
      limit: 2,
      sort: 'id',
      depth: 0,
      overrideAccess: true,
    })
    const [shown, showing] = docs as [(typeof docs)[0], (typeof docs)[0]]
    const quiet = { disableRevalidate: true }
    const before = { related: showing.related ?? [], price: shown.price }
    await payload.update({
      collection: 'products',
      id: showing.id,
      data: { related: [shown.id] },
      context: quiet,
      overrideAccess: true,
    })
    try {
      cleared.paths = []
      await payload.update({
        collection: 'products',
        id: shown.id,
        data: { price: shown.price + 100 },
        overrideAccess: true,
      })
      expect(cleared.paths).toEqual(
        expect.arrayContaining([`/${shown.handle}`, `/${showing.handle}`, `/fr/${showing.handle}`]),
      )
    } finally {
      await payload.update({
        collection: 'products',
        id: shown.id,
        data: { price: before.price },
        context: quiet,
        overrideAccess: true,
      })
      await payload.update({
        collection: 'products',
        id: showing.id,
        data: { related: before.related },
        context: quiet,
        overrideAccess: true,
      })
    }
  })
})

describe('online stock for the cart', () => {
  it('maps cart line ids to the online quantity; unknown SKUs answer zero', async () => {
    const stock = await onlineStockFor([
      { id: 'a', product_id: 'ankle-boots-red-38' },
      { id: 'b', product_id: 'boots-taupe-38' },
      { id: 'c', product_id: 'no-such-sku' },
    ])
    expect(stock).toEqual({ a: 2, b: 0, c: 0 })
  })

  it('POST /api/stock answers the map, 422 on a bad body, 400 on non-JSON', async () => {
    await setOnline('ankle-boots-black-39', 3)
    const ok = await post({ items: [{ id: 'ankle-boots-black-39:39', product_id: 'ankle-boots-black-39' }] })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ stock: { 'ankle-boots-black-39:39': 3 }, limits: { perSize: 3, perOrder: 10 } })
    const bad = await post({ items: [{ id: '', product_id: 5 }] })
    expect(bad.status).toBe(422)
    const body = await bad.json()
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['items.0.id', 'items.0.product_id']),
    )
    expect((await post('not json')).status).toBe(400)
  })
})
