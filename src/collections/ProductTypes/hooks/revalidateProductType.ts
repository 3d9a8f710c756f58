// A type's name, blurb, size system or guide shows on the home, its category and all its product pages.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { productTypeTargets } from '@/server/cache/catalogTags'
import { safeRevalidate } from '@/server/cache/revalidate'

type Doc = { id: number | string; slug?: string | null }

export const revalidateProductType: CollectionAfterChangeHook<Doc> = ({ doc, previousDoc, context }) => {
  if (!context.disableRevalidate) safeRevalidate({ ...productTypeTargets([doc.slug, previousDoc?.slug]), now: true })
  return doc
}

export const revalidateDeletedProductType: CollectionAfterDeleteHook<Doc> = ({ doc, context }) => {
  if (!context.disableRevalidate) safeRevalidate({ ...productTypeTargets([doc?.slug]), now: true })
  return doc
}
