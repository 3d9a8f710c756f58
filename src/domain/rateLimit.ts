// A fixed-window request counter for the public form endpoints (contact, booking, newsletter, stock interest).
// In memory, per process: it slows a single abuser down, it is not a distributed quota.
export interface RateLimiterOptions {
  limit: number
  windowMs: number
  /** Injected clock for tests. */
  now?: () => number
}

export interface RateLimitResult {
  allowed: boolean
  remaining: number
  /** 0 when allowed; otherwise the time until the window resets (for a Retry-After header). */
  retryAfterMs: number
}

export function createRateLimiter({ limit, windowMs, now = Date.now }: RateLimiterOptions) {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer')
  if (!(windowMs > 0)) throw new RangeError('windowMs must be positive')
  const windows = new Map<string, { start: number; count: number }>()
  let lastPrune = now()

  // Sweep at most once per window so a flood of distinct keys (IPs) cannot grow the map forever.
  function prune(t: number) {
    if (t - lastPrune < windowMs) return
    lastPrune = t
    for (const [key, w] of windows) if (t - w.start >= windowMs) windows.delete(key)
  }

  function hit(key: string): RateLimitResult {
    const t = now()
    prune(t)
    let w = windows.get(key)
    if (!w || t - w.start >= windowMs) windows.set(key, (w = { start: t, count: 0 }))
    w.count += 1
    const allowed = w.count <= limit
    return { allowed, remaining: Math.max(0, limit - w.count), retryAfterMs: allowed ? 0 : w.start + windowMs - t }
  }

  return { hit, reset: (key: string) => windows.delete(key), size: () => windows.size }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
