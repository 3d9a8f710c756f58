// The checkout information panel: what the shopper types before paying.
import { z } from './zod'
import { countryField, emailField, optionalPhoneField, optionalText, postalCodeField, requiredText } from './fields'
import {
  type CheckoutLabels,
  type CheckoutMessages,
  defaultCheckoutLabels,
  defaultCheckoutMessages,
  fillLabel,
} from './messages'

export function createCheckoutInfoSchema(
  messages: Partial<CheckoutMessages> = defaultCheckoutMessages,
  labels: Partial<CheckoutLabels> = defaultCheckoutLabels,
) {
  const m = { ...defaultCheckoutMessages, ...messages }
  const l = { ...defaultCheckoutLabels, ...labels }
  const required = (key: keyof CheckoutLabels) => fillLabel(m.required, l[key])
  return z.object({
    email: emailField(m.invalidEmail),
    shippingAddress: z.object({
      fullName: requiredText(required('fullName')),
      addressLine1: requiredText(required('addressLine1')),
      addressLine2: optionalText(200),
      city: requiredText(required('city'), 100),
      postalCode: postalCodeField(required('postalCode'), m.invalidPostalCode),
      country: countryField(required('country')),
      phone: optionalPhoneField(m.invalidPhone),
    }),
  })
}

export type CheckoutInfo = z.output<ReturnType<typeof createCheckoutInfoSchema>>
export type CheckoutInfoInput = z.input<ReturnType<typeof createCheckoutInfoSchema>>
