// The catalog's two routes: /{type} lists colourways (or, for gloves, is the one product page), /{type}/{color} is a
// product page. Types are the domain's closed list (the route files log any other path as unknown); colours come
// from the catalog at request time, and the answer (page or 404) is then cached like any public page. Unknown
// colour → 404 with 'Product not found'.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { COLORLESS_TYPES, PRODUCT_TYPES, isProductType } from '@/domain/catalog'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { getCategory, getProductPage, getType } from '@/server/catalog'
import { pageMetadata } from '@/server/seo/metadata'
import { CategoryView } from '@/components/catalog/CategoryView'
import { ProductPage } from '@/components/catalog/ProductPage'

type TypeProps = { params: Promise<{ locale: Locale; type: string }> }
type ProductProps = { params: Promise<{ locale: Locale; type: string; color: string }> }

// A malformed escape (%E0) is an unknown colour, not a server error.
const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return ''
  }
}

const colorless = (type: string) => (COLORLESS_TYPES as readonly string[]).includes(type)

async function categoryMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const type = await getType(slug, locale)
  if (!type) return {}
  return pageMetadata({ locale, path: `/${slug}`, title: type.name, description: type.blurb })
}

async function renderCategory(slug: string, locale: Locale) {
  setRequestLocale(locale)
  const [type, items] = await Promise.all([getType(slug, locale), getCategory(slug, locale)])
  if (!type) notFound()
  return <CategoryView type={type} items={items} locale={locale} />
}

async function productMetadata(slug: string, color: string | null, locale: Locale): Promise<Metadata> {
  const data = await getProductPage(slug, color, locale)
  if (!data) {
    const t = await getTranslations({ locale, namespace: 'catalog.product' })
    return { title: t('notFound'), robots: { index: false } }
  }
  const { product } = data
  const path = color ? `/${slug}/${color}` : `/${slug}`
  return pageMetadata({
    locale,
    path,
    title: `${product.title} — ${formatPrice(product.price, locale)}`,
    description: product.description.slice(0, 160) || product.title,
    image: null,
  })
}

async function renderProduct(slug: string, color: string | null, locale: Locale) {
  setRequestLocale(locale)
  const data = await getProductPage(slug, color, locale)
  if (!data) notFound()
  return <ProductPage data={data} locale={locale} />
}

/** /{type}: the category page, or the product page of a type without colours (/gloves). */
export const typeRoute = {
  generateMetadata: async ({ params }: TypeProps): Promise<Metadata> => {
    const { locale, type } = await params
    if (!isProductType(type)) return {}
    return colorless(type) ? productMetadata(type, null, locale) : categoryMetadata(type, locale)
  },
  Page: async ({ params }: TypeProps) => {
    const { locale, type } = await params
    if (!isProductType(type)) notFound()
    return colorless(type) ? renderProduct(type, null, locale) : renderCategory(type, locale)
  },
}

/** /{type}/{color}: one colourway's product page. */
export const productRoute = {
  generateMetadata: async ({ params }: ProductProps): Promise<Metadata> => {
    const { locale, type, color } = await params
    if (!isProductType(type) || colorless(type)) return {}
    return productMetadata(type, decode(color), locale)
  },
  Page: async ({ params }: ProductProps) => {
    const { locale, type, color } = await params
    if (!isProductType(type) || colorless(type)) notFound()
    return renderProduct(type, decode(color), locale)
  },
}

/** Types whose unknown colours say 'Product not found' (any other two-segment path is the site's 404). */
export const COLOUR_TYPES: string[] = PRODUCT_TYPES.filter((t) => !colorless(t))
