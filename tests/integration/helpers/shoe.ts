// A product a test can sell: its type, one colour, one size variant and units on the online shelf.
import type { Payload } from 'payload'
import { onlineStoreId } from '@/server/inventory/moves'

export async function sellableShoe(
  payload: Payload,
  { sku, title, price, quantity = 50 }: { sku: string; title: string; price: number; quantity?: number },
) {
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: `t-${sku}`, name: 'Pumps', sizeSystem: 'eu-shoe' },
    overrideAccess: true,
  })
  const product = await payload.create({
    collection: 'products',
    data: { title, productType: type.id, color: sku, colorName: 'Noir', price },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'product-variants',
    data: { product: product.id, size: '38', sku },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'inventory',
    data: { sku, store: await onlineStoreId(payload), quantity },
    overrideAccess: true,
  })
  return product
}
