// Turns the client's cart lines into priced order lines. Only SKUs and quantities are trusted from the client:
// titles, sizes and prices come from the database.
import type { Payload } from 'payload'
import type { SizeSystem } from '@/domain/orderLines'
import { CATALOG_TAG, PRODUCT_LISTS_TAG } from '../cache/catalogTags'
import { onRevalidate } from '../cache/revalidate'

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
  shippingAddress: {
    name: string
    address: { line1: string; line2?: string; city: string; postal_code: string; country: string }
    phone?: string
  }
  successUrl: string
  cancelUrl: string
  requestId?: string
  locale: 'en' | 'fr'
}

export interface PricedLine {
  sku: string
  productId: number
  /** The line's words in both languages, as the catalog says them now (kept on the order line). */
  title: string
  titleFr: string
  size: string
  sizeSystem: SizeSystem
  color: string
  colorFr: string
  unitPrice: number
  quantity: number
  /** Made to order: the line can never be returned (frozen on the order line). */
  custom: boolean
}

type Priced = Omit<PricedLine, 'quantity'>

// SKU → what the checkout charges for it, per Payload instance. Staff edits of products and variants clear the
// product lists' tag, of types the catalog tag: either empties it at once on this instance; the minute's age limit
// is the bound for the others (the same as the cached product pages that showed the shopper the price).
const PRICE_TTL_MS = 60_000
let prices: { payload: Payload; at: number; bySku: Map<string, Priced> } | null = null
for (const tag of [CATALOG_TAG, PRODUCT_LISTS_TAG])
  onRevalidate(tag, () => {
    prices = null
  })

function priceCache(payload: Payload) {
  if (!prices || prices.payload !== payload || Date.now() - prices.at > PRICE_TTL_MS)
    prices = { payload, at: Date.now(), bySku: new Map() }
  return prices
}

// A localized field read with `locale: 'all'`: one value per language (French falls back to English).
type Both = { en?: string | null; fr?: string | null }
const both = (v: unknown): { en: string; fr: string } => {
  const b = (v && typeof v === 'object' ? v : { en: v }) as Both
  const en = b.en ?? ''
  return { en, fr: b.fr || en }
}

const idOf = (r: number | { id: number }) => (typeof r === 'object' ? r.id : r)

async function readPrices(payload: Payload, skus: string[]): Promise<Priced[]> {
  // Both languages of the product and its type's size system: the order keeps what the shopper read, in either.
  const variants = await payload.find({
    collection: 'product-variants',
    where: { sku: { in: skus } },
    depth: 1,
    locale: 'all',
    populate: { products: { title: true, colorName: true, price: true, custom: true, productType: true } },
    limit: skus.length,
    overrideAccess: false,
  })
  const typeIds = [
    ...new Set(variants.docs.flatMap((v) => (typeof v.product === 'object' ? [idOf(v.product.productType)] : []))),
  ]
  const types = await payload.find({
    collection: 'product-types',
    where: { id: { in: typeIds } },
    select: { sizeSystem: true },
    depth: 0,
    limit: typeIds.length,
    overrideAccess: false,
  })
  const systemOf = new Map(types.docs.map((t) => [t.id, t.sizeSystem]))
  return variants.docs.flatMap((v) => {
    const product = typeof v.product === 'object' ? v.product : null
    if (!product) return []
    const title = both(product.title)
    const color = both(product.colorName)
    return [
      {
        sku: v.sku,
        productId: product.id,
        title: title.en,
        titleFr: title.fr,
        size: v.size,
        sizeSystem:
          systemOf.get(idOf(product.productType)) === 'glove-hand' ? ('glove-hand' as const) : ('eu-shoe' as const),
        color: color.en,
        colorFr: color.fr,
        unitPrice: product.price,
        custom: product.custom === true,
      },
    ]
  })
}

export async function priceLines(payload: Payload, items: CheckoutRequest['items']): Promise<PricedLine[]> {
  const wanted = new Map<string, number>()
  for (const i of items) wanted.set(i.product_id, (wanted.get(i.product_id) ?? 0) + i.quantity)
  const cache = priceCache(payload)
  const found = new Map<string, Priced>()
  for (const sku of wanted.keys()) {
    const p = cache.bySku.get(sku)
    if (p) found.set(sku, p)
  }
  const missing = [...wanted.keys()].filter((sku) => !found.has(sku))
  if (missing.length) {
    const read = await readPrices(payload, missing)
    for (const p of read) found.set(p.sku, p)
    // A catalog edit during the read emptied the cache: what was read may predate it, so it is not kept.
    if (prices === cache) for (const p of read) cache.bySku.set(p.sku, p)
  }
  return [...wanted.entries()].map(([sku, quantity], index) => {
    const p = found.get(sku)
    if (!p) throw new CheckoutError(422, `items.${index}.product_id`, 'This item is no longer available.', { sku })
    return { ...p, quantity }
  })
}
