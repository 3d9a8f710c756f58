// Locale rule (SPEC §2): paths under /fr are French, every other path English. French paths carry the prefix.
export const LOCALES = ['en', 'fr'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE = 31_536_000

export function localeFromPath(path: string): Locale {
  return path === '/fr' || path.startsWith('/fr/') || path.startsWith('/fr?') || path.startsWith('/fr#') ? 'fr' : 'en'
}

function split(pathWithQuery: string): [string, string] {
  const i = pathWithQuery.search(/[?#]/)
  return i === -1 ? [pathWithQuery, ''] : [pathWithQuery.slice(0, i), pathWithQuery.slice(i)]
}

/** The same page in the other language: '/boots?x=1' ⇄ '/fr/boots?x=1', '/' ⇄ '/fr'. */
export function switchLocalePath(pathWithQuery: string, target: Locale): string {
  const [path, rest] = split(pathWithQuery || '/')
  const bare = localeFromPath(path) === 'fr' ? path.slice(3) || '/' : path
  return `${localizedHref(bare, target)}${rest}`
}

/** A site path in a language: English bare, French prefixed with /fr. */
export function localizedHref(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === 'en') return clean
  return clean === '/' ? '/fr' : `/fr${clean}`
}
