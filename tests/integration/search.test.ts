// The site search on the seeded shop and magazine: accent- and typo-tolerant in both languages ("escarpin" finds
// the pumps, « bottine rouge » the red ankle boots, "emily" the filming-locations article), an editor's rename is
// found on the next search (the save hook drops the index), a draft never enters it, and GET /api/search refuses a
// missing, one-letter or too-long query with a 422 naming `q` — never a 5xx — and answers small, cacheable JSON.
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { seedCatalog } from '../../seed/catalog'
import { seedContent } from '../../seed/content'
import { seedStores } from '../../seed/stores'
import { testPayload } from './helpers/payload'

vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => unknown) => fn,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))
process.env.TRUST_PROXY = '1'

const { search } = await import('@/server/search')
const { GET } = await import('@/app/api/search/route')
const { resetLimits } = await import('@/server/http/limits')

let payload: Payload
let caller = 0
const ask = (query: string, headers: Record<string, string> = {}) =>
  GET(
    new Request(`http://localhost/api/search?${query}`, {
      headers: { 'x-forwarded-for': `10.8.0.${++caller % 250}`, ...headers },
    }),
  )

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  await seedCatalog(payload, { images: false })
  await seedContent(payload, { images: false })
}, 300_000)
beforeEach(() => resetLimits?.())

describe('the index on the seeded shop', () => {
  it('"escarpin" finds the pumps, in French', async () => {
    const found = await search('escarpin', 'fr')
    const types = found.products.map((p) => p.type)
    // Every pump first (a sandal's copy may mention escarpins, below them).
    expect(types.slice(0, types.lastIndexOf('pumps') + 1).every((t) => t === 'pumps')).toBe(true)
    expect(types.filter((t) => t === 'pumps').length).toBeGreaterThan(2)
    expect(found.products[0]!.title).toMatch(/^Escarpins Vavin/)
  })

  it('« bottine rouge » finds the red ankle boots first', async () => {
    const found = await search('bottine rouge', 'fr')
    expect(found.partial).toBe(false)
    expect(found.products[0]).toMatchObject({ handle: 'ankle-boots/red', colorName: 'Rouge' })
  })

  it('"emily" finds the filming-locations article', async () => {
    const found = await search('emily', 'en')
    expect(found.articles.map((a) => a.slug)).toContain('emily-in-paris-filming-locations')
    expect(found.articles[0]!.title).toMatch(/^Emily in Paris/)
  })

  it('forgives accents and a typo, and answers in the asked language', async () => {
    const [typo, accents] = await Promise.all([search('escarpns', 'en'), search('ODEON bordeaux', 'en')])
    expect(typo.products[0]!.type).toBe('pumps')
    expect(accents.products[0]).toMatchObject({ handle: 'boots/burgundy', colorName: 'Burgundy' })
  })

  it('shows partial matches, flagged, when no document holds every word', async () => {
    const found = await search('escarpins zzyzx', 'en')
    expect(found.partial).toBe(true)
    expect(found.products[0]!.type).toBe('pumps')
    expect((await search('qwxzv', 'en')).products).toEqual([])
  })

  it('an editor renames a product: the new name is found on the next search, the old one no more', async () => {
    await search('escarpin', 'en') // the index is built
    const [pump] = (
      await payload.find({ collection: 'products', where: { handle: { equals: 'pumps/red' } }, limit: 1 })
    ).docs
    await payload.update({
      collection: 'products',
      id: pump!.id,
      locale: 'en',
      data: { title: 'Quincampoix pumps, red' },
      overrideAccess: true,
    })
    const found = await search('quincampoix', 'en')
    expect(found.products.map((p) => p.handle)).toEqual(['pumps/red'])
    expect((await search('quincampoix', 'fr')).products[0]!.title).toMatch(/^Escarpins Vavin/)
  })

  it('a draft article stays out of the index', async () => {
    await payload.create({
      collection: 'articles',
      draft: true,
      locale: 'en',
      data: { title: 'Zanzibar notebook', slug: 'zanzibar-notebook', excerpt: 'Draft.', publishedAt: '2026-01-01' },
      overrideAccess: true,
    })
    expect((await search('zanzibar', 'en')).articles).toEqual([])
  })
})

describe('GET /api/search', () => {
  it('answers small, shared-cacheable JSON in the asked language', async () => {
    const res = await ask('q=bottine%20rouge&locale=fr')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
    expect(res.headers.get('set-cookie')).toBeNull()
    const body = (await res.json()) as { products: Record<string, unknown>[]; articles: unknown[] }
    expect(body.products[0]).toEqual({
      name: 'Bottines Tournon, rouge',
      colour: 'Rouge',
      price: expect.stringMatching(/^890,00\s€$/),
      url: '/fr/ankle-boots/red',
      image: null,
    })
    expect(body.products.length).toBeLessThanOrEqual(5)
    const emily = (await (await ask('q=emily&locale=en')).json()) as { articles: unknown[] }
    expect(emily.articles).toContainEqual({
      title: expect.stringMatching(/^Emily in Paris/),
      url: '/magazine/emily-in-paris-filming-locations',
    })
  })

  it('refuses a bad q with a 422 naming the field, in the caller’s language, never a 5xx', async () => {
    const cases: [string, RegExp][] = [
      ['locale=en', /at least two letters/],
      ['q=&locale=en', /at least two letters/],
      ['q=a&locale=en', /at least two letters/],
      ['q=%20%20%09&locale=fr', /au moins deux lettres/],
      [`q=${'a'.repeat(81)}&locale=en`, /At most 80 characters/],
      [`q=${'é'.repeat(5000)}&locale=fr`, /80 caractères au maximum/],
      ['q=%00%01%02&locale=en', /at least two letters/],
    ]
    for (const [query, message] of cases) {
      const res = await ask(query)
      expect(res.status, query).toBe(422)
      const { errors } = (await res.json()) as { errors: { field: string; message: string }[] }
      expect(errors[0], query).toMatchObject({ field: 'q', message: expect.stringMatching(message) })
    }
    for (const query of ['q=%E0%A4%A&locale=en', 'q=((((&locale=xx', 'q=*&q=**', 'q=-not+this'])
      expect((await ask(query)).status, query).toBeLessThan(500)
  })
})

afterAll(async () => {
  await payload?.destroy?.()
})
