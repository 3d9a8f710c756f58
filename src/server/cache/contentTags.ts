// Cache tags and public paths of editorial content, shared by the data module (which tags its reads) and the
// collection hooks (which revalidate exactly these on publish). No Payload or Next imports: hooks load it anywhere.
import { LOCALES, localizedHref } from '@/domain/locale'

export const ARTICLES_TAG = 'articles'
export const PAGES_TAG = 'pages'
export const PEOPLE_TAG = 'people'
export const PRESS_TAG = 'press'
/** Every cached read that renders pictures carries it: an image edited or given new sizes reaches every page. */
export const MEDIA_TAG = 'media'
export const articleTag = (slug: string) => `article:${slug}`
export const pageTag = (slug: string) => `page:${slug}`

/** Editorial page slug → its public path (slugs nested under /brand live there). */
export const PAGE_PATHS: Record<string, string> = {
  brand: '/brand',
  medias: '/brand/medias',
  people: '/people',
  fabrication: '/fabrication',
  comfort: '/comfort',
  wholesales: '/wholesales',
  legal: '/legal',
  terms: '/terms',
  privacy: '/privacy',
  'return-policy': '/return-policy',
  accessibility: '/accessibility',
  'shop-the-look': '/shop-the-look',
  preorders: '/preorders',
}

export const pagePath = (slug: string) => PAGE_PATHS[slug] ?? `/${slug}`
export const articlePath = (slug: string) => `/magazine/${slug}`

/** A path in every language: ['/magazine', '/fr/magazine']. */
export const inAllLocales = (path: string) => LOCALES.map((l) => localizedHref(path, l))
