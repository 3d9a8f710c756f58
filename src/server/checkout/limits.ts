// Per-IP limit on starting checkouts: each start holds stock for 30 minutes, so a flood could empty the shop.
// CHECKOUT_RATE_LIMIT / CHECKOUT_RATE_LIMIT_WINDOW_MS tune it (load benches raise it).
import { type RateLimiter, createRateLimiter } from '@/domain/rateLimit'

const g = globalThis as unknown as { __checkoutLimit?: RateLimiter }

export function checkoutLimiter() {
  g.__checkoutLimit ??= createRateLimiter({
    limit: Number(process.env.CHECKOUT_RATE_LIMIT) || 30,
    windowMs: Number(process.env.CHECKOUT_RATE_LIMIT_WINDOW_MS) || 10 * 60_000,
  })
  return g.__checkoutLimit
}

export const resetCheckoutLimiter = () => {
  delete g.__checkoutLimit
}
