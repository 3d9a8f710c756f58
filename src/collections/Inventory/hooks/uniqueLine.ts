// One stock line per (SKU, store): the unique index guards the database, this hook turns a duplicate into a
// field error (400 with the field and a sentence) instead of a raw constraint failure (500).
import { type CollectionBeforeValidateHook, ValidationError } from 'payload'

export const DUPLICATE_LINE = 'This SKU already has a stock line in this store.'

const idOf = (ref: unknown) => (typeof ref === 'object' && ref !== null ? (ref as { id: unknown }).id : ref)

export const uniqueLine: CollectionBeforeValidateHook = async ({ data, originalDoc, req, operation }) => {
  const sku = data?.sku ?? originalDoc?.sku
  const store = idOf(data?.store ?? originalDoc?.store)
  if (!sku || store == null) return data
  if (operation === 'update' && sku === originalDoc?.sku && store === idOf(originalDoc?.store)) return data
  const clash = await req.payload.find({
    collection: 'inventory',
    req,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { sku: true },
    where: {
      and: [
        { sku: { equals: sku } },
        { store: { equals: store } },
        ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
  })
  if (clash.docs.length > 0) {
    throw new ValidationError({ collection: 'inventory', errors: [{ path: 'sku', message: DUPLICATE_LINE }] }, req.t)
  }
  return data
}
