import { describe, expect, it } from 'vitest'
import {
  RETURN_WINDOW_DAYS,
  coveredByReturns,
  declineNeedsNote,
  nextReturnAction,
  refundAmount,
  returnActionsFor,
  returnDeadline,
  returnDecision,
} from '@/domain/returns'

const delivered = '2026-11-10T10:00:00Z'
const order = {
  status: 'delivered',
  deliveredAt: delivered,
  lines: [
    { sku: 'pumps-38', unitPrice: 69000, quantity: 2 },
    { sku: 'gloves-7', unitPrice: 29000, quantity: 1, custom: true },
  ],
}

describe('returns by the policy', () => {
  it('allows 14 days from delivery, to the minute', () => {
    expect(RETURN_WINDOW_DAYS).toBe(14)
    expect(returnDeadline(new Date(delivered)).toISOString()).toBe('2026-11-24T10:00:00.000Z')
    const ask = [{ sku: 'pumps-38', quantity: 1 }]
    expect(returnDecision(order, ask, [], new Date('2026-11-24T10:00:00Z'))).toMatchObject({ ok: true, amount: 69000 })
    expect(returnDecision(order, ask, [], new Date('2026-11-24T10:00:01Z'))).toEqual({
      ok: false,
      reason: 'windowClosed',
    })
  })
  it('refunds the lines only, never shipping, and never more than is left', () => {
    const now = new Date('2026-11-12T00:00:00Z')
    expect(returnDecision(order, [{ sku: 'pumps-38', quantity: 2 }], [], now)).toMatchObject({ amount: 138000 })
    expect(returnDecision(order, [{ sku: 'pumps-38', quantity: 2 }], [{ sku: 'pumps-38', quantity: 1 }], now)).toEqual({
      ok: false,
      reason: 'tooMany',
    })
  })
  it('refuses custom lines, undelivered orders, unknown lines and empty requests', () => {
    const now = new Date('2026-11-12T00:00:00Z')
    expect(returnDecision(order, [{ sku: 'gloves-7', quantity: 1 }], [], now)).toEqual({
      ok: false,
      reason: 'custom',
      sku: 'gloves-7',
    })
    // The other lines of the same order still go back.
    expect(returnDecision(order, [{ sku: 'pumps-38', quantity: 2 }], [], now)).toMatchObject({ ok: true })
    expect(returnDecision({ ...order, status: 'shipped' }, [{ sku: 'pumps-38', quantity: 1 }], [], now)).toEqual({
      ok: false,
      reason: 'notDelivered',
    })
    expect(returnDecision(order, [{ sku: 'x', quantity: 1 }], [], now)).toEqual({ ok: false, reason: 'unknownLine' })
    expect(returnDecision(order, [{ sku: 'pumps-38', quantity: 0 }], [], now)).toEqual({
      ok: false,
      reason: 'nothingLeft',
    })
  })
})

describe('a return’s steps', () => {
  it('accept, then receive, then refund; nothing after refunded', () => {
    expect(nextReturnAction('requested')).toBe('accept')
    expect(nextReturnAction('accepted')).toBe('receive')
    expect(nextReturnAction('received')).toBe('refund')
    expect(nextReturnAction('refunded')).toBeNull()
    expect(nextReturnAction('nonsense')).toBeNull()
  })
  it('a request is accepted or declined; a declined return has no step left; "other" must be put in words', () => {
    expect(returnActionsFor('requested')).toEqual(['accept', 'decline'])
    expect(returnActionsFor('declined')).toEqual([])
    expect(nextReturnAction('declined')).toBeNull()
    expect(declineNeedsNote('other')).toBe(true)
    expect(declineNeedsNote('worn')).toBe(false)
  })
  it('a declined return covers nothing: its pairs may be asked for again', () => {
    const covered = coveredByReturns([
      { status: 'declined', lines: [{ sku: 'pumps-38', quantity: 2 }] },
      { status: 'requested', lines: [{ sku: 'pumps-38', quantity: 1 }] },
    ])
    expect(covered).toEqual([{ sku: 'pumps-38', quantity: 1 }])
  })
  it('every earlier return counts against what is left, whatever its step; the refund is the lines only', () => {
    const covered = coveredByReturns([
      { lines: [{ sku: 'pumps-38', quantity: 1 }] },
      { lines: null },
      { lines: [{ sku: 'pumps-38', quantity: 1 }] },
    ])
    expect(covered).toEqual([
      { sku: 'pumps-38', quantity: 1 },
      { sku: 'pumps-38', quantity: 1 },
    ])
    const now = new Date('2026-11-12T00:00:00Z')
    expect(returnDecision(order, [{ sku: 'pumps-38', quantity: 1 }], covered, now)).toEqual({
      ok: false,
      reason: 'tooMany',
    })
    expect(
      refundAmount([
        { unitPrice: 69000, quantity: 2 },
        { unitPrice: 29000, quantity: 1 },
      ]),
    ).toBe(167000)
    expect(refundAmount([])).toBe(0)
  })
})
