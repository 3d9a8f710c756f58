// Publishing a page clears exactly that page in both languages (never every page); drafts clear nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest'

const calls = vi.hoisted(() => ({ tags: [] as string[], paths: [] as string[] }))
vi.mock('next/cache', () => ({
  revalidateTag: (t: string) => calls.tags.push(t),
  revalidatePath: (p: string) => calls.paths.push(p),
}))

const { revalidatePage, revalidatePageDelete } = await import('@/collections/Pages/hooks/revalidatePage')
const { Pages } = await import('@/collections/Pages')
const change = (doc: object, previousDoc?: object, context = {}) =>
  revalidatePage({ doc, previousDoc, context } as never)

beforeEach(() => {
  calls.tags = []
  calls.paths = []
})

describe('page revalidation', () => {
  it('publishing clears that page only, at its public path in both languages, and the sitemap', () => {
    change({ id: 1, slug: 'medias', _status: 'published' }, { id: 1, slug: 'medias', _status: 'draft' })
    expect(calls.tags).toEqual(['page:medias'])
    expect(calls.paths).toEqual(['/brand/medias', '/fr/brand/medias', '/sitemap.xml'])
  })

  it('a renamed published page also clears its old address', () => {
    change({ id: 1, slug: 'terms', _status: 'published' }, { id: 1, slug: 'legal', _status: 'published' })
    expect(calls.tags).toEqual(['page:terms', 'page:legal'])
    expect(calls.paths).toEqual(['/terms', '/fr/terms', '/legal', '/fr/legal', '/sitemap.xml'])
  })

  it('saving a draft of an unpublished page clears nothing; unpublishing clears it', () => {
    change({ id: 1, slug: 'privacy', _status: 'draft' }, { id: 1, slug: 'privacy', _status: 'draft' })
    expect(calls.tags).toEqual([])
    expect(calls.paths).toEqual([])
    change({ id: 1, slug: 'privacy', _status: 'draft' }, { id: 1, slug: 'privacy', _status: 'published' })
    expect(calls.tags).toEqual(['page:privacy'])
  })

  it('deleting a page clears its paths; the seed can switch revalidation off', () => {
    revalidatePageDelete({ doc: { id: 1, slug: 'comfort' }, context: {} } as never)
    expect(calls.paths).toEqual(['/comfort', '/fr/comfort', '/sitemap.xml'])
    calls.paths = []
    change({ id: 1, slug: 'comfort', _status: 'published' }, undefined, { disableRevalidate: true })
    expect(calls.paths).toEqual([])
  })

  it('the collection runs both hooks', () => {
    expect(Pages.hooks?.afterChange).toContain(revalidatePage)
    expect(Pages.hooks?.afterDelete).toContain(revalidatePageDelete)
  })
})
