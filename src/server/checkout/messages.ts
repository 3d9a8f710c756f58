// The checkout's server-side copy in the shopper's language: validation messages for the shared schema and the
// statusMessage of failed answers (the panel shows it as is, SPEC §8).
import en from '../../../messages/en.json'
import fr from '../../../messages/fr.json'
import type { Locale } from '@/domain/locale'
import { createCheckoutSessionRequestSchema } from '@/domain/schemas/checkout'

const copy = (l: Locale) => (l === 'fr' ? fr : en).checkout

export const checkoutText = (l: Locale) => copy(l).errors

const schemas = new Map<Locale, ReturnType<typeof createCheckoutSessionRequestSchema>>()

export function checkoutRequestSchema(l: Locale) {
  let s = schemas.get(l)
  if (!s) {
    const { validation, panel } = copy(l)
    schemas.set(l, (s = createCheckoutSessionRequestSchema(validation, panel)))
  }
  return s
}

/** Fills '{name}' placeholders of a message without an ICU runtime. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))
