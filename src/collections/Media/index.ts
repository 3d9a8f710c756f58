import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { byRole } from '@/access/byRole'
import { GROUPS } from '../shared/groups'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { en: 'Image', fr: 'Image' }, plural: { en: 'Media', fr: 'Médias' } },
  // The library's search box also finds images by their title and alt text (what an editor remembers: "the Tournon
  // window, spring"), not only by file names.
  admin: { group: GROUPS.content, listSearchableFields: ['filename', 'title', 'alt'] },
  access: { read: anyone, create: byRole('editor', 'stock'), update: byRole('editor', 'stock'), delete: byRole('editor') },
  upload: {
    staticDir: process.env.MEDIA_DIR || 'media',
    mimeTypes: ['image/*'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumb', width: 320, height: 400, fit: 'cover', formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'card', width: 640, height: 800, fit: 'cover', formatOptions: { format: 'webp', options: { quality: 80 } } },
      // The uncropped size a phone takes (a 412 px screen at 1.75× asks for ~720 px): half the bytes of 'large'.
      { name: 'medium', width: 768, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'large', width: 1280, formatOptions: { format: 'webp', options: { quality: 82 } } },
      { name: 'wide', width: 1920, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumb',
    // Pages link every file with ?v=<last change>, so a file at a given URL never changes: caches keep it a year.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=31536000, immutable')
      return headers
    },
  },
  fields: [
    {
      name: 'title',
      label: { en: 'Title', fr: 'Titre' },
      type: 'text',
      localized: true,
      maxLength: 120,
      admin: {
        description: {
          en: 'How the team names this picture (a shoot, a season, a window). Not shown to shoppers; the library search finds it.',
          fr: 'Le nom que l’équipe donne à cette image (une séance, une saison, une vitrine). Invisible des clientes ; la recherche de la médiathèque le trouve.',
        },
      },
    },
    { name: 'alt', label: { en: 'Alt text', fr: 'Texte alternatif' }, type: 'text', required: true, localized: true },
  ],
}
