// Backoffice edits reach the shop: which cache tags and paths each catalog hook clears, at once, and never in the seed.
import { beforeEach, describe, expect, it, vi } from 'vitest'

const calls = vi.hoisted(() => ({ tags: [] as [string, unknown][], paths: [] as string[] }))
vi.mock('next/cache', () => ({
  revalidateTag: (t: string, profile: unknown) => calls.tags.push([t, profile]),
  revalidatePath: (p: string) => calls.paths.push(p),
}))

const { revalidateProduct, revalidateDeletedProduct } = await import('@/collections/Products/hooks/revalidateProduct')
const { revalidateProductType } = await import('@/collections/ProductTypes/hooks/revalidateProductType')
const { revalidateVariant, revalidateDeletedVariant } = await import('@/collections/Variants/hooks/revalidateVariant')
const { revalidateStore } = await import('@/collections/Stores/hooks/revalidateStore')
const { People } = await import('@/collections/People')
const { Press } = await import('@/collections/Press')
const { productTargets, productTypeTargets } = await import('@/server/cache/catalogTags')

const NOW = { expire: 0 }
const tagNames = () => calls.tags.map(([t]) => t)

beforeEach(() => {
  calls.tags = []
  calls.paths = []
})

describe('catalog revalidation targets', () => {
  it.each([
    [
      ['ankle-boots/red'],
      ['/', '/fr', '/ankle-boots/red', '/fr/ankle-boots/red', '/ankle-boots', '/fr/ankle-boots'],
      ['product-lists', 'product:ankle-boots/red', 'category:ankle-boots'],
    ],
    [['gloves'], ['/', '/fr', '/gloves', '/fr/gloves'], ['product-lists', 'product:gloves', 'category:gloves']],
    [
      ['boots/black', 'boots/noir'],
      ['/', '/fr', '/boots/black', '/fr/boots/black', '/boots', '/fr/boots', '/boots/noir', '/fr/boots/noir'],
      ['product-lists', 'product:boots/black', 'category:boots', 'product:boots/noir'],
    ],
    [[null, undefined], ['/', '/fr'], ['product-lists']],
  ])(
    'product %j → its page, its category and the home in both languages; its own reads, not the catalog',
    (handles, paths, tags) => {
      expect(productTargets(handles)).toEqual({ tags, paths })
    },
  )

  it('a type → the home and its category', () => {
    expect(productTypeTargets(['sneakers', 'sneakers'])).toEqual({
      tags: ['products'],
      paths: ['/', '/fr', '/sneakers', '/fr/sneakers'],
    })
  })
})

describe('catalog hooks', () => {
  // The products that list the saved one among their related products, as the hook's lookup finds them.
  const listing = (handles: string[]) => {
    const find = vi.fn(async () => ({ docs: handles.map((handle) => ({ handle })) }))
    return { find, req: { payload: { find } } }
  }

  it('saving a product expires its own reads at once (not the whole catalog) and clears its old and new address', async () => {
    const { req } = listing([])
    await revalidateProduct({
      doc: { id: 4, handle: 'pumps/red' },
      previousDoc: { handle: 'pumps/rouge' },
      context: {},
      req,
    } as never)
    expect(calls.tags).toEqual([
      ['product-lists', NOW],
      ['product:pumps/red', NOW],
      ['category:pumps', NOW],
      ['product:pumps/rouge', NOW],
    ])
    expect(calls.paths).toEqual(expect.arrayContaining(['/pumps/red', '/fr/pumps/red', '/pumps/rouge', '/pumps', '/']))
  })

  it('a product shown as a related product clears the pages that show its card', async () => {
    const { find, req } = listing(['boots/black', 'gloves'])
    await revalidateProduct({ doc: { id: 4, handle: 'pumps/red' }, context: {}, req } as never)
    expect(find).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'products', where: { related: { in: [4] } } }),
    )
    expect(tagNames()).toEqual(expect.arrayContaining(['product:boots/black', 'product:gloves']))
    expect(calls.paths).toEqual(expect.arrayContaining(['/boots/black', '/fr/boots/black', '/gloves', '/fr/gloves']))
  })

  it('deleting a product clears it too; the seed (disableRevalidate) clears nothing', async () => {
    const { req } = listing(['boots/black'])
    await revalidateDeletedProduct({ doc: { id: 9, handle: 'sandals/gold' }, context: {}, req } as never)
    expect(calls.paths).toEqual(expect.arrayContaining(['/sandals/gold', '/boots/black']))
    calls.tags = []
    await revalidateProduct({ doc: { id: 4, handle: 'pumps/red' }, context: { disableRevalidate: true }, req } as never)
    expect(calls.tags).toEqual([])
  })

  it('a product type clears the catalog and its category', () => {
    revalidateProductType({ doc: { slug: 'gloves' }, context: {} } as never)
    expect(calls.tags).toEqual([['products', NOW]])
    expect(calls.paths).toEqual(['/', '/fr', '/gloves', '/fr/gloves'])
  })

  it('a variant looks up its product to clear that page; a populated product needs no lookup', async () => {
    const findByID = vi.fn(async () => ({ handle: 'boots/taupe' }))
    const req = { payload: { findByID } }
    await revalidateVariant({ doc: { product: 7 }, context: {}, req } as never)
    expect(findByID).toHaveBeenCalledWith(expect.objectContaining({ collection: 'products', id: 7 }))
    expect(calls.paths).toContain('/boots/taupe')
    calls.paths = []
    await revalidateDeletedVariant({ doc: { product: { id: 3, handle: 'gloves' } }, context: {}, req } as never)
    expect(calls.paths).toContain('/gloves')
    expect(findByID).toHaveBeenCalledTimes(1)
  })

  it('a store clears the boutique tag and /contact', () => {
    revalidateStore.afterChange[0]!({ doc: {}, context: {} })
    expect(calls.tags).toEqual([['stores', NOW]])
    expect(calls.paths).toEqual(['/contact', '/fr/contact'])
  })

  it('people and press also clear the catalog (their product-page sections)', () => {
    for (const collection of [People, Press]) {
      calls.tags = []
      const hook = collection.hooks!.afterChange![0] as (a: object) => unknown
      hook({ doc: {}, context: {} })
      expect(tagNames()).toContain('products')
    }
  })
})
