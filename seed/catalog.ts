// The catalog: six product types, every colourway, a variant per size, stock in both stores, generated imagery.
import type { Payload } from 'payload'
import { isProductType, productHandle, skuFor } from '../src/domain/catalog'
import { productTypes, products, stockFor } from './data/catalog'
import { mediaFor } from './media'

const VIEWS = ['three-quarter', 'side', 'pair', 'detail'] as const

async function mapSerial<T, R>(items: readonly T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = []
  for (const item of items) out.push(await fn(item))
  return out
}

// The seed runs at boot, outside any request: nothing is cached yet, so the catalog hooks need not revalidate.
const context = { disableRevalidate: true }

export async function seedCatalog(
  payload: Payload,
  opts: { images?: boolean; progress?: (done: number, total: number) => void } = {},
) {
  const existing = await payload.count({ collection: 'products', overrideAccess: true, context })
  if (existing.totalDocs > 0) return
  const withImages = opts.images ?? process.env.SEED_IMAGES !== 'none'
  const stores = await payload.find({ collection: 'stores', overrideAccess: true, context, depth: 0 })
  const online = stores.docs.find((s) => s.type === 'online')
  const boutique = stores.docs.find((s) => s.type === 'boutique')
  if (!online || !boutique) throw new Error('seed stores before the catalog')

  const typeIds = new Map<string, number>()
  for (const t of productTypes) {
    const image = withImages
      ? await mediaFor(payload, `product/${t.slug}/${products.find((p) => p.type === t.slug)!.color}/three-quarter`)
      : undefined
    const doc = await payload.create({
      collection: 'product-types',
      locale: 'en',
      overrideAccess: true,
      context,
      data: {
        slug: t.slug,
        name: t.name.en,
        blurb: t.blurb.en,
        order: t.order,
        sizeSystem: t.sizeSystem,
        shopTheLook: t.shopTheLook,
        sizeGuideNote: t.sizeGuideNote.en,
        sizeGuide: t.sizeGuide,
        image,
      },
    })
    await payload.update({
      collection: 'product-types',
      id: doc.id,
      locale: 'fr',
      overrideAccess: true,
      context,
      data: { name: t.name.fr, blurb: t.blurb.fr, sizeGuideNote: t.sizeGuideNote.fr },
    })
    typeIds.set(t.slug, doc.id)
  }

  const productIds = new Map<string, number>()
  for (const p of products) {
    opts.progress?.(productIds.size, products.length)
    // One write at a time: SQLite has a single writer, and parallel creates would fight for it.
    const images = withImages
      ? await mapSerial(VIEWS, (v) => mediaFor(payload, `product/${p.type}/${p.color}/${v}`))
      : []
    const lookbook = withImages
      ? await mapSerial([1, 2, 3], (n) => mediaFor(payload, `lookbook/${p.type}/${p.color}/${n}`))
      : []
    const doc = await payload.create({
      collection: 'products',
      locale: 'en',
      overrideAccess: true,
      context,
      data: {
        title: p.title.en,
        productType: typeIds.get(p.type)!,
        color: p.color,
        colorName: p.colorName.en,
        swatch: p.swatch,
        price: p.price,
        featured: p.featured,
        position: p.position,
        description: p.description.en,
        details: p.details.en.map((text) => ({ text })),
        care: p.care.en,
        returns: p.returns.en,
        images,
        lookbook,
      },
    })
    await payload.update({
      collection: 'products',
      id: doc.id,
      locale: 'fr',
      overrideAccess: true,
      context,
      data: {
        title: p.title.fr,
        colorName: p.colorName.fr,
        description: p.description.fr,
        details: p.details.fr.map((text) => ({ text })),
        care: p.care.fr,
        returns: p.returns.fr,
      },
    })
    productIds.set(productHandle(p.type, p.color), doc.id)

    const sizes = productTypes.find((t) => t.slug === p.type)!.sizes
    const type = p.type
    if (!isProductType(type)) throw new Error(`The seed names an unknown product type: ${type}`)
    for (const [i, size] of sizes.entries()) {
      const sku = skuFor(type, p.color, size)
      await payload.create({
        collection: 'product-variants',
        overrideAccess: true,
        context,
        data: { product: doc.id, size, sku, position: i },
      })
      const [onlineQty, boutiqueQty] = stockFor(p.type, p.color, size)
      await payload.create({
        collection: 'inventory',
        overrideAccess: true,
        context,
        data: { sku, store: online.id, quantity: onlineQty },
      })
      await payload.create({
        collection: 'inventory',
        overrideAccess: true,
        context,
        data: { sku, store: boutique.id, quantity: boutiqueQty },
      })
    }
  }

  for (const p of products) {
    const related = p.related
      .map((h) => productIds.get(h.startsWith('gloves') ? 'gloves' : h))
      .filter((id): id is number => id !== undefined)
    await payload.update({
      collection: 'products',
      id: productIds.get(productHandle(p.type, p.color))!,
      overrideAccess: true,
      context,
      data: { related },
    })
  }
}
