// Publishing a page clears that page in both languages (and the sitemap); drafts clear nothing.
import type { CollectionAfterChangeHook } from 'payload'
import { PAGES_TAG, inAllLocales, pagePath, pageTag } from '@/server/contentTags'
import { safeRevalidate } from '@/server/revalidate'

export const revalidatePage: CollectionAfterChangeHook<{ id: number | string; slug?: string | null; _status?: string | null }> = ({ doc, previousDoc, context }) => {
  if (context.disableRevalidate) return doc
  if (doc._status !== 'published' && previousDoc?._status !== 'published') return doc
  const slug = doc.slug ?? ''
  safeRevalidate({ tags: [PAGES_TAG, pageTag(slug)], paths: [...inAllLocales(pagePath(slug)), '/sitemap.xml'] })
  return doc
}
