// Signing in with a cart: the guest's lines merge into the saved cart (larger quantity on the same line, others
// appended), capped; a round trip through the saved-cart line format changes nothing.
import { describe, expect, it } from 'vitest'
import { cartAfterSignIn, mergeGuestCart, sameCart } from '@/domain/cart/merge'
import { fromServerLine, toServerLine } from '@/domain/cart/serverLines'
import type { CartItem } from '@/domain/cart/types'

const item = (sku: string, quantity = 1, size = '38', extra: Partial<CartItem> = {}): CartItem => ({
  id: `${sku}:${size}:black:pumps`,
  product_id: sku,
  title: sku,
  price: 49_000,
  quantity,
  image: '',
  size,
  color: 'black',
  type: 'pumps',
  ...extra,
})

describe('mergeGuestCart', () => {
  it('keeps the saved cart when the guest cart is empty', () => {
    const saved = [item('a', 2)]
    expect(mergeGuestCart(saved, [])).toEqual(saved)
  })

  it('takes the guest cart when nothing is saved', () => {
    expect(mergeGuestCart([], [item('a', 3)])).toEqual([item('a', 3)])
  })

  it('keeps the larger quantity of the same line, never the sum', () => {
    expect(mergeGuestCart([item('a', 1)], [item('a', 2)])).toEqual([item('a', 2)])
    expect(mergeGuestCart([item('a', 3)], [item('a', 1)])).toEqual([item('a', 3)])
  })

  it('appends other guest lines after the saved ones; another size is another line', () => {
    const out = mergeGuestCart([item('a'), item('b')], [item('c', 2), item('a', 1, '39')])
    expect(out.map((l) => [l.product_id, l.size, l.quantity])).toEqual([
      ['a', '38', 1],
      ['b', '38', 1],
      ['c', '38', 2],
      ['a', '39', 1],
    ])
  })

  it('keeps line ids unique when a guest line reuses a saved id for another line', () => {
    const out = mergeGuestCart([item('a')], [item('b', 1, '38', { id: item('a').id })])
    expect(new Set(out.map((l) => l.id)).size).toBe(2)
    expect(out[1]!.id).toBe(`${item('a').id}#2`)
  })

  it('stops at 50 lines and 99 a line', () => {
    const saved = Array.from({ length: 50 }, (_, i) => item(`s${i}`))
    expect(mergeGuestCart(saved, [item('new')])).toHaveLength(50)
    expect(mergeGuestCart([item('a', 5)], [item('a', 120)])[0]!.quantity).toBe(99)
  })

  it('never changes its inputs', () => {
    const saved = [item('a', 1)]
    const guest = [item('a', 4)]
    mergeGuestCart(saved, guest)
    expect(saved[0]!.quantity).toBe(1)
    expect(guest[0]!.quantity).toBe(4)
  })
})

describe('cartAfterSignIn', () => {
  it('replaces an empty local cart with the saved one, without writing', () => {
    expect(cartAfterSignIn([item('a')], [])).toEqual({ items: [item('a')], write: false, replaceLocal: true })
  })

  it('writes the merge when the guest brought something new, and replaces the local cart with it', () => {
    const r = cartAfterSignIn([item('a')], [item('b')])
    expect(r.items.map((l) => l.product_id)).toEqual(['a', 'b'])
    expect(r).toMatchObject({ write: true, replaceLocal: true })
  })

  it('changes nothing when both carts are the same', () => {
    expect(cartAfterSignIn([item('a', 2)], [item('a', 2)])).toEqual({
      items: [item('a', 2)],
      write: false,
      replaceLocal: false,
    })
  })

  it('sameCart tells a changed quantity, price or order', () => {
    expect(sameCart([item('a'), item('b')], [item('a'), item('b')])).toBe(true)
    expect(sameCart([item('a'), item('b')], [item('b'), item('a')])).toBe(false)
    expect(sameCart([item('a', 1)], [item('a', 2)])).toBe(false)
    expect(sameCart([item('a')], [item('a', 1, '38', { price: 1 })])).toBe(false)
  })
})

describe('saved-cart lines', () => {
  it('round-trip a line with its localized names, and one without optional fields', () => {
    const full = item('a', 2, '38', {
      variant: 'Black',
      titles: { en: 'Pump', fr: 'Escarpin' },
      colorNames: { fr: 'Noir' },
    })
    expect(fromServerLine(toServerLine(full))).toEqual(full)
    const bare: CartItem = {
      id: 'g',
      product_id: 'gloves-black',
      title: 'Gloves',
      price: 100,
      quantity: 1,
      image: '',
      color: '',
      type: 'gloves',
    }
    expect(fromServerLine(toServerLine(bare))).toEqual(bare)
  })

  it('keep the size system, which names the size in French (taille for gloves), and drop an unknown one', () => {
    const gloves = item('gloves-black-7', 1, '7', { sizeSystem: 'glove-hand', colorNames: { fr: 'Noir' } })
    expect(fromServerLine(toServerLine(gloves))).toEqual(gloves)
    const stored = { ...toServerLine(gloves), names: { sizeSystem: 'cubits' } }
    expect(fromServerLine(stored)).not.toHaveProperty('sizeSystem')
  })
})
