// Per-process rate limits of the public form endpoints: per IP and per email, each per endpoint.
// FORM_RATE_LIMIT / FORM_RATE_LIMIT_WINDOW_MS tune them (tests and load benches lower or raise them).
import { type RateLimiter, createRateLimiter } from '@/domain/rateLimit'

const windowMs = () => Number(process.env.FORM_RATE_LIMIT_WINDOW_MS) || 10 * 60_000
const perIp = () => Number(process.env.FORM_RATE_LIMIT) || 20

const g = globalThis as unknown as { __formLimits?: { ip: RateLimiter; email: RateLimiter } }

export function formLimits() {
  g.__formLimits ??= {
    ip: createRateLimiter({ limit: perIp(), windowMs: windowMs() }),
    // An address gets a handful of submissions per window, whoever sends them.
    email: createRateLimiter({ limit: Math.max(1, Math.ceil(perIp() / 2)), windowMs: windowMs() }),
  }
  return g.__formLimits
}

/** Tests start each case with empty counters. */
export const resetFormLimits = () => {
  delete g.__formLimits
}
