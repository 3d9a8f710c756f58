// GET /sitemap.xml — every public page, product and article in English and French, with hreflang alternates.
// Read at request time (a build has no database); the proxy matcher skips paths with a dot, so no i18n here.
import type { MetadataRoute } from 'next'
import { sitemapItems, toSitemap } from '@/server/seo/sitemap'

export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return toSitemap(await sitemapItems())
}
