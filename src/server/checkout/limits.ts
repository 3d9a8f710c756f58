// Per-IP limit on starting checkouts: each start holds stock for 30 minutes, so a flood could empty the shop.
// CHECKOUT_RATE_LIMIT / CHECKOUT_RATE_LIMIT_WINDOW_MS tune it (load benches raise it).
import { type RateLimiter, createRateLimiter } from '@/domain/rateLimit'

import { DIRECT_CLIENT } from '@/server/clientIp'

const g = globalThis as unknown as { __checkoutLimit?: RateLimiter; __checkoutShared?: RateLimiter }

export function checkoutLimiter() {
  g.__checkoutLimit ??= createRateLimiter({
    limit: Number(process.env.CHECKOUT_RATE_LIMIT) || 30,
    windowMs: Number(process.env.CHECKOUT_RATE_LIMIT_WINDOW_MS) || 10 * 60_000,
  })
  return g.__checkoutLimit
}

/** Without a trusted proxy the address is unknown and every caller shares one key: it gets ten times the budget
 *  (CHECKOUT_RATE_LIMIT_SHARED), a flood guard rather than a per-person limit. */
function sharedCheckoutLimiter() {
  g.__checkoutShared ??= createRateLimiter({
    limit: Number(process.env.CHECKOUT_RATE_LIMIT_SHARED) || (Number(process.env.CHECKOUT_RATE_LIMIT) || 30) * 10,
    windowMs: Number(process.env.CHECKOUT_RATE_LIMIT_WINDOW_MS) || 10 * 60_000,
  })
  return g.__checkoutShared
}

export const limiterForAddress = (ip: string) => (ip === DIRECT_CLIENT ? sharedCheckoutLimiter() : checkoutLimiter())

export const resetCheckoutLimiter = () => {
  delete g.__checkoutLimit
  delete g.__checkoutShared
}
