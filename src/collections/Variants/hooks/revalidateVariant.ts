// Variants (sizes and SKUs) are part of the cached product and category reads: a new size, a renamed SKU or a
// deleted variant must reach the size picker and the stock it reads.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { productTargets } from '@/server/cache/catalogTags'
import { safeRevalidate } from '@/server/cache/revalidate'
import { nullIfNotFound } from '@/server/notFound'

type Doc = { id: number | string; product?: number | { id: number; handle?: string | null } | null }

async function handleOf(product: Doc['product'], req: PayloadRequest): Promise<string | null> {
  if (product == null) return null
  if (typeof product === 'object') return product.handle ?? null
  const found = await nullIfNotFound(
    req.payload.findByID({ collection: 'products', id: product, depth: 0, req, select: { handle: true } }),
  )
  return found?.handle ?? null
}

async function run(doc: Doc | undefined, previous: Doc | undefined, req: PayloadRequest) {
  const handles = await Promise.all([handleOf(doc?.product, req), handleOf(previous?.product, req)])
  safeRevalidate({ ...productTargets(handles), now: true })
}

export const revalidateVariant: CollectionAfterChangeHook<Doc> = async ({ doc, previousDoc, req, context }) => {
  if (!context.disableRevalidate) await run(doc, previousDoc, req)
  return doc
}

export const revalidateDeletedVariant: CollectionAfterDeleteHook<Doc> = async ({ doc, req, context }) => {
  if (!context.disableRevalidate) await run(doc, undefined, req)
  return doc
}
