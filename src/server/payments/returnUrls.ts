// The return URLs stored on an order lead back to this site only (src/domain/safeRedirect.ts).
import { sameOriginUrl } from '@/domain/safeRedirect'
import { serverUrl } from './index'

/** A return URL stored on the order, if it is still on this site; else `fallback` on it (the site root). */
export function onSite(url: string | null | undefined, fallback = '/') {
  const site = serverUrl()
  return sameOriginUrl(url, site) ?? new URL(fallback, site)
}
