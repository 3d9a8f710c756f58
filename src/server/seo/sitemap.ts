// Everything the sitemap lists: fixed public pages, every product and every published article (with the
// places page of articles that have one), read with public access. An empty catalogue yields fewer entries; a failed
// read fails the sitemap (an error page, never cached): a sitemap without its products would tell search engines the
// pairs are gone.
import type { MetadataRoute } from 'next'
import { ACCESSORIES, HEELS } from '@/domain/navigation'
import { placesOf } from '@/domain/articleBody'
import { LOCALES, localizedHref } from '@/domain/locale'
import { PAGE_PATHS } from '../cache/contentTags'
import { getPayload } from '../platform/payload'
import { absolute } from './structuredData'

const FIXED = [
  '/',
  ...[...HEELS, ...ACCESSORIES].map((l) => l.href),
  '/magazine',
  '/contact',
  '/store',
  '/press',
  '/style-assistant',
  '/brand/people',
  '/qrcode/premiereclasse-card',
  ...Object.values(PAGE_PATHS),
]

export interface Item {
  path: string
  lastModified?: string
  priority: number
}

export async function sitemapItems(): Promise<Item[]> {
  const payload = await getPayload()
  const [{ docs: products }, { docs: articles }] = await Promise.all([
    payload.find({
      collection: 'products',
      depth: 0,
      limit: 1000,
      pagination: false,
      overrideAccess: false,
      select: { handle: true, updatedAt: true },
    }),
    payload.find({
      collection: 'articles',
      depth: 0,
      limit: 1000,
      pagination: false,
      overrideAccess: false,
      select: { slug: true, updatedAt: true, content: true },
    }),
  ])
  return uniqueByPath([
    ...FIXED.map((path) => ({ path, priority: path === '/' ? 1 : 0.6 })),
    ...products
      .filter((p) => p.handle)
      .map((p) => ({ path: `/${p.handle}`, lastModified: p.updatedAt, priority: 0.8 })),
    ...articles.flatMap((a) => [
      { path: `/magazine/${a.slug}`, lastModified: a.updatedAt, priority: 0.7 },
      ...(placesOf(a.content).length
        ? [{ path: `/magazine/${a.slug}/places`, lastModified: a.updatedAt, priority: 0.4 }]
        : []),
    ]),
  ])
}

/** One entry a path (a category page such as /gloves may also be a product's handle): the later entry's date and
 * the higher priority win. */
export function uniqueByPath(items: Item[]): Item[] {
  const byPath = new Map<string, Item>()
  for (const it of items) {
    const prev = byPath.get(it.path)
    byPath.set(
      it.path,
      prev
        ? {
            path: it.path,
            lastModified: it.lastModified ?? prev.lastModified,
            priority: Math.max(prev.priority, it.priority),
          }
        : it,
    )
  }
  return [...byPath.values()]
}

/** One entry per language of each item, each carrying the hreflang alternates of the pair. */
export function toSitemap(items: Item[]): MetadataRoute.Sitemap {
  return items.flatMap((it) => {
    const languages = {
      en: absolute(localizedHref(it.path, 'en')),
      fr: absolute(localizedHref(it.path, 'fr')),
      'x-default': absolute(localizedHref(it.path, 'en')),
    }
    return LOCALES.map((l) => ({
      url: absolute(localizedHref(it.path, l)),
      ...(it.lastModified ? { lastModified: it.lastModified } : {}),
      changeFrequency: 'weekly' as const,
      priority: it.priority,
      alternates: { languages },
    }))
  })
}
