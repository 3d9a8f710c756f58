// Contact message form.
import { z } from './zod'
import { honeypotField, localeField, requestIdField } from './fields'
import type { FormLabels, FormMessages } from './formCopy'
import { formKit } from './formKit'

import { CONTACT_REASONS } from './contactReasons'

export { CONTACT_REASONS } from './contactReasons'
export const CONTACT_MESSAGE_MAX = 5000

export function createContactSchema(labels?: Partial<FormLabels>, messages?: Partial<FormMessages>) {
  const k = formKit(labels, messages)
  return z.object({
    firstName: k.text('firstName'),
    lastName: k.text('lastName'),
    email: k.email(),
    address: k.optional('address', 500),
    reason: z.enum(CONTACT_REASONS, { error: k.required('reason') }),
    message: k.text('message', CONTACT_MESSAGE_MAX),
    // An unticked checkbox is often simply absent from the body.
    newsletter: z.boolean().default(false),
    website: honeypotField,
    requestId: requestIdField,
    locale: localeField,
  })
}

export type Contact = z.output<ReturnType<typeof createContactSchema>>
