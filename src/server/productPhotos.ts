// A product's photo where staff see it beside a line (an order's packing panel and slip, a supplier order being
// received): the product's first image in its small 4:5 crop, read with the staff member's own access. A product
// without an image, or that this reader cannot see, has none.
import type { Payload, PayloadRequest } from 'payload'
import type { Product } from '@/payload-types'
import { imageView } from './catalogViews'

type Staff = Parameters<Payload['find']>[0]['user']

export interface ProductPhoto {
  src: string
  width: number
  height: number
  alt: string
}

/** The photos of these products, by product id. */
export async function productPhotos(payload: Payload, user: Staff, ids: number[], req?: Partial<PayloadRequest>) {
  if (ids.length === 0) return new Map<number, ProductPhoto | null>()
  const { docs } = await payload.find({
    collection: 'products',
    where: { id: { in: ids } },
    select: { images: true },
    depth: 1,
    limit: ids.length,
    pagination: false,
    user,
    overrideAccess: false,
    req,
  })
  return new Map(
    (docs as Pick<Product, 'id' | 'images'>[]).map((p): [number, ProductPhoto | null] => {
      const view = imageView(p.images?.[0])
      const small = view?.cropped[0] ?? view
      return [p.id, small && view ? { src: small.src, width: small.width, height: small.height, alt: view.alt } : null]
    }),
  )
}
