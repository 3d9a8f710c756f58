// Validation messages of the checkout (shown as observed on the original shop), injectable so the French UI and API
// pass French text to the same schemas.
import { fill } from '../fill'

export const defaultCheckoutMessages = {
  invalidEmail: 'Please enter a valid email address.',
  required: 'Please fill in {label}.',
  invalidPostalCode: 'Please enter a valid postal code.',
  invalidPhone: 'Please enter a valid phone number.',
}
export type CheckoutMessages = typeof defaultCheckoutMessages

export const defaultCheckoutLabels = {
  fullName: 'Full Name',
  addressLine1: 'Address Line 1',
  city: 'City',
  postalCode: 'Postal Code',
  country: 'Country',
}
export type CheckoutLabels = typeof defaultCheckoutLabels

/** 'Please fill in {label}.' + 'City' → 'Please fill in City.' */
export const fillLabel = (template: string, label: string) => fill(template, { label })
