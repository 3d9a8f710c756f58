// Route factories shared by the category folders: /{type} lists colourways, /{type}/{color} is a product page,
// /gloves is both at once (one product, no colour). Unknown colour → notFound() → 404 with 'Product not found'.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { getCategory, getProductPage, getType } from '@/server/catalog'
import { pageMetadata } from '@/server/metadata'
import { CategoryView } from './CategoryView'
import { ProductPage } from './ProductPage'

type CategoryProps = { params: Promise<{ locale: Locale }> }
type ProductProps = { params: Promise<{ locale: Locale; color: string }> }

// A malformed escape (%E0) is an unknown colour, not a server error.
const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return ''
  }
}

export function categoryRoute(slug: string) {
  async function generateMetadata({ params }: CategoryProps): Promise<Metadata> {
    const { locale } = await params
    const type = await getType(slug, locale).catch(() => null)
    if (!type) return {}
    return pageMetadata({ locale, path: `/${slug}`, title: type.name, description: type.blurb })
  }
  async function Page({ params }: CategoryProps) {
    const { locale } = await params
    setRequestLocale(locale)
    const [type, items] = await Promise.all([getType(slug, locale), getCategory(slug, locale)])
    if (!type) notFound()
    return <CategoryView type={type} items={items} locale={locale} />
  }
  return { generateMetadata, Page }
}

async function productMetadata(slug: string, color: string | null, locale: Locale): Promise<Metadata> {
  const data = await getProductPage(slug, color, locale).catch(() => null)
  if (!data) {
    const t = await getTranslations({ locale, namespace: 'catalog.product' })
    return { title: t('notFound'), robots: { index: false } }
  }
  const { product } = data
  const path = color ? `/${slug}/${color}` : `/${slug}`
  return pageMetadata({
    locale, path, title: `${product.title} — ${formatPrice(product.price, locale)}`,
    description: product.description.slice(0, 160) || product.title, image: null,
  })
}

async function renderProduct(slug: string, color: string | null, locale: Locale) {
  setRequestLocale(locale)
  const data = await getProductPage(slug, color, locale)
  if (!data) notFound()
  return <ProductPage data={data} locale={locale} />
}

export function productRoute(slug: string) {
  return {
    generateMetadata: async ({ params }: ProductProps) => {
      const { locale, color } = await params
      return productMetadata(slug, decode(color), locale)
    },
    Page: async ({ params }: ProductProps) => {
      const { locale, color } = await params
      return renderProduct(slug, decode(color), locale)
    },
  }
}

/** /gloves: a single product without a colour segment. */
export function colorlessProductRoute(slug: string) {
  return {
    generateMetadata: async ({ params }: CategoryProps) => productMetadata(slug, null, (await params).locale),
    Page: async ({ params }: CategoryProps) => renderProduct(slug, null, (await params).locale),
  }
}
