// The catalog: product types, colourways, product pages, the home's featured collection and hero. Content is
// cached under the 'products' tag (a minute at most) and a narrower one (a product, a type's colourways, the lists
// of several types) that a product's edit clears; stock is read fresh by ./inventory on every request.
import { unstable_cache } from 'next/cache'
import {
  type ProductAvailability,
  type SizeAvailability,
  type SizeStatus,
  availabilityBySize,
  productAvailability,
} from '@/domain/inventory'
import type { Locale } from '@/domain/locale'
import type { Product } from '@/payload-types'
import {
  type CardView,
  type ProductView,
  type TypeView,
  cardView,
  imageView,
  productView,
  typeView,
} from './catalogViews'
import { inventoryRows } from './inventory/reads'
import { cachedStock } from './inventory/snapshot'
import { CATALOG_TAG, PRODUCT_LISTS_TAG, categoryTag, productTag } from './cache/catalogTags'
import { MEDIA_TAG } from './cache/contentTags'
import { getPayload } from './platform/payload'

export type { CardView, ProductView, TypeView } from './catalogViews'
// A catalog read is served from the cache for a minute, then read again behind the page that asked (the home's window:
// its s-maxage follows the shortest read). CATALOG_CACHE_SECONDS shortens it for a test that must see the window pass.
const CATALOG_SECONDS = Number(process.env.CATALOG_CACHE_SECONDS) || 60
const cacheOpts = (...narrower: string[]) => ({
  tags: [CATALOG_TAG, MEDIA_TAG, ...narrower],
  revalidate: CATALOG_SECONDS,
})

async function readTypes(locale: Locale): Promise<TypeView[]> {
  const payload = await getPayload()
  const res = await payload.find({
    collection: 'product-types',
    locale,
    depth: 1,
    sort: 'order',
    pagination: false,
    overrideAccess: false,
  })
  return res.docs.map(typeView)
}
export const getTypes = (locale: Locale) =>
  unstable_cache(() => readTypes(locale), ['catalog-types', locale], cacheOpts())()

export async function getType(slug: string, locale: Locale): Promise<TypeView | null> {
  return (await getTypes(locale)).find((t) => t.slug === slug) ?? null
}

async function readVariants(productIds: number[]) {
  if (productIds.length === 0) return []
  const payload = await getPayload()
  const res = await payload.find({
    collection: 'product-variants',
    where: { product: { in: productIds } },
    depth: 0,
    sort: 'position',
    pagination: false,
    overrideAccess: false,
    select: { product: true, size: true, sku: true },
  })
  return res.docs.map((v) => ({
    product: typeof v.product === 'object' ? v.product.id : v.product,
    size: v.size,
    sku: v.sku,
  }))
}

async function readCategory(type: string, locale: Locale) {
  const payload = await getPayload()
  const res = await payload.find({
    collection: 'products',
    locale,
    depth: 1,
    sort: 'position',
    pagination: false,
    overrideAccess: false,
    where: { 'productType.slug': { equals: type } },
  })
  const variants = await readVariants(res.docs.map((p) => p.id))
  return res.docs.map((p) => ({
    card: cardView(p),
    createdAt: Date.parse(p.createdAt) || 0,
    variants: variants.filter((v) => v.product === p.id),
  }))
}
const cachedCategory = (type: string, locale: Locale) =>
  unstable_cache(() => readCategory(type, locale), ['catalog-category', type, locale], cacheOpts(categoryTag(type)))()

export interface CategoryItem extends CardView {
  availability: ProductAvailability
  /** When the colourway joined the catalogue (ms), for the listing's "Newest". */
  createdAt: number
  sizes: SizeAvailability[]
}

/** Every colourway of a type with its availability per size (stock read now, not cached). */
export async function getCategory(type: string, locale: Locale): Promise<CategoryItem[]> {
  const items = await cachedCategory(type, locale)
  const rows = await inventoryRows(items.flatMap((i) => i.variants.map((v) => v.sku)))
  return items.map((i) => {
    const sizes = availabilityBySize(i.variants, rows)
    return { ...i.card, createdAt: i.createdAt, sizes, availability: productAvailability(sizes) }
  })
}

/**
 * The stock of every size of a type's colourways, for the listing's size filter: one read for the whole type,
 * shared for a second by every shopper filtering it (./inventory/snapshot.ts). The SKUs are the catalogue's own,
 * whichever language's listing asks.
 */
export async function typeStockRows(type: string) {
  const skus = (await cachedCategory(type, 'en')).flatMap((i) => i.variants.map((v) => v.sku))
  return cachedStock(`type:${type}`, () => inventoryRows(skus))
}

/** The colourways of a type as cards (content only, cached: no stock read) — the product page's colour switcher. */
export async function getColourways(type: string, locale: Locale): Promise<CardView[]> {
  return (await cachedCategory(type, locale)).map((i) => i.card)
}

async function readCards(ids: number[], locale: Locale) {
  const payload = await getPayload()
  const res = await payload.find({
    collection: 'products',
    locale,
    depth: 1,
    pagination: false,
    overrideAccess: false,
    where: { id: { in: ids } },
  })
  const variants = await readVariants(res.docs.map((p) => p.id))
  const byId = new Map(res.docs.map((p) => [p.id, p]))
  return ids.flatMap((id) => {
    const p = byId.get(id)
    if (!p) return []
    const type = typeof p.productType === 'object' ? p.productType : null
    const hand = type?.sizeSystem === 'glove-hand'
    return [{ card: cardView(p), hand, variants: variants.filter((v) => v.product === p.id) }]
  })
}

export interface SavedPairView extends CardView {
  /** Gloves are sized by hand (taille), shoes by foot (pointure). */
  hand: boolean
  sizes: { size: string; sku: string; status: SizeStatus }[]
}

/**
 * The cards of a shopper's saved pairs, in the order given (pairs gone from the catalogue left out), each size with
 * its stock state read now. Content is cached per list like every catalog read; stock is not.
 */
export async function getSavedPairs(ids: number[], locale: Locale): Promise<SavedPairView[]> {
  const key = [...ids].sort((a, b) => a - b).join(',')
  const items = await unstable_cache(
    () => readCards(ids, locale),
    ['catalog-saved', key, locale],
    cacheOpts(PRODUCT_LISTS_TAG),
  )()
  const order = new Map(ids.map((id, i) => [id, i]))
  items.sort((a, b) => (order.get(a.card.id) ?? 0) - (order.get(b.card.id) ?? 0))
  const rows = await inventoryRows(items.flatMap((i) => i.variants.map((v) => v.sku)))
  return items.map((i) => ({
    ...i.card,
    hand: i.hand,
    sizes: availabilityBySize(i.variants, rows).map(({ size, sku, status }) => ({ size, sku, status })),
  }))
}

async function readProduct(handle: string, locale: Locale): Promise<ProductView | null> {
  const payload = await getPayload()
  const res = await payload.find({
    collection: 'products',
    locale,
    depth: 2,
    limit: 1,
    overrideAccess: false,
    where: { handle: { equals: handle } },
  })
  const p = res.docs[0] as Product | undefined
  if (!p) return null
  // The title and colour in every language travel with the cart line, so the drawer follows a change of language.
  const [variants, names] = await Promise.all([
    readVariants([p.id]),
    payload.findByID({
      collection: 'products',
      id: p.id,
      locale: 'all',
      depth: 0,
      overrideAccess: false,
      select: { colorName: true, title: true },
    }),
  ])
  const colorNames = (
    typeof names.colorName === 'object' && names.colorName ? names.colorName : {}
  ) as ProductView['colorNames']
  const titles = (typeof names.title === 'object' && names.title ? names.title : {}) as ProductView['titles']
  return productView(
    p,
    variants.map(({ size, sku }) => ({ size, sku })),
    colorNames,
    titles,
  )
}
/** A product's content (no stock), by handle `{type}/{color}` or `gloves`. */
export const getProductContent = (handle: string, locale: Locale) =>
  unstable_cache(
    () => readProduct(handle, locale),
    ['catalog-product', handle, locale],
    cacheOpts(productTag(handle)),
  )()

export interface ProductPageData {
  product: ProductView
  type: TypeView
  sizes: SizeAvailability[]
  availability: ProductAvailability
}

/** A product page: the product, its type (size system, guide) and live stock per size. Null → 404. */
export async function getProductPage(
  type: string,
  color: string | null,
  locale: Locale,
): Promise<ProductPageData | null> {
  const handle = color ? `${type}/${color}` : type
  const [product, typeView] = await Promise.all([getProductContent(handle, locale), getType(type, locale)])
  if (!product || !typeView || product.type !== type) return null
  const sizes = availabilityBySize(product.variants, await inventoryRows(product.variants.map((v) => v.sku)))
  return { product, type: typeView, sizes, availability: productAvailability(sizes) }
}

async function readFeatured(locale: Locale): Promise<CardView[]> {
  const payload = await getPayload()
  const res = await payload.find({
    collection: 'products',
    locale,
    depth: 1,
    sort: 'position',
    limit: 8,
    overrideAccess: false,
    where: { featured: { equals: true } },
  })
  return res.docs.map(cardView)
}
export const getFeatured = (locale: Locale) =>
  unstable_cache(() => readFeatured(locale), ['catalog-featured', locale], cacheOpts(PRODUCT_LISTS_TAG))()

export interface HeroSlide {
  key: string
  title: string
  subtitle: string
  href: string
  image: NonNullable<ReturnType<typeof imageView>>
}

/** About 25 titled slides: the lookbook scenes of every colourway, taken round-robin so colours alternate. */
async function readHero(locale: Locale, count: number): Promise<HeroSlide[]> {
  const payload = await getPayload()
  const res = await payload.find({
    collection: 'products',
    locale,
    depth: 1,
    sort: 'position',
    pagination: false,
    overrideAccess: false,
  })
  const slides: HeroSlide[] = []
  for (let round = 0; round < 3 && slides.length < count; round++) {
    for (const p of res.docs) {
      const image = imageView(p.lookbook?.[round])
      if (!image || slides.length >= count) continue
      const card = cardView(p)
      slides.push({ key: `${p.id}-${round}`, title: p.title, subtitle: p.colorName, href: `/${card.handle}`, image })
    }
  }
  return slides
}
export const getHeroSlides = (locale: Locale, count = 25) =>
  unstable_cache(() => readHero(locale, count), ['catalog-hero', locale, String(count)], cacheOpts(PRODUCT_LISTS_TAG))()

/** Colourways of the types shown in looks (ankle boots, pumps, boots, sandals) for the shop-the-looks carousel. */
async function readLooks(
  locale: Locale,
): Promise<(CardView & { look: NonNullable<ReturnType<typeof imageView>> | null })[]> {
  const payload = await getPayload()
  const res = await payload.find({
    collection: 'products',
    locale,
    depth: 1,
    sort: 'position',
    pagination: false,
    overrideAccess: false,
    where: { 'productType.shopTheLook': { equals: true } },
  })
  return res.docs.map((p) => ({ ...cardView(p), look: imageView(p.lookbook?.[0]) }))
}
export const getLooks = (locale: Locale) =>
  unstable_cache(() => readLooks(locale), ['catalog-looks', locale], cacheOpts(PRODUCT_LISTS_TAG))()
