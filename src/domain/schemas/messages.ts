// Validation messages of the checkout (shown as observed on the original shop), injectable so the French UI and API
// pass French text to the same schemas; and the one placeholder filler of every message, client or server.
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

/** Fills '{name}' placeholders without an ICU runtime; an unknown name stays as written. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))

/** 'Please fill in {label}.' + 'City' → 'Please fill in City.' */
export const fillLabel = (template: string, label: string) => fill(template, { label })
