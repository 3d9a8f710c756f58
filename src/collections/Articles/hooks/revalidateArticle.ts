// Publishing (or unpublishing, or deleting) an article clears exactly what shows it: the magazine list, the
// article in both languages, its places page and the sitemap. Saving a draft clears nothing.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { ARTICLES_TAG, articlePath, articleTag, inAllLocales } from '@/server/cache/contentTags'
import { safeRevalidate } from '@/server/cache/revalidate'

interface ArticleLike {
  id: number | string
  slug?: string | null
  _status?: 'draft' | 'published' | null
}

export function articleTargets(slugs: string[]) {
  const unique = [...new Set(slugs.filter(Boolean))]
  return {
    tags: [ARTICLES_TAG, ...unique.map(articleTag)],
    paths: [
      ...inAllLocales('/magazine'),
      ...unique.flatMap((s) => [...inAllLocales(articlePath(s)), ...inAllLocales(`${articlePath(s)}/places`)]),
      '/sitemap.xml',
    ],
  }
}

export const revalidateArticle: CollectionAfterChangeHook<ArticleLike> = ({ doc, previousDoc, context }) => {
  if (context.disableRevalidate) return doc
  const wasPublic = previousDoc?._status === 'published'
  if (doc._status !== 'published' && !wasPublic) return doc
  // Expired at once (not stale-while-revalidate): the first reader after a publication gets the article, not the
  // 404 or old text that was cached before it.
  safeRevalidate({ ...articleTargets([doc.slug ?? '', wasPublic ? (previousDoc?.slug ?? '') : '']), now: true })
  return doc
}

export const revalidateArticleDelete: CollectionAfterDeleteHook<ArticleLike> = ({ doc, context }) => {
  if (!context.disableRevalidate && doc?.slug) safeRevalidate(articleTargets([doc.slug]))
  return doc
}
