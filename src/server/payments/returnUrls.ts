// The return URLs stored on an order lead back to this site only.
import { serverUrl } from './index'

/** A return URL stored on the order, if it is still on this site; else the site root. */
export function onSite(url: string | null | undefined, fallback = '/') {
  const site = new URL(serverUrl())
  try {
    const u = new URL(url ?? fallback, site)
    return u.origin === site.origin ? u : new URL(fallback, site)
  } catch {
    return new URL(fallback, site)
  }
}
