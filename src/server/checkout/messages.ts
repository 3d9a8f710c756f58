// The checkout's server-side copy in the shopper's language: validation messages for the shared schema and the
// statusMessage of failed answers (the panel shows it as is).
import { createCheckoutSessionRequestSchema } from '@/domain/schemas/checkout'
import type { Locale } from '@/domain/locale'
import { messagesFor, perLocale } from '../http/copy'

export const checkoutText = (l: Locale) => messagesFor(l).checkout.errors

export const checkoutRequestSchema = perLocale((l) => {
  const { validation, panel } = messagesFor(l).checkout
  return createCheckoutSessionRequestSchema(validation, panel)
})
