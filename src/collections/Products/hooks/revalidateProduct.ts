// A saved or deleted product clears, at once, the cached reads that show it: its page (old and new address when the
// colour changed), its category, the home, and the pages of the products that list it among their related products
// (its card, with its price, is part of their cached read). Seed and scripts pass context.disableRevalidate.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { productTargets } from '@/server/cache/catalogTags'
import { safeRevalidate } from '@/server/cache/revalidate'

type Doc = { id: number | string; handle?: string | null }

/** The handles of the products whose related products include this one. */
async function listedBy(id: Doc['id'], req: PayloadRequest): Promise<(string | null | undefined)[]> {
  const { docs } = await req.payload.find({
    collection: 'products',
    where: { related: { in: [id] } },
    depth: 0,
    pagination: false,
    select: { handle: true },
    req,
  })
  return docs.map((d) => d.handle)
}

async function run(doc: Doc, handles: (string | null | undefined)[], req: PayloadRequest) {
  safeRevalidate({ ...productTargets([...handles, ...(await listedBy(doc.id, req))]), now: true })
}

export const revalidateProduct: CollectionAfterChangeHook<Doc> = async ({ doc, previousDoc, req, context }) => {
  if (!context.disableRevalidate) await run(doc, [doc.handle, previousDoc?.handle], req)
  return doc
}

export const revalidateDeletedProduct: CollectionAfterDeleteHook<Doc> = async ({ doc, req, context }) => {
  if (!context.disableRevalidate && doc) await run(doc, [doc.handle], req)
  return doc
}
