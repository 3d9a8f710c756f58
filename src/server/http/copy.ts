// Server-side copy in the caller's language: the one server module that reads messages/*.json (the storefront's
// pages read them through next-intl), the per-locale memo the endpoint schemas are cached with, and the locale rule.
import en from '../../../messages/en.json'
import fr from '../../../messages/fr.json'
import type { Locale } from '@/domain/locale'

export { fill } from '@/domain/fill'
export { fillLabel } from '@/domain/schemas/messages'

export const MESSAGES = { en, fr }
export type Messages = typeof en

export const messagesFor = (l: Locale): Messages => MESSAGES[l]

/** Anything but 'fr' reads as English: the locale a caller sends is a hint, never an error. */
export const localeOf = (value: unknown): Locale => (value === 'fr' ? 'fr' : 'en')

/** The language of answers given before the body is read (403, 413): the browser's first choice. */
export const headerLocale = (headers: Headers): Locale =>
  localeOf(headers.get('accept-language')?.trim().slice(0, 2).toLowerCase())

/** Builds a value once per locale (zod schemas with their messages) and keeps it for the process. */
export function perLocale<T>(build: (l: Locale) => T): (l: Locale) => T {
  const cache = new Map<Locale, T>()
  return (l) => {
    if (!cache.has(l)) cache.set(l, build(l))
    return cache.get(l)!
  }
}
