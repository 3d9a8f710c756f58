// Fields every shopper request carries: the client's idempotency key and the shopper's language.
import type { Field } from 'payload'

export const requestFields: Field[] = [
  {
    name: 'requestId',
    label: { en: 'Request ID', fr: 'Identifiant de la demande' },
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { readOnly: true, position: 'sidebar', description: 'Client-generated; a retried submission reuses it.' },
  },
  {
    name: 'locale',
    label: { en: 'Language', fr: 'Langue' },
    type: 'select',
    options: ['en', 'fr'],
    defaultValue: 'en',
    admin: { position: 'sidebar' },
  },
]
