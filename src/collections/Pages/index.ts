// Editorial pages (brand, fabrication, comfort, legal, terms…): one collection rather than a global per page.
// Why: the pages share one shape (title, description, rich text with the magazine's blocks, SEO), so one
// collection gives one admin list, one table pair and one migration instead of thirteen; editors get drafts,
// scheduled publishing and versions the same way as articles; a new page needs a route, not a schema change.
import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { editorialEditor } from '@/blocks/editor'
import { seoFields } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { PAGE_PATHS } from '@/server/contentTags'
import { revalidatePage } from './hooks/revalidatePage'

const base = () => process.env.SERVER_URL || 'http://localhost:3000'
const url = ({ data, locale }: { data: Record<string, unknown>; locale?: { code: string } | string }) => {
  const code = typeof locale === 'string' ? locale : locale?.code
  const slug = String(data?.slug ?? '')
  return `${base()}${code === 'fr' ? '/fr' : ''}${PAGE_PATHS[slug] ?? `/${slug}`}?preview=1`
}

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { en: 'Page', fr: 'Page' }, plural: { en: 'Pages', fr: 'Pages' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: { en: 'Content', fr: 'Contenu' },
    livePreview: { url: url as never },
    preview: url as never,
  },
  access: {
    read: publishedOrStaff,
    readVersions: byRole('editor'),
    create: byRole('editor'),
    update: byRole('editor'),
    delete: byRole('editor'),
  },
  versions: { maxPerDoc: 25, drafts: { schedulePublish: true } },
  hooks: { afterChange: [revalidatePage] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField,
    { name: 'description', type: 'textarea', required: true, localized: true },
    { name: 'content', type: 'richText', localized: true, editor: editorialEditor },
    seoFields,
  ],
}
