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

type FirstImage = NonNullable<Product['images']>[number] | undefined

/**
 * Each product's first image (with its media row), by product id: read as `user` with their own access, or, for a
 * message the system sends (no reader), with none.
 */
export async function firstImages(
  payload: Payload,
  ids: number[],
  reader: { user: Staff } | 'system',
  req?: Partial<PayloadRequest>,
): Promise<Map<number, FirstImage>> {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'products',
    where: { id: { in: ids } },
    select: { images: true },
    depth: 1,
    limit: ids.length,
    pagination: false,
    ...(reader === 'system' ? { overrideAccess: true } : { user: reader.user, overrideAccess: false }),
    req,
  })
  return new Map((docs as Pick<Product, 'id' | 'images'>[]).map((p) => [p.id, p.images?.[0]]))
}

/** The photos of these products, by product id. */
export async function productPhotos(payload: Payload, user: Staff, ids: number[], req?: Partial<PayloadRequest>) {
  const images = await firstImages(payload, ids, { user }, req)
  return new Map(
    [...images].map(([id, image]): [number, ProductPhoto | null] => {
      const view = imageView(image)
      const small = view?.cropped[0] ?? view
      return [id, small && view ? { src: small.src, width: small.width, height: small.height, alt: view.alt } : null]
    }),
  )
}
