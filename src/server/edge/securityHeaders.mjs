// The security headers of every response, shared by next.config.mjs (which sets them through Next) and our
// production server (scripts/server.ts), which recomputes the Content-Security-Policy at run time and adds the
// hashes of each HTML page's inline scripts to script-src. Plain JavaScript: next.config.mjs imports it as is.

const GTM_HOSTS = ['https://www.googletagmanager.com']
const GA_HOSTS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

/** @param {string | undefined} url */
function originOf(url) {
  try {
    const u = new URL(url ?? '')
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null
  } catch {
    return null
  }
}

/**
 * The third-party hosts the shop actually talks to, from its configuration: Stripe when a key is set, Google Tag
 * Manager and Analytics when a container id is set, the map style's host when one is configured.
 * @param {NodeJS.ProcessEnv} env
 */
export function thirdParties(env) {
  const stripe = Boolean(env.STRIPE_SECRET_KEY || env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY)
  const gtm = /^GTM-[A-Z0-9]+$/.test(env.NEXT_PUBLIC_GTM_ID ?? '')
  // The style's origin, and the origins its tiles, glyphs or sprites come from when they live elsewhere.
  const map = [env.NEXT_PUBLIC_MAP_STYLE_URL, ...(env.NEXT_PUBLIC_MAP_EXTRA_ORIGINS ?? '').split(',')]
    .map((u) => originOf(u?.trim()))
    .filter((o, i, all) => o !== null && all.indexOf(o) === i)
  return { stripe, gtm, map }
}

/**
 * @param {{ env?: NodeJS.ProcessEnv, dev?: boolean, scriptHashes?: string[] }} [options]
 * `scriptHashes` are CSP hash sources ('sha256-…') of the inline scripts a page may run; in development Next
 * needs inline and eval'd scripts, so the policy stays loose there.
 */
export function contentSecurityPolicy({ env = process.env, dev = false, scriptHashes = [] } = {}) {
  const { stripe, gtm, map } = thirdParties(env)
  const hosts = (/** @type {boolean} */ on, /** @type {string[]} */ list) => (on ? list : [])
  const script = [
    "'self'",
    ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : scriptHashes.map((h) => `'${h}'`)),
    ...hosts(gtm, GTM_HOSTS),
    ...hosts(stripe, ['https://js.stripe.com']),
  ]
  const img = ["'self'", 'data:', 'blob:', ...hosts(gtm, [...GTM_HOSTS, ...GA_HOSTS]), ...map]
  const connect = [
    "'self'",
    ...(dev ? ['ws:'] : []),
    ...hosts(gtm, [...GTM_HOSTS, ...GA_HOSTS]),
    ...hosts(stripe, ['https://api.stripe.com']),
    ...map,
  ]
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src 'self'${stripe ? ' https://js.stripe.com https://checkout.stripe.com' : ''}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    // The checkout form posts to our endpoint, which answers with a redirect to the hosted payment page.
    `form-action 'self'${stripe ? ' https://checkout.stripe.com' : ''}`,
    "frame-ancestors 'self'",
  ].join('; ')
}

/** @param {{ env?: NodeJS.ProcessEnv, dev?: boolean }} [options] */
export function securityHeaders({ env = process.env, dev = false } = {}) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ env, dev }) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(self)' },
    ...(dev ? [] : [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]),
  ]
}
