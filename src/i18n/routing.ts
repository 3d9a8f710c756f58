import { defineRouting } from 'next-intl/routing'
import { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/domain/locale'

export const routing = defineRouting({
  locales: [...LOCALES],
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  // The hreflang links are in each page's head (built from SERVER_URL); next-intl's `Link` header would be built
  // from the request's Host, which anyone can set.
  alternateLinks: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', path: '/' },
})
