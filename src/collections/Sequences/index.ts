import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/nobody'

/**
 * Counter rows (one per document type and year: invoices, credit notes). Only server code moves them, with one
 * guarded `value = value + 1` inside the transaction that uses the number: a rolled-back payment or refund gives its
 * number back, and two of them never read the same value. Hidden from the backoffice; no API may touch them.
 */
export const Sequences: CollectionConfig = {
  slug: 'sequences',
  labels: { singular: { en: 'Sequence', fr: 'Séquence' }, plural: { en: 'Sequences', fr: 'Séquences' } },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, index: true },
    { name: 'value', type: 'number', required: true, defaultValue: 0 },
  ],
}
