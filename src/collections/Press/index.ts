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
    { name: 'publication', label: { en: 'Publication', fr: 'Publication' }, type: 'text', required: true },
    { name: 'headline', label: { en: 'Headline', fr: 'Accroche' }, type: 'text', required: true, localized: true },
    { name: 'date', label: { en: 'Date', fr: 'Date' }, type: 'date', required: true },
    { name: 'quote', label: { en: 'Quote', fr: 'Citation' }, type: 'textarea', localized: true },
    { name: 'logo', label: { en: 'Logo', fr: 'Logo' }, type: 'upload', relationTo: 'media', maxDepth: 1 },
    {
      name: 'url',
      label: { en: 'URL', fr: 'Adresse (URL)' },
      type: 'text',
      validate: (v: unknown) =>
        v == null || v === '' || /^https?:\/\//.test(String(v)) ? true : 'Use a full http(s) address.',
    },
  ],
}
