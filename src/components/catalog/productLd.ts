// schema.org Product with one Offer (EUR, VAT included) whose availability follows the online stock.
import { localizedHref, type Locale } from '@/domain/locale'
import type { ProductPageData } from '@/server/catalog'
import { absolute } from '@/server/seo/structuredData'

const AVAILABILITY = {
  'in-stock': 'https://schema.org/InStock',
  'online-out-boutique-available': 'https://schema.org/InStoreOnly',
  'out-of-stock': 'https://schema.org/OutOfStock',
} as const

export function productLd({ product: p, availability }: ProductPageData, locale: Locale) {
  const url = absolute(localizedHref(`/${p.handle}`, locale))
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.title,
    description: p.description || undefined,
    image: p.images.map((i) => absolute(i.large?.src ?? i.src)),
    color: p.colorName,
    material: locale === 'fr' ? 'Cuir d’agneau' : 'Lambskin leather',
    sku: `${p.type}-${p.color}`,
    brand: { '@type': 'Brand', name: 'Maison Sabine' },
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: (p.price / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability: AVAILABILITY[availability],
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: 'Maison Sabine' },
    },
  }
}
