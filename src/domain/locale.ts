// Locale rule: paths under /fr are French, every other path English. French paths carry the prefix.
export const LOCALES = ['en', 'fr'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_COOKIE = 'i18n_redirected'
/** 365 days, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 31_536_000
/** BCP 47 tags behind the short locales: used by Intl formatting. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR' }

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'fr'

// A segment match, not a string prefix: '/fresh' is an English page.
const FR_PREFIX = /^\/fr(?=$|[/?#])/

export const localeFromPath = (path: string): Locale => (FR_PREFIX.test(path) ? 'fr' : 'en')

function split(href: string): [string, string] {
  const i = href.search(/[?#]/)
  return i === -1 ? [href, ''] : [href.slice(0, i), href.slice(i)]
}

/**
 * A site path in a language: English bare, French prefixed with /fr. Query and hash are kept; an already
 * prefixed path is not prefixed twice; in-page anchors ('#store') and absolute URLs are returned untouched.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (href.startsWith('#') || /^[a-z][a-z\d+.-]*:|^\/\//i.test(href)) return href
  const [raw, rest] = split(href)
  const path = raw.startsWith('/') ? raw : `/${raw}`
  const bare = FR_PREFIX.test(path) ? path.slice(3) || '/' : path
  if (locale === 'en') return `${bare}${rest}`
  return `${bare === '/' ? '/fr' : `/fr${bare}`}${rest}`
}

/** The same page in the other language: '/boots?x=1' ⇄ '/fr/boots?x=1', '/' ⇄ '/fr'. */
export const switchLocalePath = (pathWithQuery: string, target: Locale) => localizedHref(pathWithQuery || '/', target)
