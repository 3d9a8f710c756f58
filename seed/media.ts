// Generated imagery → Payload media documents, one per image key, with bilingual alt text. Idempotent: a key
// already uploaded (same filename) is reused.
import type { Payload } from 'payload'
import { imageForKey, renderImage } from './images/render'

// Ids already known, per Payload instance: a process that seeds two databases never reuses the other's ids.
const caches = new WeakMap<Payload, Map<string, number>>()

const fileName = (key: string) =>
  `${key
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}.webp`

export async function mediaFor(payload: Payload, key: string, width = 1600): Promise<number> {
  const cache = caches.get(payload) ?? new Map<string, number>()
  caches.set(payload, cache)
  const hit = cache.get(key)
  if (hit) return hit
  const filename = fileName(key)
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs[0]) {
    cache.set(key, existing.docs[0].id)
    return existing.docs[0].id
  }
  const { svg, alt } = imageForKey(key)
  // SEED_IMAGE_MAX_WIDTH caps the rendered width (the e2e server uses it to seed in a fraction of the time;
  // the image sizes larger than the cap are then simply absent and pages fall back to the original).
  const cap = Number(process.env.SEED_IMAGE_MAX_WIDTH)
  const data = await renderImage(svg, { width: cap > 0 ? Math.min(width, cap) : width, format: 'webp', quality: 82 })
  const doc = await payload.create({
    collection: 'media',
    locale: 'en',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: { alt: alt.en },
    file: { data, mimetype: 'image/webp', name: filename, size: data.length },
  })
  await payload.update({
    collection: 'media',
    id: doc.id,
    locale: 'fr',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: { alt: alt.fr },
  })
  cache.set(key, doc.id)
  return doc.id
}
