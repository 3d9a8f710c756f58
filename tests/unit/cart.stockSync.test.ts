// Applying a stock answer to the cart as it is now, the lowered list, unknown-vs-zero stock and the warning rule.
import { describe, expect, it } from 'vitest'
import { applyStockAnswer, knownStock, showsStockWarning } from '@/domain/cart/stockSync'
import type { CartItem } from '@/domain/cart/types'

const line = (id: string, quantity: number): CartItem => ({
  id,
  product_id: id,
  title: id,
  price: 100,
  quantity,
  image: '',
  size: '38',
  color: 'black',
  type: 'pumps',
})

describe('applyStockAnswer', () => {
  it('nothing changed: the same array, changed false, nothing lowered', () => {
    const cart = [line('a', 1), line('b', 2)]
    const r = applyStockAnswer(cart, ['a', 'b'], { a: 5, b: 2 })
    expect(r).toEqual({ items: cart, changed: false, lowered: [] })
    expect(r.items).toBe(cart)
  })

  it('an empty cart and an empty answer change nothing', () => {
    expect(applyStockAnswer([], [], {})).toEqual({ items: [], changed: false, lowered: [] })
  })

  it.each([
    ['lowered to stock', { a: 1, b: 9 }, [line('a', 1), line('b', 2)], ['a']],
    ['removed at zero', { a: 0, b: 9 }, [line('b', 2)], []],
    ['removed when the answer omits it (unknown SKU)', { b: 1 }, [line('a', 3), line('b', 1)].slice(1), ['b']],
    ['both', { a: 2, b: 0 }, [line('a', 2)], ['a']],
  ])('%s', (_, stock, items, lowered) => {
    const r = applyStockAnswer([line('a', 3), line('b', 2)], ['a', 'b'], stock)
    expect(r).toEqual({ items, changed: true, lowered })
  })

  it('leaves alone a line added after the question, and keeps the cart order', () => {
    const now = [line('new', 4), line('a', 3), line('b', 1)]
    const r = applyStockAnswer(now, ['a', 'b'], { a: 1, b: 0 })
    expect(r.items).toEqual([line('new', 4), line('a', 1)])
    expect(r.lowered).toEqual(['a'])
  })

  it('a line removed meanwhile is not brought back', () => {
    expect(applyStockAnswer([line('b', 2)], ['a', 'b'], { a: 0, b: 1 }).items).toEqual([line('b', 1)])
  })
})

describe('knownStock', () => {
  it.each([
    [null, 'a', null],
    [{}, 'a', null],
    [{ b: 3 }, 'a', null],
    [{ a: 0 }, 'a', 0],
    [{ a: 2.7 }, 'a', 2],
    [{ a: -1 }, 'a', 0],
    [{ a: Number.NaN }, 'a', null],
  ])('%j[%s] → %s', (map, id, expected) => {
    expect(knownStock(map, id)).toBe(expected)
  })
})

describe('showsStockWarning', () => {
  it.each([
    [3, null, false, false],
    [3, null, true, false],
    [3, 2, false, true],
    [2, 2, false, false],
    [2, 2, true, true],
    [1, 2, true, false],
    [1, 0, false, true],
  ])('quantity %s, stock %s, lowered %s → %s', (q, stock, lowered, expected) => {
    expect(showsStockWarning(q, stock, lowered)).toBe(expected)
  })
})
