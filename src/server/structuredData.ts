// JSON-LD builders (schema.org): the house, the boutique as a ShoeStore, articles and breadcrumbs.
import { type Locale, localizedHref } from '@/domain/locale'

export const siteUrl = () => (process.env.SERVER_URL || 'http://localhost:3000').replace(/\/$/, '')
export const absolute = (path: string) => (/^https?:/.test(path) ? path : `${siteUrl()}${path}`)

export function organization() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl()}/#organization`,
    name: 'Maison Sabine',
    legalName: 'Maison Sabine SAS',
    url: siteUrl(),
    logo: absolute('/icon.svg'),
    email: 'contact@maison-sabine.example',
    sameAs: ['https://www.instagram.com/maisonsabineparis'],
  }
}

/** The Paris boutique. Opening hours are the seed's constants (SPEC §9): Mo–Fr 10:30–19:30, Sa 11:00–18:00. */
export function shoeStore(locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ShoeStore',
    '@id': `${siteUrl()}/#boutique`,
    name: 'Maison Sabine — Paris',
    url: absolute(localizedHref('/', locale)),
    image: absolute('/icon.svg'),
    telephone: '+33 1 44 07 12 12',
    email: 'boutique@maison-sabine.example',
    priceRange: '€€€',
    parentOrganization: { '@id': `${siteUrl()}/#organization` },
    address: { '@type': 'PostalAddress', streetAddress: '12 rue de Tournon', postalCode: '75006', addressLocality: 'Paris', addressCountry: 'FR' },
    geo: { '@type': 'GeoCoordinates', latitude: 48.8497, longitude: 2.3372 },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:30', closes: '19:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '11:00', closes: '18:00' },
    ],
  }
}

export function articleLd(a: { title: string; description: string; path: string; image?: string | null; published: string; modified?: string | null; author?: string | null; locale: Locale }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.description,
    inLanguage: a.locale === 'fr' ? 'fr-FR' : 'en-US',
    mainEntityOfPage: absolute(a.path),
    ...(a.image ? { image: [absolute(a.image)] } : {}),
    datePublished: a.published,
    dateModified: a.modified ?? a.published,
    author: a.author ? { '@type': 'Person', name: a.author } : { '@id': `${siteUrl()}/#organization` },
    publisher: { '@type': 'Organization', name: 'Maison Sabine', logo: { '@type': 'ImageObject', url: absolute('/icon.svg') } },
  }
}

export function breadcrumbLd(items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({ '@type': 'ListItem', position: i + 1, name: it.name, item: absolute(it.path) })),
  }
}
