// Stripe refuses a Checkout Session that expires less than 30 minutes after it receives the request.
import { describe, expect, it } from 'vitest'
import { STRIPE_MIN_SESSION_MS, stripeExpiry } from '@/server/payments/stripeProvider'

describe('stripeExpiry', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0, 250)

  it('a hold computed a while ago (under 30 minutes left) becomes 31 minutes from now', () => {
    const hold = new Date(now + 29 * 60_000)
    const at = stripeExpiry(hold, now)
    expect(at.getTime() - now).toBeGreaterThanOrEqual(STRIPE_MIN_SESSION_MS)
    expect(at.getTime() - now).toBeLessThan(STRIPE_MIN_SESSION_MS + 1000)
  })

  it('a longer hold is kept, rounded up to a whole second (Stripe takes seconds)', () => {
    const hold = new Date(now + 45 * 60_000 + 400)
    const at = stripeExpiry(hold, now)
    expect(at.getTime() % 1000).toBe(0)
    expect(at.getTime()).toBeGreaterThanOrEqual(hold.getTime())
    expect(at.getTime() - hold.getTime()).toBeLessThan(1000)
  })
})
