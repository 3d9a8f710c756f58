// Next marks a response it serves from its own cache with `s-maxage=N, stale-while-revalidate=M` and every
// per-request response with `private, no-cache, no-store`. Shared caches (nginx, a CDN) may keep the first kind;
// `public` says so explicitly, as some CDNs require. Nothing else about the header changes.
import type { ServerResponse } from 'node:http'

export function publicWhenShared(value: string): string {
  return /^s-maxage=\d+/i.test(value.trim()) ? `public, ${value.trim()}` : value
}

/** Rewrites the Cache-Control Next sets on this response (our Node server calls it once per request). */
export function markSharedCacheable(res: ServerResponse) {
  const setHeader = res.setHeader.bind(res)
  res.setHeader = ((name: string, value: number | string | readonly string[]) =>
    setHeader(
      name,
      name.toLowerCase() === 'cache-control' && typeof value === 'string' ? publicWhenShared(value) : value,
    )) as typeof res.setHeader
}

/** s-maxage in seconds when a shared cache may keep the answer (`public`, not private/no-store/no-cache), else null. */
export function sharedMaxAge(cacheControl: unknown): number | null {
  const value = String(cacheControl ?? '').toLowerCase()
  if (!/\bpublic\b/.test(value) || /\b(private|no-store|no-cache)\b/.test(value)) return null
  const match = /\bs-maxage=(\d+)/.exec(value)
  return match ? Number(match[1]) : null
}
