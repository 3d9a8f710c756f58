// Canonical and hreflang alternates for a public path (English bare, French under /fr, x-default English).
import type { Metadata } from 'next'
import { type Locale, localizedHref } from '@/domain/locale'

export function alternatesFor(path: string, locale: Locale): Metadata['alternates'] {
  return {
    canonical: localizedHref(path, locale),
    languages: { en: localizedHref(path, 'en'), fr: localizedHref(path, 'fr'), 'x-default': localizedHref(path, 'en') },
  }
}
