import { describe, expect, it } from 'vitest'
import { STOCK_POLL_MS, exceedsStock, reconcileWithStock } from '@/domain/cart/reconcile'
import type { CartItem } from '@/domain/cart/types'

const item = (id: string, quantity: number): CartItem => ({
  id,
  product_id: id,
  title: id,
  price: 1000,
  quantity,
  image: '',
  size: '38',
  color: 'black',
  type: 'pumps',
})

describe('reconcileWithStock', () => {
  it.each([
    ['below stock: kept', 2, { a: 5 }, 2, false],
    ['exactly at stock: kept', 3, { a: 3 }, 3, false],
    ['above stock: lowered to stock', 4, { a: 3 }, 3, true],
    ['stock 1', 2, { a: 1 }, 1, true],
    ['zero stock: removed', 1, { a: 0 }, null, true],
    ['negative stock: removed', 1, { a: -2 }, null, true],
    ['unknown id: removed', 1, {}, null, true],
    ['NaN stock: removed', 1, { a: Number.NaN }, null, true],
    ['fractional stock floors', 5, { a: 2.7 }, 2, true],
  ])('%s', (_, quantity, stock, expected, changed) => {
    const result = reconcileWithStock([item('a', quantity)], stock)
    expect(result.changed).toBe(changed)
    expect(result.items.map((i) => i.quantity)).toEqual(expected === null ? [] : [expected])
  })

  it('handles a mixed cart and keeps untouched lines by reference', () => {
    const items = [item('a', 1), item('b', 5), item('c', 2)]
    const result = reconcileWithStock(items, { a: 4, b: 2, c: 0 })
    expect(result).toEqual({ items: [item('a', 1), item('b', 2)], changed: true })
    expect(result.items[0]).toBe(items[0])
    expect(items[1]?.quantity).toBe(5)
  })

  it('returns the same array when nothing changes', () => {
    const items = [item('a', 1)]
    expect(reconcileWithStock(items, { a: 1 }).items).toBe(items)
  })

  it('does not read inherited keys as stock', () => {
    expect(reconcileWithStock([item('toString', 1)], {}).items).toEqual([])
  })

  it('treats an empty cart as unchanged', () => {
    expect(reconcileWithStock([], { a: 1 })).toEqual({ items: [], changed: false })
  })
})

describe('exceedsStock and the warning', () => {
  it.each([
    [2, 3, false],
    [3, 3, false],
    [4, 3, true],
    [1, 0, true],
    [9, undefined, false],
    [9, null, false],
  ])('exceedsStock(%s, %s) → %s', (q, s, expected) => expect(exceedsStock(q, s)).toBe(expected))

  // The copy itself (messages/en.json's cart.stockAdjusted and cart.stockWarning) is pinned in cart-messages.test.ts.
  it('polls every 30 s', () => expect(STOCK_POLL_MS).toBe(30_000))
})
