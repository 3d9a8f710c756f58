import { describe, expect, it } from 'vitest'
import {
  CART_EMPTY,
  addItem,
  lineId,
  canDecrease,
  canIncrease,
  cartTotals,
  clearCart,
  removeItem,
  setQuantity,
} from '@/domain/cart/rules'
import type { CartItem, NewCartItem } from '@/domain/cart/types'

const base: NewCartItem = {
  product_id: 'pumps-black-38',
  title: 'Pumps',
  price: 69000,
  image: '/p.jpg',
  size: '38',
  color: 'black',
  type: 'pumps',
}
const line = (over: Partial<CartItem> = {}): CartItem => ({
  ...base,
  id: 'pumps-black-38:38:black:pumps',
  quantity: 1,
  ...over,
})

describe('addItem', () => {
  it.each([
    ['no size', { ...base, size: undefined }],
    ['empty size', { ...base, size: '' }],
    ['empty product_id', { ...base, product_id: '' }],
    ['zero quantity', { ...base, quantity: 0 }],
    ['negative quantity', { ...base, quantity: -2 }],
    ['fractional quantity', { ...base, quantity: 1.5 }],
  ])('ignores an item with %s and returns the same array', (_, item) => {
    const items = [line()]
    expect(addItem(items, item)).toBe(items)
  })

  it('appends a new line with quantity 1 and id `${product_id}:${size}:${color}:${type}`', () => {
    expect(addItem([], base)).toEqual([{ ...base, id: 'pumps-black-38:38:black:pumps', quantity: 1 }])
  })

  it.each([
    ['another colour', { color: 'noir' }],
    ['another type', { type: 'boots' }],
    ['another size', { size: '39' }],
    ['another product_id', { product_id: 'pumps-black-38b' }],
  ])('gives a line differing only by %s its own id', (_, over) => {
    const next = addItem(addItem([], base), { ...base, ...over })
    expect(next).toHaveLength(2)
    expect(new Set(next.map((l) => l.id)).size).toBe(2)
    expect(next[1]!.id).toBe(lineId({ ...base, ...over }))
  })

  it('never reuses a taken id, even one a caller passes', () => {
    const first = addItem([], { ...base, id: 'x' })
    const next = addItem(first, { ...base, color: 'red', id: 'x' })
    expect(next.map((l) => l.id)).toEqual(['x', 'pumps-black-38:38:red:pumps'])
    const clash = [line({ id: 'pumps-black-38:38:red:pumps', color: 'other' })]
    expect(addItem(clash, { ...base, color: 'red' })[1]!.id).toBe('pumps-black-38:38:red:pumps#2')
  })

  it('keeps a given id and quantity', () => {
    expect(addItem([], { ...base, id: 'x1', quantity: 3 })).toEqual([{ ...base, id: 'x1', quantity: 3 }])
  })

  it.each([
    ['default 1', undefined, 3],
    ['by item.quantity', 4, 6],
  ])('merges the same product_id, size, color and type (%s)', (_, quantity, expected) => {
    const items = [line({ quantity: 2 })]
    const next = addItem(items, { ...base, quantity })
    expect(next).toEqual([line({ quantity: expected })])
    expect(items[0]?.quantity).toBe(2)
    expect(next).not.toBe(items)
  })

  it.each([
    ['size', { size: '39' }],
    ['color', { color: 'red' }],
    ['type', { type: 'boots' }],
    ['product_id', { product_id: 'pumps-black-39' }],
  ])('appends when the %s differs', (_, diff) => {
    const items = [line()]
    const next = addItem(items, { ...base, ...diff })
    expect(next).toHaveLength(2)
    expect(next[0]).toBe(items[0])
    expect(next[1]?.quantity).toBe(1)
  })
})

describe('removeItem / setQuantity / clearCart', () => {
  const items = [line(), line({ id: 'b', product_id: 'boots-taupe-39', quantity: 2 })]

  it('removes by id, and returns the same array for an unknown id', () => {
    expect(removeItem(items, 'b').map((l) => l.id)).toEqual(['pumps-black-38:38:black:pumps'])
    expect(removeItem(items, 'nope')).toBe(items)
  })

  it.each([
    [5, [1, 5]],
    [2.9, [1, 2]],
    [0, [1]],
    [-1, [1]],
  ])('setQuantity(b, %s) → quantities %j', (q, expected) => {
    expect(setQuantity(items, 'b', q).map((l) => l.quantity)).toEqual(expected)
  })

  it.each([
    ['an unknown id', 'nope', 3],
    ['the current quantity', 'b', 2],
    ['NaN', 'b', Number.NaN],
  ])('setQuantity with %s returns the same array', (_, id, q) => {
    expect(setQuantity(items, id, q)).toBe(items)
  })

  it('does not mutate its input', () => {
    setQuantity(items, 'b', 7)
    expect(items[1]?.quantity).toBe(2)
  })

  it('clears to an empty cart', () => {
    expect(clearCart()).toEqual([])
    expect(CART_EMPTY).toBe('Your cart is empty')
  })
})

describe('cartTotals', () => {
  it.each([
    [[], 0, 0],
    [[line()], 69000, 1],
    [[line({ quantity: 2 }), line({ id: 'g', price: 29000, quantity: 3 })], 225000, 5],
  ])('%#: totals in integer cents and item count', (items, totalPrice, totalCount) => {
    expect(cartTotals(items)).toEqual({ totalPrice, totalCount })
  })
})

describe('canDecrease / canIncrease', () => {
  it.each([
    [-1, false],
    [0, false],
    [1, true],
    [5, true],
  ])('canDecrease(%s) → %s', (q, expected) => expect(canDecrease(q)).toBe(expected))

  it.each([
    [1, 3, true],
    [2, 3, true],
    [3, 3, false],
    [4, 3, false],
    [0, 0, false],
    [5, undefined, true],
    [5, null, true],
  ])('canIncrease(%s, stock %s) → %s', (q, stock, expected) => expect(canIncrease(q, stock)).toBe(expected))
})
