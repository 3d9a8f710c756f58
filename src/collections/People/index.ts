import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { byRole } from '@/access/byRole'

export const People: CollectionConfig = {
  slug: 'people',
  labels: { singular: { en: 'Person', fr: 'Personnalité' }, plural: { en: 'People', fr: 'Personnalités' } },
  admin: { useAsTitle: 'name', group: { en: 'Content', fr: 'Contenu' } },
  access: { read: anyone, create: byRole('editor'), update: byRole('editor'), delete: byRole('editor') },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true, unique: true },
    { name: 'role', type: 'text', localized: true },
    { name: 'bio', type: 'textarea', localized: true },
    { name: 'portrait', type: 'upload', relationTo: 'media' },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
