// SEO fields for every public document: a localized title, description and sharing image.
// Hand-written because @payloadcms/plugin-seo is not published at 3.90.2 on our registry (every Payload package
// is pinned to exactly that version). Empty values fall back to the document's own title, excerpt and cover.
import type { Field } from 'payload'

export const seoFields: Field = {
  name: 'seo',
  type: 'group',
  label: { en: 'Search engines and sharing', fr: 'Référencement et partage' },
  admin: { position: 'sidebar' },
  fields: [
    { name: 'title', type: 'text', localized: true, maxLength: 70, label: { en: 'Meta title', fr: 'Titre meta' } },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 170,
      label: { en: 'Meta description', fr: 'Description meta' },
      admin: {
        description: {
          en: 'About 150 characters, shown by search engines.',
          fr: 'Environ 150 caractères, affichés par les moteurs de recherche.',
        },
      },
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Sharing image', fr: 'Image de partage' } },
  ],
}
