import type { CollectionBeforeValidateHook } from 'payload'
import { productHandle } from '@/domain/catalog'

/** Keeps the unique `{type}/{color}` handle in step with the URL parts (gloves have no colour in the URL). */
export const setHandle: CollectionBeforeValidateHook = async ({ data, req, originalDoc }) => {
  if (!data) return data
  const typeRef = data.productType ?? originalDoc?.productType
  const color = data.color ?? originalDoc?.color
  if (!typeRef || !color) return data
  const typeId = typeof typeRef === 'object' ? typeRef.id : typeRef
  const type = await req.payload.findByID({ collection: 'product-types', id: typeId, req, depth: 0 })
  data.handle = productHandle(type.slug, color)
  return data
}
