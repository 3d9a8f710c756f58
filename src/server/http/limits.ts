// The per-process rate limits of every endpoint, keyed by the caller's address and the endpoint. Each budget has a
// per-address limit and, for callers whose address is unknown (every caller shares one key, see clientIp.ts), a
// shared flood-guard limit ten times larger. Environment variables tune them (tests and load benches):
//   checkout  CHECKOUT_RATE_LIMIT (30) / CHECKOUT_RATE_LIMIT_SHARED / CHECKOUT_RATE_LIMIT_WINDOW_MS (10 min):
//             each start holds stock for 30 minutes, so a flood could empty the shop.
//   form      FORM_RATE_LIMIT (20) / FORM_RATE_LIMIT_SHARED / FORM_RATE_LIMIT_WINDOW_MS (10 min), per form;
//   formEmail half the form limit per typed address: an address gets a handful of submissions, whoever sends them.
//   api       API_RATE_LIMIT (600) / API_RATE_LIMIT_SHARED / API_RATE_LIMIT_WINDOW_MS (1 min): reads and links.
//   rest      REST_RATE_LIMIT (600) / REST_RATE_LIMIT_SHARED / REST_RATE_LIMIT_WINDOW_MS (1 min): every call to
//             Payload's REST API but its files, one count per address (http/restGuard.ts).
// Besides the counts, a caller who is not staff has at most REST_CONCURRENCY (2) of Payload's REST calls running at
// once: one read of the catalog costs the event loop ~100 ms, so twenty at once made /api/health wait 1.6 s.
import { type RateLimitResult, type RateLimiter, createRateLimiter } from '@/domain/rateLimit'
import { DIRECT_CLIENT } from '@/server/clientIp'

export type Budget = 'checkout' | 'form' | 'formEmail' | 'api' | 'rest'

const env = (name: string) => Number(process.env[name]) || undefined

function settings(budget: Budget) {
  const prefix = budget === 'checkout' ? 'CHECKOUT' : budget === 'api' ? 'API' : budget === 'rest' ? 'REST' : 'FORM'
  const perMinute = budget === 'api' || budget === 'rest'
  const base = env(`${prefix}_RATE_LIMIT`) ?? (budget === 'checkout' ? 30 : perMinute ? 600 : 20)
  const limit = budget === 'formEmail' ? Math.max(1, Math.ceil(base / 2)) : base
  const windowMs = env(`${prefix}_RATE_LIMIT_WINDOW_MS`) ?? (perMinute ? 60_000 : 10 * 60_000)
  return { limit, shared: env(`${prefix}_RATE_LIMIT_SHARED`) ?? limit * 10, windowMs }
}

const g = globalThis as unknown as { __limits?: Map<string, RateLimiter>; __running?: Map<string, number> }

function limiter(budget: Budget, shared: boolean): RateLimiter {
  g.__limits ??= new Map()
  const name = `${budget}:${shared ? 'shared' : 'each'}`
  let l = g.__limits.get(name)
  if (!l) {
    const s = settings(budget)
    g.__limits.set(name, (l = createRateLimiter({ limit: shared ? s.shared : s.limit, windowMs: s.windowMs })))
  }
  return l
}

/** Counts one request of `who` (an address, or a typed email for formEmail) against an endpoint's budget. */
export function hitLimit(budget: Budget, endpoint: string, who: string): RateLimitResult {
  return limiter(budget, budget !== 'formEmail' && who === DIRECT_CLIENT).hit(`${endpoint}:${who}`)
}

/**
 * Takes one of the calls `who` may have running at once on `endpoint` (ten times as many for the shared unknown
 * address): the function that gives it back when the call is answered, or null when all are taken.
 */
export function takeSlot(endpoint: string, who: string): (() => void) | null {
  const each = env('REST_CONCURRENCY') ?? 2
  const key = `${endpoint}:${who}`
  const running = (g.__running ??= new Map())
  const now = running.get(key) ?? 0
  if (now >= (who === DIRECT_CLIENT ? each * 10 : each)) return null
  running.set(key, now + 1)
  let given = false
  return () => {
    if (given) return
    given = true
    const left = (running.get(key) ?? 1) - 1
    if (left > 0) running.set(key, left)
    else running.delete(key)
  }
}

/** @internal Tests start each case with empty counters (and re-read the environment). */
export const resetLimits = () => {
  delete g.__limits
  delete g.__running
}
