// Magazine articles: localized, drafts with scheduled publishing, live preview on the public URL.
import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { editorialEditor } from '@/blocks/editor'
import { previewAdmin } from '@/fields/preview'
import { seoFields } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { articlePath } from '@/server/cache/contentTags'
import { revalidateArticle, revalidateArticleDelete } from './hooks/revalidateArticle'
import { GROUPS } from '../shared/groups'

export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: { en: 'Article', fr: 'Article' }, plural: { en: 'Magazine', fr: 'Magazine' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', '_status', 'slug'],
    group: GROUPS.content,
    // The schedule drawer opens on Publish for a draft never published (Payload would choose Unpublish).
    components: { edit: { beforeDocumentControls: ['@/admin/schedule/PublishByDefault.client#PublishByDefault'] } },
    ...previewAdmin(articlePath),
  },
  access: {
    read: publishedOrStaff,
    readVersions: byRole('editor'),
    create: byRole('editor'),
    update: byRole('editor'),
    delete: byRole('editor'),
  },
  defaultSort: '-publishedAt',
  versions: { maxPerDoc: 25, drafts: { schedulePublish: true } },
  hooks: { afterChange: [revalidateArticle], afterDelete: [revalidateArticleDelete] },
  fields: [
    { name: 'title', label: { en: 'Title', fr: 'Titre' }, type: 'text', required: true, localized: true },
    slugField,
    {
      name: 'publishedAt',
      label: { en: 'Published at', fr: 'Publié le' },
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'author', label: { en: 'Author', fr: 'Auteur' }, type: 'text', admin: { position: 'sidebar' } },
    { name: 'cover', label: { en: 'Cover', fr: 'Couverture' }, type: 'upload', relationTo: 'media', maxDepth: 1 },
    { name: 'excerpt', label: { en: 'Excerpt', fr: 'Chapô' }, type: 'textarea', required: true, localized: true },
    {
      name: 'content',
      label: { en: 'Content', fr: 'Contenu' },
      type: 'richText',
      localized: true,
      editor: editorialEditor,
    },
    {
      name: 'relatedProducts',
      label: { en: 'Related products', fr: 'Produits associés' },
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      maxDepth: 2,
    },
    seoFields,
  ],
}
