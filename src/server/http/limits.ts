// The per-process rate limits of every endpoint, keyed by the caller's address and the endpoint. Each budget has a
// per-address limit and, for callers whose address is unknown (every caller shares one key, see clientIp.ts), a
// shared flood-guard limit ten times larger. Environment variables tune them (tests and load benches):
//   checkout  CHECKOUT_RATE_LIMIT (30) / CHECKOUT_RATE_LIMIT_SHARED / CHECKOUT_RATE_LIMIT_WINDOW_MS (10 min):
//             each start holds stock for 30 minutes, so a flood could empty the shop.
//   form      FORM_RATE_LIMIT (20) / FORM_RATE_LIMIT_SHARED / FORM_RATE_LIMIT_WINDOW_MS (10 min), per form;
//   formEmail half the form limit per typed address: an address gets a handful of submissions, whoever sends them.
//   api       API_RATE_LIMIT (600) / API_RATE_LIMIT_SHARED / API_RATE_LIMIT_WINDOW_MS (1 min): reads and links.
import { type RateLimitResult, type RateLimiter, createRateLimiter } from '@/domain/rateLimit'
import { DIRECT_CLIENT } from '@/server/clientIp'

export type Budget = 'checkout' | 'form' | 'formEmail' | 'api'

const env = (name: string) => Number(process.env[name]) || undefined

function settings(budget: Budget) {
  const prefix = budget === 'checkout' ? 'CHECKOUT' : budget === 'api' ? 'API' : 'FORM'
  const base = env(`${prefix}_RATE_LIMIT`) ?? (budget === 'checkout' ? 30 : budget === 'api' ? 600 : 20)
  const limit = budget === 'formEmail' ? Math.max(1, Math.ceil(base / 2)) : base
  const windowMs = env(`${prefix}_RATE_LIMIT_WINDOW_MS`) ?? (budget === 'api' ? 60_000 : 10 * 60_000)
  return { limit, shared: env(`${prefix}_RATE_LIMIT_SHARED`) ?? limit * 10, windowMs }
}

const g = globalThis as unknown as { __limits?: Map<string, RateLimiter> }

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

/** Tests start each case with empty counters (and re-read the environment). */
export const resetLimits = () => {
  delete g.__limits
}
