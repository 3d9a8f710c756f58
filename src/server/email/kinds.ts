// Every kind of email the shop sends. The layout marks each email with its kind (data-email-kind), and the registry
// test (tests/unit/emails.registry.test.ts) builds one of each in both languages: a kind added here without a sample
// there fails its type check and the test.
export const EMAIL_KINDS = [
  // Orders
  'order-confirmation',
  'order-preparing',
  'order-shipped',
  'order-delivered',
  'order-link',
  'return-accepted',
  'return-declined',
  'return-refunded',
  'order-refunded',
  // Requests and letters
  'contact-ack',
  'contact-copy',
  'contact-reply',
  'booking-ack',
  'booking-copy',
  'visit-confirmed',
  'newsletter-confirm',
  'back-in-stock',
  'test',
  // Account (auth mails)
  'account-verify',
  'account-code',
  'account-reset',
  'account-exists',
  'account-email-link',
  'account-email-asked',
  'account-email-changed',
  'account-email-taken',
  'account-password-changed',
  'account-fallback',
  // Staff
  'staff-invite',
  'staff-reset',
  'low-stock',
] as const

export type EmailKind = (typeof EMAIL_KINDS)[number]
