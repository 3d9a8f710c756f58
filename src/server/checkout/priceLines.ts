// Turns the client's cart lines into priced order lines. Only SKUs and quantities are trusted from the client:
// titles, sizes and prices come from the database.
import type { Payload } from 'payload'

export class CheckoutError extends Error {
  constructor(
    readonly status: number,
    readonly field: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export interface CheckoutRequest {
  items: { product_id: string; quantity: number; size?: string }[]
  email: string
  shippingAddress: { name: string; address: { line1: string; line2?: string; city: string; postal_code: string; country: string }; phone?: string }
  successUrl: string
  cancelUrl: string
  requestId?: string
  locale: 'en' | 'fr'
}

export interface PricedLine {
  sku: string
  productId: number
  title: string
  size: string
  color: string
  unitPrice: number
  quantity: number
}

export async function priceLines(payload: Payload, items: CheckoutRequest['items']): Promise<PricedLine[]> {
  const wanted = new Map<string, number>()
  for (const i of items) wanted.set(i.product_id, (wanted.get(i.product_id) ?? 0) + i.quantity)
  const variants = await payload.find({
    collection: 'product-variants',
    where: { sku: { in: [...wanted.keys()] } },
    depth: 1,
    limit: wanted.size,
    overrideAccess: false,
  })
  const bySku = new Map(variants.docs.map((v) => [v.sku, v]))
  return [...wanted.entries()].map(([sku, quantity], index) => {
    const v = bySku.get(sku)
    const product = v && typeof v.product === 'object' ? v.product : null
    if (!v || !product) throw new CheckoutError(422, `items.${index}.product_id`, 'This item is no longer available.', { sku })
    return { sku, productId: product.id, title: product.title, size: v.size, color: product.colorName, unitPrice: product.price, quantity }
  })
}
