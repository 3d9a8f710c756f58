// The plan of SEED_ORDERS' sample orders (seed/orderPlan.ts): a year of a shop, the same plan for the same order.
import { describe, expect, it } from 'vitest'
import { planOrder } from '../../seed/orderPlan'

const now = new Date('2026-11-20T10:00:00Z')
const HOUR = 3_600_000
const plans = Array.from({ length: 5000 }, (_, i) => planOrder(i + 1, 5000, 300, now))
const share = (status: string) => plans.filter((p) => p.status === status).length / plans.length

describe('sample order plan', () => {
  it('spreads 5,000 orders over the last year, every one at least an hour old', () => {
    const ages = plans.map((p) => now.getTime() - p.createdAt.getTime())
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(HOUR)
    expect(Math.max(...ages)).toBeLessThanOrEqual(365 * 24 * HOUR)
    // More lately than a year ago, and some in the last two days for the dashboard's tiles.
    expect(ages.filter((a) => a < 30 * 24 * HOUR).length).toBeGreaterThan(
      ages.filter((a) => a > 335 * 24 * HOUR).length,
    )
    expect(ages.filter((a) => a < 48 * HOUR).length).toBeGreaterThan(20)
  })

  it('ends mostly delivered, with every other status a year of orders has', () => {
    expect(share('delivered')).toBeGreaterThan(0.7)
    for (const s of ['paid', 'preparing', 'shipped', 'refunded', 'cancelled', 'expired'])
      expect(share(s), s).toBeGreaterThan(0)
    expect(share('pending')).toBe(0)
    expect(new Set(plans.map((p) => p.shippingAddress.country)).size).toBeGreaterThanOrEqual(5)
  })

  it('gives an order the same shopper, basket and moves on every run', () => {
    const again = planOrder(42, 5000, 300, now)
    expect(again).toEqual(plans[41])
    expect(again.requestId).toBe('seed-order-000042')
    expect(new Set(again.lines.map((l) => l.sku)).size).toBe(again.lines.length)
  })
})
