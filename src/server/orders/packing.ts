// What a packer needs from an order, read once for the top of the order screen and for the packing slip: who it goes
// to (name, address, phone), each line with its picture, size, colour and quantity, how it ships and how it was
// paid. Read with the staff member's own access (overrideAccess: false): a role that may not read orders gets
// nothing here either. The pictures are the products' first images as the catalogue holds them now (the order
// keeps the line's words, not its picture).
import type { Payload, PayloadRequest } from 'payload'
import { deliveryRegion, DELIVERY_DAYS, type DeliveryRegion } from '@/domain/shipping'
import { trackingUrl } from '@/domain/fulfilment'
import type { Order } from '@/payload-types'
import { type ProductPhoto, productPhotos } from '../productPhotos'
import { nullIfNotFound } from '../notFound'

type Staff = Parameters<Payload['findByID']>[0]['user']
type Line = Order['lines'][number]

export interface PackingLine extends Line {
  photo: ProductPhoto | null
}

export interface PackingOrder {
  order: Order
  lines: PackingLine[]
  shipping: {
    cost: number
    region: DeliveryRegion
    days: { min: number; max: number }
    carrier: string | null
    trackingNumber: string | null
    trackingUrl: string | null
  }
  payment: { provider: string | null; reference: string | null }
}

const productId = (p: Line['product']) => (typeof p === 'object' && p ? p.id : p) ?? null

/** The order as a packer reads it; null when there is no such order for this staff member. */
export async function packingOrder(
  payload: Payload,
  user: Staff,
  id: number,
  req?: Partial<PayloadRequest>,
): Promise<PackingOrder | null> {
  const order = (await nullIfNotFound(
    payload.findByID({ collection: 'orders', id, depth: 0, user, overrideAccess: false, req }),
  )) as Order | null
  if (!order) return null
  const ids = [...new Set((order.lines ?? []).map((l) => productId(l.product)).filter((x): x is number => !!x))]
  const pictures = await productPhotos(payload, user, ids, req)
  const region = deliveryRegion(order.shippingAddress?.country ?? '')
  const carrier = order.fulfilment?.carrier ?? null
  const trackingNumber = order.fulfilment?.trackingNumber ?? null
  return {
    order,
    lines: (order.lines ?? []).map((l) => ({ ...l, photo: pictures.get(productId(l.product) ?? -1) ?? null })),
    shipping: {
      cost: order.shipping ?? 0,
      region,
      days: DELIVERY_DAYS[region],
      carrier,
      trackingNumber,
      trackingUrl: trackingUrl(carrier, trackingNumber),
    },
    payment: { provider: order.payment?.provider ?? null, reference: order.payment?.sessionId ?? null },
  }
}
