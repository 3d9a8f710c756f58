// Publishing (or unpublishing, renaming, deleting) a page clears exactly that page: its cache tag, its public
// path in both languages (and the old slug's on a rename) and the sitemap. Saving a draft clears nothing.
// Not the shared `pages` tag: one page's edit must not re-render the thirteen others.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { inAllLocales, pagePath, pageTag } from '@/server/cache/contentTags'
import { safeRevalidate } from '@/server/cache/revalidate'

interface PageLike {
  id: number | string
  slug?: string | null
  _status?: 'draft' | 'published' | null
}

export function pageTargets(slugs: string[]) {
  const unique = [...new Set(slugs.filter(Boolean))]
  return {
    tags: unique.map(pageTag),
    paths: [...unique.flatMap((s) => inAllLocales(pagePath(s))), '/sitemap.xml'],
  }
}

export const revalidatePage: CollectionAfterChangeHook<PageLike> = ({ doc, previousDoc, context }) => {
  if (context.disableRevalidate) return doc
  const wasPublic = previousDoc?._status === 'published'
  if (doc._status !== 'published' && !wasPublic) return doc
  safeRevalidate(pageTargets([doc.slug ?? '', wasPublic ? (previousDoc?.slug ?? '') : '']))
  return doc
}

export const revalidatePageDelete: CollectionAfterDeleteHook<PageLike> = ({ doc, context }) => {
  if (!context.disableRevalidate && doc?.slug) safeRevalidate(pageTargets([doc.slug]))
  return doc
}
