// Press mentions: shown on /press, /brand/medias and the product pages' "in the press".
import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { byRole } from '@/access/byRole'
import { CATALOG_TAG } from '@/server/cache/catalogTags'
import { PRESS_TAG, inAllLocales } from '@/server/cache/contentTags'
import { tagHooks } from '@/server/cache/revalidate'
import { GROUPS } from '../shared/groups'

export const Press: CollectionConfig = {
  slug: 'press',
  labels: { singular: { en: 'Press mention', fr: 'Article de presse' }, plural: { en: 'Press', fr: 'Presse' } },
  admin: { useAsTitle: 'publication', defaultColumns: ['publication', 'headline', 'date'], group: GROUPS.content },
  access: { read: anyone, create: byRole('editor'), update: byRole('editor'), delete: byRole('editor') },
  defaultSort: '-date',
  // Product pages show their press mentions (cached with the catalog): clear it too.
  hooks: tagHooks([PRESS_TAG, CATALOG_TAG], [...inAllLocales('/press'), ...inAllLocales('/brand/medias')]) as never,
  fields: [
    { name: 'publication', type: 'text', required: true },
    { name: 'headline', type: 'text', required: true, localized: true },
    { name: 'date', type: 'date', required: true },
    { name: 'quote', type: 'textarea', localized: true },
    { name: 'logo', type: 'upload', relationTo: 'media', maxDepth: 1 },
    {
      name: 'url',
      type: 'text',
      validate: (v: unknown) =>
        v == null || v === '' || /^https?:\/\//.test(String(v)) ? true : 'Use a full http(s) address.',
    },
  ],
}
