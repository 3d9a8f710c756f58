// The shared form schemas with their labels and messages in the shopper's language.
import { z } from 'zod'
import en from '../../../messages/en.json'
import fr from '../../../messages/fr.json'
import type { Locale } from '@/domain/locale'
import type { OpeningHours } from '@/domain/requests'
import {
  createBookingSchema,
  createContactSchema,
  createNewsletterSchema,
  createStockInterestSchema,
} from '@/domain/schemas/forms'

const copy = (l: Locale) => (l === 'fr' ? fr : en).requests

const cache = new Map<Locale, ReturnType<typeof build>>()
function build(l: Locale) {
  const { fields, validation } = copy(l)
  return {
    contact: createContactSchema(fields, validation),
    booking: (hours: readonly OpeningHours[]) => createBookingSchema(fields, validation, { hours }),
    // Where the form sits, for the backoffice list; not part of the shopper-facing contract.
    newsletter: createNewsletterSchema(fields, validation).extend({ source: z.enum(['block', 'footer', 'contact']).optional() }),
    stockInterest: createStockInterestSchema(fields, validation),
  }
}

export function formSchemas(l: Locale) {
  let s = cache.get(l)
  if (!s) cache.set(l, (s = build(l)))
  return s
}

export const tooManyMessage = (l: Locale) => copy(l).validation.tooMany
