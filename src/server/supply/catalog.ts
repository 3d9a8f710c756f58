// Supply works on the catalog's variants only: a SKU no variant has is refused before any stock line is made for it
// (supplier-order lines, receiving, a stock edit), so no inventory row exists that nobody can sell or find.
import type { Payload, PayloadRequest } from 'payload'

/** The SKUs among `skus` that no variant has, in the order given (each once). */
export async function skusNotInCatalog(payload: Payload, req: Partial<PayloadRequest>, skus: readonly string[]) {
  const wanted = [...new Set(skus)]
  if (!wanted.length) return []
  const found = await payload.find({
    collection: 'product-variants',
    where: { sku: { in: wanted } },
    select: { sku: true },
    pagination: false,
    depth: 0,
    req,
    // Variants are public (read: anyone); the check must not depend on who asks.
    overrideAccess: true,
  })
  const known = new Set(found.docs.map((v) => v.sku))
  return wanted.filter((sku) => !known.has(sku))
}
