import { describe, expect, it } from 'vitest'
import { orderTimeline } from '@/domain/orderTimeline'

const T = (m: number) => new Date(Date.UTC(2026, 10, 24, 9, m)).toISOString()
const STAFF = 'marie@maison-sabine.example'

describe('orderTimeline', () => {
  it('credits the shop with the moves nobody logged: checkout and the payment', () => {
    expect(orderTimeline({ pendingAt: T(0), paidAt: T(2) }, [])).toEqual([
      { at: T(2), by: null, status: 'paid', changes: [], reasons: [] },
      { at: T(0), by: null, status: 'pending', changes: [], reasons: [] },
    ])
  })

  it('shows a staff move once, credited to its author, with what was saved with it', () => {
    const entries = orderTimeline({ pendingAt: T(0), paidAt: T(2), preparingAt: T(10), shippedAt: T(30) }, [
      { at: T(10), by: STAFF, change: 'status: paid → preparing' },
      { at: T(30), by: STAFF, change: 'status: preparing → shipped' },
      { at: T(30), by: STAFF, change: 'tracking: colissimo 6A12345678901' },
    ])
    expect(entries.map((e) => [e.status, e.by, e.changes])).toEqual([
      ['shipped', STAFF, ['tracking: colissimo 6A12345678901']],
      ['preparing', STAFF, []],
      ['paid', null, []],
      ['pending', null, []],
    ])
  })

  it('credits an admin who marked an order paid by hand, with the reason', () => {
    const entries = orderTimeline({ pendingAt: T(0), paidAt: T(5) }, [
      { at: T(5), by: 'admin@x.example', change: 'status: pending → paid', reason: 'Bank transfer received' },
    ])
    expect(entries[0]).toEqual({
      at: T(5),
      by: 'admin@x.example',
      status: 'paid',
      changes: [],
      reasons: ['Bank transfer received'],
    })
    expect(entries).toHaveLength(2)
  })

  it('takes the refund of the last return as the move to refunded', () => {
    const refundedAt = new Date(Date.parse(T(50)) + 800).toISOString()
    const entries = orderTimeline({ pendingAt: T(0), paidAt: T(1), deliveredAt: T(40), refundedAt }, [
      { at: T(40), by: STAFF, change: 'status: shipped → delivered' },
      { at: T(50), by: STAFF, change: 'return #3: refunded 890.00 € (re_1)' },
    ])
    expect(entries[0]).toMatchObject({
      by: STAFF,
      status: 'refunded',
      changes: ['return #3: refunded 890.00 € (re_1)'],
    })
    expect(entries.filter((e) => e.status === 'refunded')).toHaveLength(1)
  })

  it('keeps a change that moved nothing (an address, a later tracking fix) as its own entry', () => {
    const entries = orderTimeline({ pendingAt: T(0) }, [
      { at: T(3), by: STAFF, change: 'shippingAddress.line1: 3 rue Bonaparte → 5 rue Bonaparte' },
    ])
    expect(entries[0]).toMatchObject({ by: STAFF, status: null })
    expect(orderTimeline(null, null)).toEqual([])
  })
})
