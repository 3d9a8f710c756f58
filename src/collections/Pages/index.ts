// Editorial pages (brand, fabrication, comfort, legal, terms…): one collection rather than a global per page.
// Why: the pages share one shape (title, description, rich text with the magazine's blocks, SEO), so one
// collection gives one admin list, one table pair and one migration instead of thirteen; editors get drafts,
// scheduled publishing and versions the same way as articles; a new page needs a route, not a schema change.
import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { editorialEditor } from '@/blocks/editor'
import { previewAdmin } from '@/fields/preview'
import { seoFields } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { pagePath } from '@/server/cache/contentTags'
import { revalidatePage, revalidatePageDelete } from './hooks/revalidatePage'
import { GROUPS } from '../shared/groups'

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { en: 'Page', fr: 'Page' }, plural: { en: 'Pages', fr: 'Pages' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: GROUPS.content,
    // The schedule drawer opens on Publish for a draft never published (Payload would choose Unpublish).
    components: { edit: { beforeDocumentControls: ['@/admin/schedule/PublishByDefault.client#PublishByDefault'] } },
    ...previewAdmin(pagePath),
  },
  access: {
    read: publishedOrStaff,
    readVersions: byRole('editor'),
    create: byRole('editor'),
    update: byRole('editor'),
    delete: byRole('editor'),
  },
  versions: { maxPerDoc: 25, drafts: { schedulePublish: true } },
  hooks: { afterChange: [revalidatePage], afterDelete: [revalidatePageDelete] },
  fields: [
    { name: 'title', label: { en: 'Title', fr: 'Titre' }, type: 'text', required: true, localized: true },
    slugField,
    {
      name: 'description',
      label: { en: 'Description', fr: 'Description' },
      type: 'textarea',
      required: true,
      localized: true,
    },
    {
      name: 'content',
      label: { en: 'Content', fr: 'Contenu' },
      type: 'richText',
      localized: true,
      editor: editorialEditor,
    },
    seoFields,
  ],
}
