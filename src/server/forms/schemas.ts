// The shared form schemas with their labels and messages in the shopper's language, built once per locale.
import { z } from '@/domain/schemas/zod'
import type { OpeningHours } from '@/domain/forms'
import {
  createBookingSchema,
  createContactSchema,
  createNewsletterSchema,
  createStockInterestSchema,
} from '@/domain/schemas/forms'
import { messagesFor, perLocale } from '../http/copy'

export const formSchemas = perLocale((l) => {
  const { fields, validation } = messagesFor(l).requests
  return {
    contact: createContactSchema(fields, validation),
    booking: (hours: readonly OpeningHours[]) => createBookingSchema(fields, validation, { hours, locale: l }),
    // Where the form sits, for the backoffice list; not part of the shopper-facing contract.
    newsletter: createNewsletterSchema(fields, validation).extend({
      source: z.enum(['block', 'footer', 'contact']).optional(),
    }),
    stockInterest: createStockInterestSchema(fields, validation),
  }
})
