// Newsletter signup: a required email and a consent box that must be ticked.
import { z } from './zod'
import { honeypotField, localeField, requestIdField } from './fields'
import type { FormLabels, FormMessages } from './formCopy'
import { formKit } from './formKit'

export function createNewsletterSchema(labels?: Partial<FormLabels>, messages?: Partial<FormMessages>) {
  const k = formKit(labels, messages)
  return z.object({
    email: k.email(),
    consent: z.literal(true, { error: k.required('consent') }),
    website: honeypotField,
    requestId: requestIdField,
    locale: localeField,
  })
}
