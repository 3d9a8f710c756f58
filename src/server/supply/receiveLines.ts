// What the receiving page shows of each line of a supplier order: the product's name and colour in the staff
// member's language, the size as the product's type counts it, and its photo (the helper the order screen uses).
// Read with the staff member's own access. A SKU no variant has any more is not described: the page shows the SKU.
import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '@/domain/locale'
import type { SizeSystem } from '@/domain/orderLines'
import type { ProductType } from '@/payload-types'
import { type ProductPhoto, productPhotos } from '../productPhotos'

type Staff = Parameters<Payload['find']>[0]['user']

export interface ReceivingItem {
  title: string
  color: string
  size: string
  sizeSystem: SizeSystem
  photo: ProductPhoto | null
}

const idOf = (v: unknown) => Number(typeof v === 'object' && v ? (v as { id: number }).id : v)

/** The items behind these SKUs, by SKU; a SKU whose variant or product is gone is absent. */
export async function receivingItems(
  payload: Payload,
  user: Staff,
  skus: readonly string[],
  locale: Locale,
  req?: Partial<PayloadRequest>,
): Promise<Map<string, ReceivingItem>> {
  const wanted = [...new Set(skus)]
  if (!wanted.length) return new Map()
  const common = { user, overrideAccess: false, req, depth: 0, pagination: false } as const
  const variants = await payload.find({
    ...common,
    collection: 'product-variants',
    where: { sku: { in: wanted } },
    select: { sku: true, product: true, size: true },
  })
  const ids = [...new Set(variants.docs.map((v) => idOf(v.product)))]
  const [products, photos] = await Promise.all([
    payload.find({
      ...common,
      collection: 'products',
      where: { id: { in: ids } },
      locale,
      select: { title: true, colorName: true, productType: true },
    }),
    productPhotos(payload, user, ids, req),
  ])
  const typeIds = [...new Set(products.docs.map((p) => idOf(p.productType)))]
  const types = await payload.find({
    ...common,
    collection: 'product-types',
    where: { id: { in: typeIds } },
    select: { sizeSystem: true },
  })
  const system = new Map((types.docs as Pick<ProductType, 'id' | 'sizeSystem'>[]).map((t) => [t.id, t.sizeSystem]))
  const productById = new Map(products.docs.map((p) => [p.id, p]))
  const items = new Map<string, ReceivingItem>()
  for (const v of variants.docs) {
    const p = productById.get(idOf(v.product))
    if (!p) continue
    items.set(v.sku, {
      title: p.title,
      color: p.colorName ?? '',
      size: v.size,
      sizeSystem: system.get(idOf(p.productType)) === 'glove-hand' ? 'glove-hand' : 'eu-shoe',
      photo: photos.get(p.id) ?? null,
    })
  }
  return items
}
