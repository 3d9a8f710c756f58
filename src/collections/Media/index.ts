import type { CollectionConfig, ImageSize } from 'payload'
import { anyone } from '@/access/anyone'
import { byRole } from '@/access/byRole'
import { avifTwin } from '@/domain/responsiveImage'
import { MEDIA_TAG } from '@/server/cache/contentTags'
import { tagHooks } from '@/server/cache/revalidate'
import { GROUPS } from '../shared/groups'
import { removeReplicas, replicateFiles } from '@/server/media/replicas'
import { missingFileIs404 } from './missingFile'

// The sizes pages offer (src/server/catalogViews.ts imageView): 4:5 crops for cards, uncropped widths for
// galleries, covers and the hero. WebP is what every browser gets.
const WEBP_SIZES: ImageSize[] = [
  { name: 'thumb', width: 320, height: 400, fit: 'cover', formatOptions: { format: 'webp', options: { quality: 78 } } },
  { name: 'card', width: 640, height: 800, fit: 'cover', formatOptions: { format: 'webp', options: { quality: 80 } } },
  // The uncropped size a phone takes (a 412 px screen at 1.75× asks for ~720 px): half the bytes of 'large'.
  { name: 'medium', width: 768, formatOptions: { format: 'webp', options: { quality: 80 } } },
  { name: 'large', width: 1280, formatOptions: { format: 'webp', options: { quality: 82 } } },
  { name: 'wide', width: 1920, formatOptions: { format: 'webp', options: { quality: 80 } } },
]

// Each WebP size has an AVIF twin of the same geometry (same crop, same width): browsers that decode AVIF take it
// from the picture's <source>. Quality 50 looks as close to the original as the WebP at 80, in about 0.6× the bytes;
// effort 2, not sharp's default 4, because every upload waits for it (4 saves a quarter more and encodes ~6× slower;
// `npm run bench:avif`).
const AVIF_OPTIONS = { quality: 50, effort: 2 }
const MEDIA_DIR = process.env.MEDIA_DIR || 'media'
const asAvif = (size: ImageSize): ImageSize => ({
  ...size,
  name: avifTwin(size.name),
  formatOptions: { format: 'avif', options: AVIF_OPTIONS },
})

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { en: 'Image', fr: 'Image' }, plural: { en: 'Media', fr: 'Médias' } },
  // The library's search box also finds images by their title and alt text (what an editor remembers: "the Tournon
  // window, spring"), not only by file names.
  admin: { group: GROUPS.content, listSearchableFields: ['filename', 'title', 'alt'] },
  access: { read: anyone, create: byRole('editor', 'stock'), update: byRole('editor', 'stock'), delete: byRole('editor') },
  // An edited picture (its alt text, its focal point, a new file, sizes made by `npm run media:regenerate`) shows on
  // every page that carries it: each cached read with pictures is tagged MEDIA_TAG. With a shared bucket
  // (S3_BUCKET), the files a save wrote are put in it first, and a deleted image's files leave it.
  hooks: {
    afterChange: [replicateFiles(MEDIA_DIR), ...tagHooks(MEDIA_TAG, []).afterChange],
    afterDelete: [removeReplicas(), ...tagHooks(MEDIA_TAG, []).afterDelete],
  },
  upload: {
    staticDir: MEDIA_DIR,
    // A file URL with no file behind it is a 404, not Payload's 500.
    handlers: [missingFileIs404(MEDIA_DIR)],
    mimeTypes: ['image/*'],
    focalPoint: true,
    imageSizes: [...WEBP_SIZES, ...WEBP_SIZES.map(asAvif)],
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
