// Pure supply rules (issue 16): supplier-order moves, receipt plans, the ledger's drift, reorder levels, board moves.
import { describe, expect, it } from 'vitest'
import { boardMoves, reorderPriority } from '@/domain/pipeline'
import {
  SUPPLIER_ORDER_STATUSES,
  SupplierTransitionError,
  applyReceipt,
  assertSupplierTransition,
  canMoveSupplierOrder,
  canReceive,
  crossedSince,
  findDrift,
  fullyReceived,
  isLow,
  planReceipt,
  reorderLevels,
  suggestedQuantity,
} from '@/domain/supply'

describe('supplier order transitions', () => {
  it('follows the graph and never reaches received by hand', () => {
    expect(canMoveSupplierOrder('draft', 'sent')).toBe(true)
    expect(canMoveSupplierOrder('in_production', 'shipped')).toBe(true)
    expect(canMoveSupplierOrder('draft', 'shipped')).toBe(false)
    expect(canMoveSupplierOrder('shipped', 'cancelled')).toBe(false)
    for (const s of SUPPLIER_ORDER_STATUSES) expect(canMoveSupplierOrder(s, 'received')).toBe(false)
    expect(canReceive('draft')).toBe(false)
    expect(canReceive('sent')).toBe(true)
    expect(canReceive('received')).toBe(false)
  })

  it('refuses a move with a typed error whose message the backoffice shows', () => {
    expect(() => assertSupplierTransition('draft', 'sent')).not.toThrow()
    expect(() => assertSupplierTransition('draft', 'shipped')).toThrow(SupplierTransitionError)
    expect(() => assertSupplierTransition('draft', 'shipped')).toThrow(
      'A supplier order cannot go from draft to shipped.',
    )
    expect(() => assertSupplierTransition('shipped', 'received')).toThrow(
      'A supplier order becomes received when its goods are received.',
    )
  })
})

describe('receipts', () => {
  const ordered = [
    { sku: 'a', quantity: 4, received: 1 },
    { sku: 'b', quantity: 2, received: 0 },
    { sku: 'a', quantity: 2, received: 0 },
  ]
  it('sums a SKU named twice, checks it against what is still expected, and refuses the rest', () => {
    expect(
      planReceipt(ordered, [
        { sku: 'a', quantity: 3 },
        { sku: 'a', quantity: 2 },
        { sku: 'b', quantity: 0 },
      ]),
    ).toEqual({ ok: true, lines: [{ sku: 'a', quantity: 5 }] })
    expect(planReceipt(ordered, [{ sku: 'a', quantity: 6 }])).toEqual({
      ok: false,
      problems: [{ kind: 'tooMany', sku: 'a', open: 5, requested: 6 }],
    })
    expect(planReceipt(ordered, [{ sku: 'z', quantity: 1 }])).toEqual({
      ok: false,
      problems: [{ kind: 'unknownSku', sku: 'z' }],
    })
    expect(planReceipt(ordered, [{ sku: 'a', quantity: 0 }])).toEqual({ ok: false, problems: [{ kind: 'empty' }] })
  })
  it('spreads received units over the lines, first lines first', () => {
    expect(applyReceipt(ordered, [{ sku: 'a', quantity: 4 }])).toEqual([4, 0, 1])
    expect(fullyReceived([{ sku: 'a', quantity: 2, received: 2 }])).toBe(true)
    expect(fullyReceived([{ sku: 'a', quantity: 2, received: 1 }])).toBe(false)
  })
})

describe('ledger drift', () => {
  it('reports only the lines whose stock differs from the sum of their movements', () => {
    expect(
      findDrift(
        [
          { sku: 'a', store: 1, quantity: 3 },
          { sku: 'b', store: 1, quantity: 2 },
        ],
        [
          { sku: 'a', store: 1, total: 3 },
          { sku: 'b', store: 1, total: 1 },
          { sku: 'c', store: 2, total: 4 },
        ],
      ),
    ).toEqual([
      { sku: 'b', store: 1, inventory: 2, ledger: 1 },
      { sku: 'c', store: 2, inventory: 0, ledger: 4 },
    ])
  })
})

describe('reorder', () => {
  it('takes the line, then the type, then the house levels; counts incoming units', () => {
    expect(reorderLevels({ reorderPoint: 1 }, { reorderPoint: 3, reorderTarget: 8 })).toEqual({ point: 1, target: 8 })
    expect(reorderLevels({}, null)).toEqual({ point: 2, target: 6 })
    expect(reorderLevels({ reorderPoint: 5, reorderTarget: 2 })).toEqual({ point: 5, target: 5 })
    expect(isLow(1, 0, { point: 2, target: 6 })).toBe(true)
    expect(isLow(1, 2, { point: 2, target: 6 })).toBe(false)
    expect(suggestedQuantity(1, 2, { point: 2, target: 6 })).toBe(3)
    expect(suggestedQuantity(9, 0, { point: 2, target: 6 })).toBe(0)
  })
})

describe('board moves', () => {
  it('offers staff moves only', () => {
    expect(boardMoves('customer', 'pending')).toEqual(['cancelled'])
    expect(boardMoves('customer', 'paid')).toEqual(['preparing', 'cancelled'])
    expect(boardMoves('supplier', 'sent')).toEqual(['confirmed', 'cancelled'])
    expect(boardMoves('supplier', 'shipped')).toEqual([])
    expect(reorderPriority({ waiting: 3, held: 1, online: 0, incoming: 2 })).toBe(2)
  })
})

describe('the nightly low-stock email: sizes that crossed their point', () => {
  const line = (sku: string, onHand: number, incoming = 0) => ({ sku, store: 1, onHand, incoming, point: 2 })
  it('counts a size low now and not low at the last run; one low already then is not news', () => {
    const low = [line('a-38', 2), line('b-39', 0), line('c-40', 1, 1)]
    // a-38 sold 3 since (was 5); b-39 did not move (was 0, already low); c-40 sold 1 (was 2 + 1 incoming = 3).
    const moved = new Map([
      ['a-38|1', -3],
      ['c-40|1', -1],
    ])
    expect(crossedSince(low, moved).map((l) => l.sku)).toEqual(['a-38', 'c-40'])
    // Exactly at its point (2) at the last run, whether it moved since or not: it was low already.
    expect(crossedSince([line('d-41', 2)], new Map())).toEqual([])
    expect(crossedSince([line('d-41', 1)], new Map([['d-41|1', -1]]))).toEqual([])
    // One above its point then (3 → 2): crossed.
    expect(crossedSince([line('d-41', 2)], new Map([['d-41|1', -1]]))).toHaveLength(1)
    // Units arriving since (a receipt) do not make a size that is still low count twice.
    expect(crossedSince([line('e-42', 1)], new Map([['e-42|1', 1]]))).toEqual([])
    // Another store's movements are another line's.
    expect(crossedSince([line('a-38', 2)], new Map([['a-38|2', -3]]))).toEqual([])
  })
  it('counts every low size on the first night (no run before)', () => {
    expect(crossedSince([line('a-38', 0), line('b-39', 1)], null)).toHaveLength(2)
  })
})
