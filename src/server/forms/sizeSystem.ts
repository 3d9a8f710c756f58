// Which sizes a product is sold in — a shoe's EU pointure or a glove's hand taille — for the emails that name a
// size in French ("en pointure 38", "en taille 7"). The requests (visits, stock alerts) keep the product's id, not
// its size system: it is read from the product's type when the email is written. A product gone since, or an id
// that names none, reads as shoes, the house's own.
import type { Payload, PayloadRequest } from 'payload'
import type { SizeSystem } from '@/domain/orderLines'
import { recordId } from '@/domain/schemas/recordId'

export async function productSizeSystem(
  payload: Payload,
  productId: unknown,
  req?: PayloadRequest,
): Promise<SizeSystem> {
  // The form's id is free text: only a valid record id is looked up (a larger or non-numeric one would make
  // Postgres fail, not find nothing).
  const id = recordId().safeParse(productId)
  if (!id.success) return 'eu-shoe'
  // Not found is the one failure named here (disableErrors): anything else reaches the caller.
  const product = await payload.findByID({
    collection: 'products',
    id: id.data,
    depth: 1,
    select: { productType: true },
    populate: { 'product-types': { sizeSystem: true } },
    disableErrors: true,
    overrideAccess: false,
    req,
  })
  const type = product?.productType
  return typeof type === 'object' && type?.sizeSystem === 'glove-hand' ? 'glove-hand' : 'eu-shoe'
}
