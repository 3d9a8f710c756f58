// Publishing an article clears exactly the pages that show it; drafts clear nothing; outside Next nothing throws.
import { beforeEach, describe, expect, it, vi } from 'vitest'

const calls = vi.hoisted(() => ({ tags: [] as string[], paths: [] as string[], fail: false }))
vi.mock('next/cache', () => ({
  revalidateTag: (t: string) => {
    if (calls.fail) throw new Error('Invariant: static generation store missing')
    calls.tags.push(t)
  },
  revalidatePath: (p: string) => calls.paths.push(p),
}))

const { revalidateArticle } = await import('@/collections/Articles/hooks/revalidateArticle')
const run = (doc: object, previousDoc?: object, context = {}) =>
  revalidateArticle({ doc, previousDoc, context } as never)

beforeEach(() => {
  calls.tags = []
  calls.paths = []
  calls.fail = false
})

describe('article revalidation', () => {
  it('publishing clears the list, the article in both languages, its places page and the sitemap', () => {
    run({ id: 1, slug: 'why-wear-heels', _status: 'published' }, { id: 1, slug: 'why-wear-heels', _status: 'draft' })
    expect(calls.tags).toEqual(['articles', 'article:why-wear-heels'])
    expect(calls.paths).toEqual([
      '/magazine',
      '/fr/magazine',
      '/magazine/why-wear-heels',
      '/fr/magazine/why-wear-heels',
      '/magazine/why-wear-heels/places',
      '/fr/magazine/why-wear-heels/places',
      '/sitemap.xml',
    ])
  })

  it('a renamed published article also clears its old address', () => {
    run({ id: 1, slug: 'new-name', _status: 'published' }, { id: 1, slug: 'old-name', _status: 'published' })
    expect(calls.tags).toEqual(['articles', 'article:new-name', 'article:old-name'])
  })

  it('saving a draft of an unpublished article clears nothing; unpublishing clears', () => {
    run({ id: 1, slug: 'a', _status: 'draft' }, { id: 1, slug: 'a', _status: 'draft' })
    expect(calls.tags).toEqual([])
    run({ id: 1, slug: 'a', _status: 'draft' }, { id: 1, slug: 'a', _status: 'published' })
    expect(calls.tags).toEqual(['articles', 'article:a'])
  })

  it('does not throw outside a Next request, and the seed can switch it off', () => {
    calls.fail = true
    expect(() => run({ id: 1, slug: 'a', _status: 'published' })).not.toThrow()
    calls.fail = false
    run({ id: 1, slug: 'a', _status: 'published' }, undefined, { disableRevalidate: true })
    expect(calls.tags).toEqual([])
  })
})
