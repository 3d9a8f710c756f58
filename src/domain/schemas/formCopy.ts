// The shopper-form schemas' English defaults (labels and validation messages); messages/*.json hold the copy the
// forms show, in both languages, and pass it to the schema factories.
export const DATEPICKER_MAX = '2470-12-31'

export const defaultFormMessages = {
  required: 'Please fill in {label}.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid phone number.',
  // The original forms show no bounds; this one is ours, for the length caps that protect the mailbox.
  tooLong: '{label} is too long.',
  // Ours too: a try-on time outside the boutique's hours, and a day it is closed.
  outsideHours: 'The boutique is open from {open} to {close} that day. Please choose a time in between.',
  closedDay: 'The boutique is closed that day. Please choose another date.',
}
export type FormMessages = typeof defaultFormMessages

export const defaultFormLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  address: 'Address',
  reason: 'Reason',
  message: 'Message',
  size: 'Size',
  phone: 'Phone',
  preferredDate: 'Preferred Date',
  preferredTime: 'Preferred Time',
  notes: 'Special Instructions',
  consent: 'Consent',
  productId: 'Product',
  sku: 'SKU',
  kind: 'Request Type',
}
export type FormLabels = typeof defaultFormLabels
