// Next 16 proxy (middleware): locale negotiation for the public site, and the per-address half of login rate
// limiting (the per-account half is Payload's lockout after 5 failures), counted by the shop's one limiter
// (server/http/limits.ts: LOGIN_RATE_LIMIT per address, shared by every instance). /app and /api are otherwise
// untouched.
import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { SEARCH_CACHE_CONTROL, isSearchPath } from './domain/search/query'
import { routing } from './i18n/routing'
import { clientIp } from './server/clientIp'
import { hitLimit } from './server/http/limits'

const intl = createMiddleware(routing)
const LOGIN_PATH = '/api/users/login'

export default async function proxy(req: NextRequest) {
  if (req.nextUrl.pathname === LOGIN_PATH) {
    if (req.method !== 'POST') return NextResponse.next()
    // Counted before Payload reads the body. The address is the caller's own (see server/clientIp.ts); only where it
    // is unknown (`next dev`) do all callers share one key, with the larger flood-guard budget.
    const { allowed, retryAfterMs } = await hitLimit('login', 'users-login', clientIp(req.headers))
    if (allowed) return NextResponse.next()
    return NextResponse.json(
      { errors: [{ message: 'Too many sign-in attempts. Please wait a few minutes and try again.' }] },
      { status: 429, headers: { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) } },
    )
  }
  if (req.nextUrl.searchParams.has('preview')) return toPreview(req)
  const res = withoutCacheableCookie(intl(req))
  // The results page reads its query, so Next renders it per request and would mark it private: the same URL gives
  // everyone the same page, so a shared cache may keep it (Next keeps a Cache-Control already set on a dynamic page).
  if (isSearchPath(req.nextUrl.pathname) && res.status < 300) res.headers.set('Cache-Control', SEARCH_CACHE_CONTROL)
  return res
}

// The backoffice's ?preview=1 links: /api/preview decides on draft mode, then sends the editor to the clean URL.
function toPreview(req: NextRequest) {
  const url = req.nextUrl.clone()
  url.searchParams.delete('preview')
  const target = new URL('/api/preview', req.url)
  target.searchParams.set('path', `${url.pathname}${url.search}`)
  return NextResponse.redirect(target, 307)
}

// A page the shared cache may keep never sets a cookie: next-intl would write the locale cookie whenever a page's
// language differs from the browser's. It is kept on redirects (the first Accept-Language redirect), and the
// language switcher writes it itself.
function withoutCacheableCookie(res: NextResponse) {
  if (res.status >= 300 && res.status < 400) return res
  res.headers.delete('set-cookie')
  res.headers.delete('x-middleware-set-cookie')
  return res
}

export const config = {
  // Keeps i18n off /api and /app but still localizes look-alikes such as /apple; the login endpoint is added
  // for its rate limit.
  matcher: ['/((?!api(?:/|$)|app(?:/|$)|_next|_vercel|.*\\..*).*)', '/api/users/login'],
}
