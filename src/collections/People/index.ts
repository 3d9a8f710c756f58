// The faces of the brand: the women who make the shoes (group 'house', shown on /brand/people) and those who
// wear them (all shown on /people; linked from product pages through products.wornBy).
import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { byRole } from '@/access/byRole'
import { CATALOG_TAG } from '@/server/cache/catalogTags'
import { PEOPLE_TAG, inAllLocales } from '@/server/cache/contentTags'
import { tagHooks } from '@/server/cache/revalidate'
import { GROUPS } from '../shared/groups'

export const People: CollectionConfig = {
  slug: 'people',
  labels: { singular: { en: 'Person', fr: 'Personnalité' }, plural: { en: 'People', fr: 'Personnalités' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'group', 'order'], group: GROUPS.content },
  access: { read: anyone, create: byRole('editor'), update: byRole('editor'), delete: byRole('editor') },
  defaultSort: 'order',
  // Product pages show their wearers (cached with the catalog): clear it too.
  hooks: tagHooks([PEOPLE_TAG, CATALOG_TAG], [...inAllLocales('/people'), ...inAllLocales('/brand/people')]) as never,
  fields: [
    { name: 'name', label: { en: 'Name', fr: 'Nom' }, type: 'text', required: true },
    { name: 'slug', label: { en: 'Slug', fr: 'Identifiant d’URL' }, type: 'text', required: true, unique: true },
    { name: 'role', label: { en: 'Role', fr: 'Rôle' }, type: 'text', localized: true },
    { name: 'bio', label: { en: 'Bio', fr: 'Biographie' }, type: 'textarea', localized: true },
    { name: 'portrait', label: { en: 'Portrait', fr: 'Portrait' }, type: 'upload', relationTo: 'media', maxDepth: 1 },
    {
      name: 'group',
      label: { en: 'Group', fr: 'Groupe' },
      type: 'select',
      defaultValue: 'wearer',
      options: [
        { value: 'house', label: { en: 'The house (makers)', fr: 'La maison (créatrices)' } },
        { value: 'wearer', label: { en: 'Wears Maison Sabine', fr: 'Porte Maison Sabine' } },
      ],
    },
    { name: 'order', label: { en: 'Display order', fr: 'Ordre d’affichage' }, type: 'number', defaultValue: 0 },
  ],
}
