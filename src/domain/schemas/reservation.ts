// "Reserve it in the boutique for 48 h": the size (its SKU), the shopper's names, email and phone, with the booking
// form's labels and messages.
import { z } from './zod'
import { honeypotField, localeField, phoneField, requestIdField } from './fields'
import type { FormLabels, FormMessages } from './formCopy'
import { formKit } from './formKit'

export function createReservationSchema(labels?: Partial<FormLabels>, messages?: Partial<FormMessages>) {
  const k = formKit(labels, messages)
  return z.object({
    sku: k.text('sku', 120),
    firstName: k.text('firstName'),
    lastName: k.text('lastName'),
    email: k.email(),
    phone: z
      .string({ error: k.required('phone') })
      .trim()
      .min(1, { error: k.required('phone') })
      .pipe(phoneField(k.m.invalidPhone)),
    website: honeypotField,
    requestId: requestIdField,
    locale: localeField,
  })
}

export type ReservationRequest = z.output<ReturnType<typeof createReservationSchema>>
