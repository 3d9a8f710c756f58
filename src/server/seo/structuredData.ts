// JSON-LD builders (schema.org): the house, the boutique as a ShoeStore, articles and breadcrumbs.
import { type Locale, localizedHref } from '@/domain/locale'
import { serverUrl } from '../platform/serverUrl'
import type { BoutiqueView, StoreHours } from '../stores'

/** The shop's public origin: the one rule of src/server/platform/serverUrl.ts. */
export const siteUrl = () => serverUrl()
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

const DAY_NAMES: Record<string, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
}

/** The stores collection's hours → schema.org specifications, days with the same hours grouped; closed days omitted. */
export function openingHours(hours: StoreHours[]) {
  const groups: { days: string[]; opens: string; closes: string }[] = []
  for (const h of hours) {
    if (h.closed || !h.open || !h.close || !DAY_NAMES[h.day]) continue
    const same = groups.find((g) => g.opens === h.open && g.closes === h.close)
    if (same) same.days.push(DAY_NAMES[h.day])
    else groups.push({ days: [DAY_NAMES[h.day]], opens: h.open, closes: h.close })
  }
  return groups.map((g) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: g.days.length === 1 ? g.days[0] : g.days,
    opens: g.opens,
    closes: g.closes,
  }))
}

/** The Paris boutique as a ShoeStore, from the stores collection (address, phone, hours as the staff edit them). */
export function shoeStore(locale: Locale, b: BoutiqueView | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ShoeStore',
    '@id': `${siteUrl()}/#boutique`,
    name: b?.name || 'Maison Sabine — Paris',
    url: absolute(localizedHref('/', locale)),
    image: absolute('/icon.svg'),
    ...(b?.phone ? { telephone: b.phone } : {}),
    ...(b?.email ? { email: b.email } : {}),
    priceRange: '€€€',
    parentOrganization: { '@id': `${siteUrl()}/#organization` },
    ...(b
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: b.street,
            postalCode: b.postalCode,
            addressLocality: b.city,
            addressCountry: b.country,
          },
        }
      : {}),
    ...(b?.lat != null && b.lng != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: b.lat, longitude: b.lng } }
      : {}),
    ...(b ? { openingHoursSpecification: openingHours(b.hours) } : {}),
  }
}

export function articleLd(a: {
  title: string
  description: string
  path: string
  image?: string | null
  published: string
  modified?: string | null
  author?: string | null
  locale: Locale
}) {
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
    publisher: {
      '@type': 'Organization',
      name: 'Maison Sabine',
      logo: { '@type': 'ImageObject', url: absolute('/icon.svg') },
    },
  }
}

export function breadcrumbLd(items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: it.name,
      item: absolute(it.path),
    })),
  }
}
