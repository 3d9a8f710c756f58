// Fields every shopper request carries: the client's idempotency key and the shopper's language.
import type { Field } from 'payload'

export const requestFields: Field[] = [
  {
    name: 'requestId',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { readOnly: true, position: 'sidebar', description: 'Client-generated; a retried submission reuses it.' },
  },
  { name: 'locale', type: 'select', options: ['en', 'fr'], defaultValue: 'en', admin: { position: 'sidebar' } },
]
