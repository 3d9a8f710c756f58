// A saved or deleted product clears the catalog cache at once: its page (old and new address when the colour
// changed), its category and the home. Seed and scripts pass context.disableRevalidate.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { productTargets } from '@/server/cache/catalogTags'
import { safeRevalidate } from '@/server/cache/revalidate'

type Doc = { id: number | string; handle?: string | null }

export const revalidateProduct: CollectionAfterChangeHook<Doc> = ({ doc, previousDoc, context }) => {
  if (!context.disableRevalidate) safeRevalidate({ ...productTargets([doc.handle, previousDoc?.handle]), now: true })
  return doc
}

export const revalidateDeletedProduct: CollectionAfterDeleteHook<Doc> = ({ doc, context }) => {
  if (!context.disableRevalidate) safeRevalidate({ ...productTargets([doc?.handle]), now: true })
  return doc
}
