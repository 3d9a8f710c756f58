// The catalog facts every recommendation engine reads: each colourway with its names and copy in both languages,
// its price and its stock per size online and in the boutique. Content is read with the products' own access
// rules (public read); stock is read fresh on every call, so an answer never offers a pair that just sold out.
import type { CatalogFact } from '@/domain/recommend/rank'
import { availabilityBySize } from '@/domain/inventory'
import { inventoryRows } from '@/server/inventory/reads'
import { getPayload } from '@/server/platform/payload'

type Loc = Record<'en' | 'fr', string>
const loc = (v: unknown): Loc => {
  const o = (v && typeof v === 'object' ? v : {}) as Partial<Loc>
  return { en: o.en ?? o.fr ?? '', fr: o.fr ?? o.en ?? '' }
}

// Content (names, copy, prices, sizes) changes with a backoffice edit: kept a minute in this process, like the
// catalog pages' cache. Stock is never kept.
const CONTENT_TTL_MS = 60_000
let content: { at: number; value: Promise<Awaited<ReturnType<typeof readContent>>> } | null = null

async function readContent() {
  const payload = await getPayload()
  const [products, types, variants] = await Promise.all([
    payload.find({ collection: 'products', locale: 'all', depth: 0, pagination: false, overrideAccess: false }),
    payload.find({ collection: 'product-types', locale: 'all', depth: 0, pagination: false, overrideAccess: false }),
    payload.find({
      collection: 'product-variants',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      select: { product: true, size: true, sku: true },
    }),
  ])
  return { products, types, variants }
}

export async function catalogFacts(): Promise<CatalogFact[]> {
  if (!content || Date.now() - content.at > CONTENT_TTL_MS) {
    content = { at: Date.now(), value: readContent() }
    content.value.catch(() => (content = null))
  }
  const { products, types, variants } = await content.value
  const rows = await inventoryRows(variants.docs.map((v) => v.sku))
  return products.docs.map((p) => {
    const typeId = typeof p.productType === 'object' && p.productType ? p.productType.id : p.productType
    const type = types.docs.find((t) => t.id === typeId)
    const own = variants.docs
      .filter((v) => (typeof v.product === 'object' ? v.product.id : v.product) === p.id)
      .map((v) => ({ sku: v.sku, size: v.size }))
    return {
      id: p.id,
      handle: p.handle ?? '',
      type: (type?.slug as string) ?? '',
      color: p.color,
      price: p.price,
      title: loc(p.title),
      colorName: loc(p.colorName),
      typeName: loc(type?.name),
      description: loc(p.description),
      sizes: availabilityBySize(own, rows).map(({ size, online, boutique }) => ({ size, online, boutique })),
    }
  })
}
