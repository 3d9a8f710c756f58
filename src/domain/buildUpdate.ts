// Build update rule: when a new build is live, reload — at most once per 10 seconds per path, so a
// flapping deploy can never trap a shopper in a reload loop.
export const BUILD_POLL_MS = 60_000
export const RELOAD_MIN_INTERVAL_MS = 10_000

export function shouldReload(
  current: string,
  latest: string | null,
  lastReloadAt: number | null,
  now: number,
): boolean {
  if (!latest || latest === current) return false
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_MIN_INTERVAL_MS
}

export const reloadKey = (path: string) => `build-reload:${path}`
