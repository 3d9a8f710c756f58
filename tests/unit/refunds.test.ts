import { describe, expect, it } from 'vitest'
import {
  defaultRefundAmount,
  pairsRefundedFromOrder,
  planRefund,
  refundableLines,
  refundableTotal,
  refundedSoFar,
} from '@/domain/refunds'

// Two pumps at 690 € and one pair of boots at 1 250 €.
const lines = [
  { sku: 'pump-38', unitPrice: 69000, quantity: 2 },
  { sku: 'boot-39', unitPrice: 125000, quantity: 1 },
]
const fresh = refundableLines(lines, [])

describe('what is still refundable', () => {
  it('a fresh order: every pair at the price paid', () => {
    expect(fresh).toEqual([
      { sku: 'pump-38', unitPrice: 69000, quantity: 2, amount: 138000 },
      { sku: 'boot-39', unitPrice: 125000, quantity: 1, amount: 125000 },
    ])
    expect(refundableTotal(fresh)).toBe(263000)
  })

  it('earlier refunds take their pairs and their cents from their line, never below zero', () => {
    const left = refundableLines(lines, [
      { sku: 'pump-38', quantity: 1, amount: 69000 },
      { sku: 'boot-39', quantity: 0, amount: 5000 },
      { sku: 'boot-39', quantity: 5, amount: 999999 },
      { sku: 'gone', quantity: 1, amount: 100 },
    ])
    expect(left).toEqual([
      { sku: 'pump-38', unitPrice: 69000, quantity: 1, amount: 69000 },
      { sku: 'boot-39', unitPrice: 125000, quantity: 0, amount: 0 },
    ])
  })

  it('two order lines of one SKU count as one line', () => {
    const left = refundableLines(
      [
        { sku: 'a', unitPrice: 100, quantity: 1 },
        { sku: 'a', unitPrice: 100, quantity: 2 },
      ],
      [],
    )
    expect(left).toEqual([{ sku: 'a', unitPrice: 100, quantity: 3, amount: 300 }])
  })

  it('the default amount is the chosen pairs at the price paid, within what their line holds', () => {
    expect(defaultRefundAmount(fresh, [{ sku: 'pump-38', quantity: 1 }])).toBe(69000)
    expect(
      defaultRefundAmount(fresh, [
        { sku: 'pump-38', quantity: 2 },
        { sku: 'boot-39', quantity: 1 },
      ]),
    ).toBe(263000)
    const after = refundableLines(lines, [{ sku: 'boot-39', quantity: 0, amount: 30000 }])
    expect(defaultRefundAmount(after, [{ sku: 'boot-39', quantity: 1 }])).toBe(95000)
    expect(defaultRefundAmount(fresh, [{ sku: 'unknown', quantity: 1 }])).toBe(0)
  })
})

describe('planning a refund', () => {
  it('the chosen pairs at the default amount', () => {
    expect(planRefund(fresh, [{ sku: 'pump-38', quantity: 1 }])).toEqual({
      ok: true,
      amount: 69000,
      lines: [{ sku: 'pump-38', quantity: 1, amount: 69000 }],
      fullyRefunded: false,
    })
  })

  it('a lower amount (a damaged pair) is shared by the chosen lines in proportion, to the cent', () => {
    const plan = planRefund(
      fresh,
      [
        { sku: 'pump-38', quantity: 1 },
        { sku: 'boot-39', quantity: 1 },
      ],
      10001,
    )
    expect(plan).toMatchObject({ ok: true, amount: 10001 })
    if (!plan.ok) throw new Error()
    expect(plan.lines.reduce((s, l) => s + l.amount, 0)).toBe(10001)
    expect(plan.lines).toEqual([
      { sku: 'pump-38', quantity: 1, amount: 3557 },
      { sku: 'boot-39', quantity: 1, amount: 6444 },
    ])
  })

  it('a higher amount takes the rest from the order’s other lines, in order', () => {
    const plan = planRefund(fresh, [{ sku: 'boot-39', quantity: 1 }], 130000)
    expect(plan).toEqual({
      ok: true,
      amount: 130000,
      lines: [
        { sku: 'pump-38', quantity: 0, amount: 5000 },
        { sku: 'boot-39', quantity: 1, amount: 125000 },
      ],
      fullyRefunded: false,
    })
  })

  it('a goodwill gesture with no pairs is taken from the lines in order', () => {
    expect(planRefund(fresh, [], 2500)).toEqual({
      ok: true,
      amount: 2500,
      lines: [{ sku: 'pump-38', quantity: 0, amount: 2500 }],
      fullyRefunded: false,
    })
  })

  it('all that remains refunds the order in full', () => {
    const after = refundableLines(lines, [{ sku: 'pump-38', quantity: 2, amount: 138000 }])
    expect(planRefund(after, [{ sku: 'boot-39', quantity: 1 }])).toMatchObject({ ok: true, fullyRefunded: true })
  })

  it('refusals: nothing chosen, unknown line, too many pairs, zero, fractions, more than remains', () => {
    expect(planRefund(fresh, [])).toEqual({ ok: false, reason: 'nothingChosen' })
    expect(planRefund(fresh, [{ sku: 'pump-38', quantity: 0 }])).toEqual({ ok: false, reason: 'nothingChosen' })
    expect(planRefund(fresh, [{ sku: 'x', quantity: 1 }])).toEqual({ ok: false, reason: 'unknownLine', sku: 'x' })
    expect(planRefund(fresh, [{ sku: 'pump-38', quantity: 3 }])).toEqual({
      ok: false,
      reason: 'tooMany',
      sku: 'pump-38',
      max: 2,
    })
    expect(planRefund(fresh, [{ sku: 'pump-38', quantity: -1 }])).toMatchObject({ ok: false, reason: 'tooMany' })
    expect(planRefund(fresh, [{ sku: 'pump-38', quantity: 1.5 }])).toMatchObject({ ok: false, reason: 'tooMany' })
    expect(planRefund(fresh, [{ sku: 'pump-38', quantity: 1 }], 0)).toMatchObject({ reason: 'amountNotPositive' })
    expect(planRefund(fresh, [{ sku: 'pump-38', quantity: 1 }], -5)).toMatchObject({ reason: 'amountNotPositive' })
    expect(planRefund(fresh, [], 10.5)).toMatchObject({ reason: 'amountNotPositive' })
    expect(planRefund(fresh, [], 263001)).toEqual({ ok: false, reason: 'amountTooHigh', max: 263000 })
    const spent = refundableLines(lines, [
      { sku: 'pump-38', quantity: 2, amount: 138000 },
      { sku: 'boot-39', quantity: 1, amount: 125000 },
    ])
    expect(planRefund(spent, [], 1)).toEqual({ ok: false, reason: 'amountTooHigh', max: 0 })
  })

  it('a line already refunded in money but not in pairs offers its pairs at nothing: an amount is then needed', () => {
    const after = refundableLines(lines, [{ sku: 'boot-39', quantity: 0, amount: 125000 }])
    expect(planRefund(after, [{ sku: 'boot-39', quantity: 1 }])).toMatchObject({ reason: 'amountNotPositive' })
    expect(planRefund(after, [{ sku: 'boot-39', quantity: 1 }], 1000)).toEqual({
      ok: true,
      amount: 1000,
      lines: [
        { sku: 'pump-38', quantity: 0, amount: 1000 },
        { sku: 'boot-39', quantity: 1, amount: 0 },
      ],
      fullyRefunded: false,
    })
  })
})

describe('what earlier refunds took', () => {
  const returned = { id: 7, status: 'refunded', lines: [{ sku: 'pump-38', quantity: 1, unitPrice: 69000 }] }

  it('a return refunded through its own step takes its pairs at the price paid', () => {
    expect(refundedSoFar([], [returned])).toEqual([{ sku: 'pump-38', quantity: 1, amount: 69000 }])
  })

  it('a return settled by a refund from the dialog is counted once, by that refund (an edited amount)', () => {
    const refund = { lines: [{ sku: 'pump-38', quantity: 1, amount: 60000 }], return: 7 }
    const took = refundedSoFar([refund], [returned])
    expect(took).toEqual([{ sku: 'pump-38', quantity: 1, amount: 60000 }])
    expect(refundableLines(lines, took)).toEqual([
      { sku: 'pump-38', unitPrice: 69000, quantity: 1, amount: 78000 },
      { sku: 'boot-39', unitPrice: 125000, quantity: 1, amount: 125000 },
    ])
  })

  it('a return not refunded takes nothing', () => {
    expect(refundedSoFar([], [{ ...returned, status: 'received' }])).toEqual([])
  })
})

describe('pairs the shopper can no longer send back', () => {
  it('the pairs of a refund from the order, not a goodwill amount, not a refund that settles a return', () => {
    expect(
      pairsRefundedFromOrder([
        { lines: [{ sku: 'pump-38', quantity: 1, amount: 69000 }], return: null },
        { lines: [{ sku: 'boot-39', quantity: 0, amount: 5000 }] },
        { lines: [{ sku: 'pump-38', quantity: 1, amount: 60000 }], return: { id: 4 } },
      ]),
    ).toEqual([{ sku: 'pump-38', quantity: 1 }])
  })
})
