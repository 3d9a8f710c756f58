// The pairs' photos of an order's email: each line's product's first image, its small 'thumb' size, as an absolute
// URL of the shop's public origin (a mail client has no page to resolve a path against). Read in the caller's
// transaction (`req`), keyed by SKU. A product without an image, or deleted since, has no photo.
import type { Payload, PayloadRequest } from 'payload'
import { isMedia, localUrl } from '@/domain/media'
import type { Order } from '@/payload-types'
import { firstImages } from '../productPhotos'
import { serverUrl } from '../platform/serverUrl'

const productId = (p: Order['lines'][number]['product']) => (typeof p === 'object' && p ? p.id : p)

export async function orderPhotos(
  payload: Payload,
  order: Pick<Order, 'lines'>,
  req?: Partial<PayloadRequest>,
): Promise<Record<string, string>> {
  const ids = [...new Set(order.lines.map((l) => productId(l.product)).filter((id): id is number => id != null))]
  const byId = await firstImages(payload, ids, 'system', req)
  const out: Record<string, string> = {}
  for (const line of order.lines) {
    const image = byId.get(productId(line.product) as number)
    const url = isMedia(image) ? (image.sizes?.thumb?.url ?? image.url) : null
    const path = url ? localUrl(url) : null
    if (path) out[line.sku] = path.startsWith('/') ? `${serverUrl()}${path}` : path
  }
  return out
}
