// Per-process rate limits of the public form endpoints: per IP and per email, each per endpoint.
// FORM_RATE_LIMIT / FORM_RATE_LIMIT_WINDOW_MS tune them (tests and load benches lower or raise them).
// Without a trusted proxy every caller has the same address (see clientIp.ts): that shared key gets
// FORM_RATE_LIMIT_SHARED (default ten times the per-IP limit), a flood guard rather than a per-person limit.
import { type RateLimiter, createRateLimiter } from '@/domain/rateLimit'
import { DIRECT_CLIENT } from './clientIp'

const windowMs = () => Number(process.env.FORM_RATE_LIMIT_WINDOW_MS) || 10 * 60_000
const perIp = () => Number(process.env.FORM_RATE_LIMIT) || 20
const shared = () => Number(process.env.FORM_RATE_LIMIT_SHARED) || perIp() * 10

type Limits = { ip: RateLimiter; shared: RateLimiter; email: RateLimiter }
const g = globalThis as unknown as { __formLimits?: Limits }

export function formLimits() {
  g.__formLimits ??= {
    ip: createRateLimiter({ limit: perIp(), windowMs: windowMs() }),
    shared: createRateLimiter({ limit: shared(), windowMs: windowMs() }),
    // An address gets a handful of submissions per window, whoever sends them.
    email: createRateLimiter({ limit: Math.max(1, Math.ceil(perIp() / 2)), windowMs: windowMs() }),
  }
  return g.__formLimits
}

/** The limiter for a caller's address: the shared one when the address is unknown. */
export const ipLimiter = (ip: string) => (ip === DIRECT_CLIENT ? formLimits().shared : formLimits().ip)

/** Tests start each case with empty counters. */
export const resetFormLimits = () => {
  delete g.__formLimits
}
