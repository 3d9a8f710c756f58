import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import { securityHeaders } from './src/server/edge/securityHeaders.mjs'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')
const isDev = process.env.NODE_ENV !== 'production'

// Short backoffice routes → the Payload collection lists behind them. /app/carts, /app/session-test and
// /app/manage-users are views of their own (payload.config.ts), not aliases.
const adminAliases = {
  admin: '',
  backoffice: '',
  users: 'collections/users',
  products: 'collections/products',
  'product-types': 'collections/product-types',
  'product-variants': 'collections/product-variants',
  stores: 'collections/stores',
  press: 'collections/press',
  orders: 'collections/orders',
  contacts: 'collections/contacts',
  visits: 'collections/visits',
  preorders: 'collections/preorder-campaigns',
  suppliers: 'collections/suppliers',
  'supplier-orders': 'collections/supplier-orders',
  'security-logs': 'collections/security-logs',
  'newsletter-subscriptions': 'collections/newsletter-subscriptions',
  'ai-logs': 'collections/ai-logs',
}

// One definition of the headers for Next (development, and anything served without our server) and for our
// production server, which recomputes the CSP at run time with the hashes of each page's inline scripts.
const headersForNext = securityHeaders({ env: process.env, dev: isDev })

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // pdfkit reads its font metrics from its own folder at run time: never bundled (invoices, server only). The Redis
  // and S3 clients and the limiter are Node libraries the server loads as they are (several instances, issue 40);
  // ioredis is also loaded by Next's cache handler outside the bundle, and the app's revalidations use that same copy.
  // React Email renders with react-dom/server, which Next refuses inside its server-component layer (where route
  // handlers and Payload's hooks and jobs are bundled): the emails' renderer is loaded by Node as it is.
  serverExternalPackages: [
    'pdfkit',
    'ioredis',
    'rate-limiter-flexible',
    '@aws-sdk/client-s3',
    '@react-email/components',
    '@react-email/render',
  ],
  // Several instances on one Redis share one cache: a page or data revalidated on one is revalidated on all
  // (docs/architecture.md#several-instances-one-shop). Read when the server starts, so REDIS_URL need not be set at
  // build time. Without it Next keeps its own cache on disk and in memory.
  ...(process.env.REDIS_URL && {
    cacheHandler: fileURLToPath(new URL('./src/server/cache/redisCacheHandler.mjs', import.meta.url)),
  }),
  // Several builds can live side by side (parallel work, benches): NEXT_DIST_DIR picks the folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Types are checked by `tsc --noEmit` inside `npm test`; the build need not do it a second time.
  typescript: { ignoreBuildErrors: true },
  // The storefront's CSS is small: inlined in the HTML it no longer blocks the first paint on a second request
  // (docs/decisions.md#the-css-is-inlined-in-the-html-experimentalinlinecss-issue-12). The CSP already allows inline styles.
  experimental: {
    inlineCss: true,
    // Turbopack keeps a build cache on disk for the next build. A CI run starts from a clean clone and builds once:
    // there the cache is never read, and writing it cost over a minute of a two-core machine.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // No page goes through Next's image optimiser: pictures are sized at upload (WebP and AVIF, src/collections/Media)
  // and drawn with <img srcset> (src/components/media/ResponsiveImage.tsx). Turned off, /_next/image answers 404
  // for any url instead of re-encoding any local picture on demand for anyone, and of answering 500 when the inner
  // request fails, redirects or the url does not decode (issue 35).
  images: { unoptimized: true },
  async headers() {
    return [
      { source: '/:path*', headers: headersForNext },
      { source: '/app', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      { source: '/app/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      { source: '/api/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
    ]
  },
  async redirects() {
    return Object.entries(adminAliases).map(([from, to]) => ({
      source: `/app/${from}`,
      destination: `/app${to ? `/${to}` : ''}`,
      permanent: false,
    }))
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

// Payload adds Accept-CH, Critical-CH and Vary: Sec-CH-Prefers-Color-Scheme to every path, for the backoffice's
// theme. On a storefront page Critical-CH makes Chromium send a first navigation twice (it restarts the request
// with the hint; Lighthouse counts the restart as a redirect of ~600 ms), and the Vary splits shared caches by
// colour scheme for pages that do not depend on it. So that rule applies to the backoffice only.
const payloadHeaders = config.headers
config.headers = async () =>
  (await payloadHeaders()).flatMap((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
      ? [
          { ...rule, source: '/app' },
          { ...rule, source: '/app/:path*' },
        ]
      : [rule],
  )

export default config
