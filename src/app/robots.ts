// GET /robots.txt — crawl the public site; the backoffice (/app) and the API (/api) are off limits.
import type { MetadataRoute } from 'next'
import { siteUrl } from '@/server/seo/structuredData'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/app', '/api'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
    host: siteUrl(),
  }
}
