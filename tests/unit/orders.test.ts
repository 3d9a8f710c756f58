import { describe, expect, it } from 'vitest'
import {
  HOLD_MINUTES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  TransitionError,
  assertTransition,
  canTransition,
  holdExpiry,
  orderNumber,
} from '@/domain/orders'

const allowed: Record<OrderStatus, OrderStatus[]> = {
  pending: ['paid', 'cancelled', 'expired'],
  paid: ['preparing', 'refunded', 'cancelled'],
  preparing: ['shipped', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  expired: ['paid'],
  cancelled: [],
  refunded: [],
}

describe('order state machine', () => {
  it('has the eight statuses and exactly the documented transitions', () => {
    expect(ORDER_STATUSES).toEqual([
      'pending',
      'paid',
      'preparing',
      'shipped',
      'delivered',
      'cancelled',
      'expired',
      'refunded',
    ])
    expect(ORDER_TRANSITIONS).toEqual(allowed)
  })

  // Every pair of the 8 × 8 grid, so an accidental extra edge fails.
  const pairs = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.map((to) => [from, to, allowed[from].includes(to)] as const),
  )
  it.each(pairs)('%s → %s allowed: %s', (from, to, ok) => {
    expect(canTransition(from, to)).toBe(ok)
    if (ok) expect(() => assertTransition(from, to)).not.toThrow()
    else expect(() => assertTransition(from, to)).toThrow(TransitionError)
  })

  it('throws a typed error naming both ends', () => {
    try {
      assertTransition('refunded', 'paid')
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(TransitionError)
      expect(e).toMatchObject({
        name: 'TransitionError',
        from: 'refunded',
        to: 'paid',
        message: 'An order cannot go from refunded to paid.',
      })
    }
  })
})

describe('orderNumber', () => {
  it.each([
    [42, '2026-11-03T10:00:00Z', 'MS-2611-00042'],
    [0, '2026-01-01T00:00:00Z', 'MS-2601-00000'],
    [99_999, '2030-12-31T23:59:59Z', 'MS-3012-99999'],
    [100_042, '2026-11-03T10:00:00Z', 'MS-2611-00042'],
    [7, '2105-05-05T00:00:00Z', 'MS-0505-00007'],
  ])('(%s, %s) → %s', (seq, iso, expected) => expect(orderNumber(seq, new Date(iso))).toBe(expected))

  it.each([-1, 1.5, Number.NaN])('rejects sequence %s', (seq) => {
    expect(() => orderNumber(seq, new Date())).toThrow(RangeError)
  })
})

describe('stock hold', () => {
  it('expires 30 minutes after now', () => {
    expect(HOLD_MINUTES).toBe(30)
    expect(holdExpiry(new Date('2026-03-10T23:45:00Z')).toISOString()).toBe('2026-03-11T00:15:00.000Z')
  })
})
