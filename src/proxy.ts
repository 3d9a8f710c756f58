// Next 16 proxy (middleware): locale negotiation for the public site only. /app (backoffice) and /api never pass here.
import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Keeps i18n off /api and /app but still localizes look-alikes such as /apple.
  matcher: ['/((?!api(?:/|$)|app(?:/|$)|_next|_vercel|.*\\..*).*)'],
}
