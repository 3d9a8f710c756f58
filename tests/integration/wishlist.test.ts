// The signed-in shopper's saved pairs: kept on their cart document through /api/wishlist only (Payload's REST API
// with the shopper's token writes nothing), read back in order, pairs gone from the catalogue dropped, the cart's
// lines untouched by a wishlist write (and the other way round), each write announced on the cart's live stream; the
// cards endpoint answers for anyone; staff read how many shoppers saved each pair.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { CartItem } from '@/domain/cart/types'
import { testPayload } from './helpers/payload'
import { requester, signedInShopper } from './helpers/shopper'
import { sellableShoe } from './helpers/shoe'
import { seedStores } from '../../seed/stores'

// Outside a Next server there is no incremental cache: read straight through.
vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => unknown) => fn,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))

process.env.TRUST_PROXY = '1'

let payload: Payload
let saved: typeof import('@/server/carts/wishlist')
let carts: typeof import('@/server/carts/store')
let routes: {
  GET: (r: Request) => Promise<Response>
  PUT: (r: Request) => Promise<Response>
  PRODUCTS: (r: Request) => Promise<Response>
  LIVE: (r: Request) => Promise<Response>
}
let products: { id: number; title: string; handle: string }[]
const SITE = process.env.SERVER_URL || 'http://localhost:3000'

const call = requester('10.11')
const customer = () => signedInShopper(payload, 'wish')

beforeAll(async () => {
  payload = await testPayload()
  saved = await import('@/server/carts/wishlist')
  carts = await import('@/server/carts/store')
  const wishlist = await import('@/app/api/wishlist/route')
  const cards = await import('@/app/api/wishlist/products/route')
  const live = await import('@/app/api/cart/live/route')
  routes = { GET: wishlist.GET, PUT: wishlist.PUT, PRODUCTS: cards.GET, LIVE: live.GET }
  await seedStores(payload)
  const run = Date.now().toString(36)
  products = []
  for (let i = 0; i < 4; i++) {
    const p = await sellableShoe(payload, { sku: `wish-${run}-${i}`, title: `Wish ${i}`, price: 50_000 + i })
    products.push({ id: p.id, title: p.title, handle: p.handle ?? '' })
  }
})

describe('saved pairs on the account', () => {
  it('keeps the list in order beside the cart, each write leaving the other alone', async () => {
    const c = await customer()
    const [p1, p2, p3] = products
    const line: CartItem = {
      id: 'x:38:black:pumps',
      product_id: 'x',
      title: 'Pump',
      price: 59_000,
      quantity: 1,
      image: '',
      size: '38',
      color: 'black',
      type: 'pumps',
    }
    await carts.writeCart(payload, c, [line])
    expect((await saved.writeSaved(payload, c, [p2!.id, p1!.id, p2!.id])).products).toEqual([p2!.id, p1!.id])
    expect((await carts.readCart(payload, c)).items.map((l) => l.product_id)).toEqual(['x'])
    await carts.writeCart(payload, c, [])
    expect((await saved.readSaved(payload, c)).products).toEqual([p2!.id, p1!.id])
    // A customer with no cart yet gets one holding only the list.
    const d = await customer()
    await saved.writeSaved(payload, d, [p3!.id])
    expect((await saved.readSaved(payload, d)).products).toEqual([p3!.id])
    expect((await carts.readCart(payload, d)).items).toEqual([])
  })

  it('drops pairs that are not (or no longer) in the catalogue', async () => {
    const c = await customer()
    // A colourway with no sizes yet (a product with variants cannot be deleted at all).
    const first = await payload.findByID({ collection: 'products', id: products[0]!.id, depth: 0 })
    const gone = await payload.create({
      collection: 'products',
      data: { title: 'Gone', productType: first.productType, color: `gone-${Date.now()}`, colorName: 'Noir', price: 1 },
      overrideAccess: true,
    })
    await saved.writeSaved(payload, c, [gone.id, products[0]!.id, 999_999_999])
    expect((await saved.readSaved(payload, c)).products).toEqual([gone.id, products[0]!.id])
    // Deleting a saved product never fails and leaves the list without it.
    await payload.delete({ collection: 'products', id: gone.id, overrideAccess: true })
    expect((await saved.readSaved(payload, c)).products).toEqual([products[0]!.id])
  })

  it('cannot be written through Payload’s REST API with the shopper’s token, nor read by another shopper', async () => {
    const a = await customer()
    const b = await customer()
    await saved.writeSaved(payload, a, [products[0]!.id])
    const { docs } = await payload.find({
      collection: 'carts',
      where: { customer: { equals: a.id } },
      overrideAccess: true,
      depth: 0,
    })
    const cartId = docs[0]!.id
    // What /api/carts/:id runs for a customer's token: the shopper as user, no cartOwner context.
    await expect(
      payload.update({
        collection: 'carts',
        id: cartId,
        data: { saved: [{ product: products[1]!.id }] },
        user: { ...a, collection: 'customers' } as never,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    expect((await saved.readSaved(payload, b)).products).toEqual([])
    expect((await saved.readSaved(payload, a)).products).toEqual([products[0]!.id])
  })

  it('counts for staff how many shoppers saved each pair, most saved first', async () => {
    const [p1, p2] = products
    const before = new Map((await saved.savedCountsAll(payload, 'en')).map((r) => [r.id, r.count]))
    await saved.writeSaved(payload, await customer(), [p1!.id, p2!.id])
    await saved.writeSaved(payload, await customer(), [p1!.id])
    const after = await saved.savedCountsAll(payload, 'fr')
    const count = (id: number) => after.find((r) => r.id === id)?.count ?? 0
    expect(count(p1!.id)).toBe((before.get(p1!.id) ?? 0) + 2)
    expect(count(p2!.id)).toBe((before.get(p2!.id) ?? 0) + 1)
    expect(after.map((r) => r.count)).toEqual([...after.map((r) => r.count)].sort((x, y) => y - x))
    // Never a shopper's name or address: a product, its title and a number.
    expect(Object.keys(after[0]!).sort()).toEqual(['count', 'id', 'title'])
  })
})

describe('/api/wishlist', () => {
  it('says "a guest" to a visitor without a customer session and refuses a guest’s write, in the page’s language', async () => {
    const res = await routes.GET(call('GET', '/api/wishlist', undefined))
    expect(await res.json()).toEqual({ customer: null, products: [], updatedAt: null })
    const put = await routes.PUT(call('PUT', '/api/wishlist', 'payload-token=abc', { products: [1] }))
    expect(put.status).toBe(401)
    expect((await put.json()).errors[0].message).toBe('Sign in to keep your saved pairs on your account.')
    const fr = await routes.PUT(
      call('PUT', '/api/wishlist', undefined, { products: [] }, { referer: `${SITE}/fr/wishlist` }),
    )
    expect((await fr.json()).errors[0].message).toBe(
      'Connectez-vous pour conserver vos coups de cœur dans votre compte.',
    )
  })

  it('writes and reads the shopper’s list, announces it live; a bad list is a 422 naming the field, nothing saved', async () => {
    const c = await customer()
    const stream = await routes.LIVE(call('GET', '/api/cart/live', c.cookie))
    const reader = stream.body!.getReader()
    const put = await routes.PUT(call('PUT', '/api/wishlist', c.cookie, { products: [products[2]!.id] }))
    expect(put.status).toBe(200)
    expect(put.headers.get('cache-control')).toBe('no-store')
    const got = await (await routes.GET(call('GET', '/api/wishlist', c.cookie))).json()
    expect(got).toMatchObject({ customer: c.id, products: [products[2]!.id] })
    let text = ''
    const until = Date.now() + 5_000
    while (!text.includes('event: change') && Date.now() < until) {
      const next = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), 500))])
      if (next && !next.done) text += new TextDecoder().decode(next.value)
    }
    await reader.cancel()
    expect(text).toContain('event: change')
    for (const [body, field] of [
      [{ products: [0] }, 'products.0'],
      [{ products: ['12'] }, 'products.0'],
      [{ products: Array.from({ length: 61 }, (_, i) => i + 1) }, 'products'],
      [{}, 'products'],
    ] as const) {
      const res = await routes.PUT(call('PUT', '/api/wishlist', c.cookie, body))
      expect(res.status).toBe(422)
      expect((await res.json()).errors[0].field).toBe(field)
    }
    expect((await saved.readSaved(payload, c)).products).toEqual([products[2]!.id])
  })

  it('gives the cards of a list in its order with each size’s stock state; bad ids are a 422', async () => {
    const [p1, p2] = products
    const res = await routes.PRODUCTS(call('GET', `/api/wishlist/products?ids=${p2!.id},${p1!.id}&locale=fr`))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/public/)
    const { pairs } = await res.json()
    expect(pairs.map((p: { id: number }) => p.id)).toEqual([p2!.id, p1!.id])
    expect(pairs[0].handle).toBe(p2!.handle)
    expect(pairs[0].sizes.length).toBeGreaterThan(0)
    for (const s of pairs[0].sizes) expect(['in-stock', 'low', 'boutique-only', 'out']).toContain(s.status)
    for (const q of ['ids=', 'ids=abc', 'ids=1,-2', `ids=${Array.from({ length: 61 }, (_, i) => i + 1).join(',')}`]) {
      const bad = await routes.PRODUCTS(call('GET', `/api/wishlist/products?${q}`))
      expect(bad.status).toBe(422)
      expect((await bad.json()).errors[0].field).toMatch(/^ids/)
    }
  })
})
