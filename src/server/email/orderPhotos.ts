// The pairs' photos of an order's email: each line's product's first image, its small 'thumb' size, as an absolute
// URL of the shop's public origin (a mail client has no page to resolve a path against). Read in the caller's
// transaction (`req`), keyed by SKU. A product without an image, or deleted since, has no photo.
import type { Payload, PayloadRequest } from 'payload'
import { isMedia, localUrl } from '@/domain/media'
import type { Order, Product } from '@/payload-types'
import { serverUrl } from '../platform/serverUrl'

const productId = (p: Order['lines'][number]['product']) => (typeof p === 'object' && p ? p.id : p)

export async function orderPhotos(
  payload: Payload,
  order: Pick<Order, 'lines'>,
  req?: Partial<PayloadRequest>,
): Promise<Record<string, string>> {
  const ids = [...new Set(order.lines.map((l) => productId(l.product)).filter((id): id is number => id != null))]
  if (!ids.length) return {}
  const found = await payload.find({
    collection: 'products',
    where: { id: { in: ids } },
    select: { images: true },
    depth: 1,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const byId = new Map(found.docs.map((p) => [p.id, p as Pick<Product, 'id' | 'images'>]))
  const out: Record<string, string> = {}
  for (const line of order.lines) {
    const image = byId.get(productId(line.product) as number)?.images?.[0]
    const url = isMedia(image) ? (image.sizes?.thumb?.url ?? image.url) : null
    const path = url ? localUrl(url) : null
    if (path) out[line.sku] = path.startsWith('/') ? `${serverUrl()}${path}` : path
  }
  return out
}
