// Inventory 0 → > 0 at the online store: every shopper waiting for that SKU gets one email.
import type { CollectionAfterChangeHook } from 'payload'
import { isBackInStock } from '@/domain/forms'
import { notifyBackInStock } from '@/server/forms/backInStock'

export const backInStock: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (context.skipBackInStock) return doc
  const before = operation === 'create' ? 0 : (previousDoc?.quantity as number | undefined)
  if (!isBackInStock(before, doc.quantity as number)) return doc
  await notifyBackInStock(req, {
    sku: doc.sku as string,
    storeId: typeof doc.store === 'object' ? doc.store.id : doc.store,
  })
  return doc
}
