// The order limits' pure rules (src/domain/orderLimits.ts): which limit a cart or a shopper's holds break, the
// defaults for a value never saved, the ceiling the public stock shows, and the key an address counts under.
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ORDER_LIMITS,
  STOCK_SHOWN_MAX,
  clientKey,
  effectiveLimits,
  heldRefusal,
  orderRefusal,
  shownStock,
} from '@/domain/orderLimits'
import { limitReached } from '@/domain/cart/rules'

const limits = DEFAULT_ORDER_LIMITS

describe('orderRefusal', () => {
  it('passes up to 3 of a size and 10 in all', () => {
    expect(orderRefusal([{ sku: 'a', quantity: 3 }], limits)).toBeNull()
    expect(
      orderRefusal(
        [
          { sku: 'a', quantity: 3 },
          { sku: 'b', quantity: 3 },
          { sku: 'c', quantity: 3 },
          { sku: 'd', quantity: 1 },
        ],
        limits,
      ),
    ).toBeNull()
  })

  it('names the size over its limit, counting every line of that SKU', () => {
    expect(orderRefusal([{ sku: 'a', quantity: 4 }], limits)).toEqual({ limit: 'perSize', sku: 'a', max: 3 })
    expect(
      orderRefusal(
        [
          { sku: 'b', quantity: 1 },
          { sku: 'a', quantity: 2 },
          { sku: 'a', quantity: 2 },
        ],
        limits,
      ),
    ).toEqual({ limit: 'perSize', sku: 'a', max: 3 })
  })

  it('the audit’s cart (50 lines × 20 units) is refused on its first size', () => {
    const cart = Array.from({ length: 50 }, (_, i) => ({ sku: `s${i}`, quantity: 20 }))
    expect(orderRefusal(cart, limits)).toEqual({ limit: 'perSize', sku: 's0', max: 3 })
  })

  it('refuses 11 units in all', () => {
    const cart = ['a', 'b', 'c', 'd'].map((sku, i) => ({ sku, quantity: i === 3 ? 2 : 3 }))
    expect(orderRefusal(cart, limits)).toEqual({ limit: 'perOrder', max: 10 })
  })
})

describe('heldRefusal', () => {
  it('counts this order with what each holder already holds, up to the limit exactly', () => {
    expect(heldRefusal({ client: 4, email: 0 }, 6, limits)).toBeNull()
    expect(heldRefusal({ client: 5, email: 0 }, 6, limits)).toEqual({
      limit: 'held',
      holder: 'client',
      held: 5,
      max: 10,
    })
    expect(heldRefusal({ email: 9, customer: 2 }, 2, limits)).toMatchObject({ holder: 'email', held: 9 })
  })

  it('a holder the request does not have is not counted', () => {
    expect(heldRefusal({ email: 0 }, 10, limits)).toBeNull()
    expect(heldRefusal({}, 50, limits)).toBeNull()
  })
})

describe('effectiveLimits', () => {
  it('keeps whole numbers from 1 to 100 and falls back to the defaults for anything else', () => {
    expect(effectiveLimits({ perSize: 5, perOrder: 20, heldPerShopper: 30 })).toEqual({
      perSize: 5,
      perOrder: 20,
      heldPerShopper: 30,
    })
    expect(effectiveLimits({})).toEqual(DEFAULT_ORDER_LIMITS)
    expect(effectiveLimits({ perSize: 0, perOrder: 2.5, heldPerShopper: 101 })).toEqual(DEFAULT_ORDER_LIMITS)
    expect(effectiveLimits({ perSize: null })).toEqual(DEFAULT_ORDER_LIMITS)
  })
})

describe('shownStock', () => {
  it('shows the count up to 10, then 10', () => {
    expect([0, 1, 2, 9, 10, 11, 37, 1000].map(shownStock)).toEqual([0, 1, 2, 9, 10, 10, 10, 10])
    expect(shownStock(-3)).toBe(0)
    expect(STOCK_SHOWN_MAX).toBe(10)
  })
})

describe('clientKey', () => {
  it('an IPv4 address is its own key (also written as IPv4-mapped IPv6)', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9')
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
  })

  it('every address of one IPv6 /64 shares a key, however it is written', () => {
    const a = clientKey('2001:db8:85a3:0:1111:2222:3333:4444')
    expect(a).toBe('2001:db8:85a3:0::/64')
    expect(clientKey('2001:0db8:85a3:0000::1')).toBe(a)
    expect(clientKey('2001:DB8:85A3::abcd')).toBe(a)
    expect(clientKey('2001:db8:85a4::1')).not.toBe(a)
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
  })

  it('no key where no address is known, or for something that is not one', () => {
    expect(clientKey(null)).toBeNull()
    expect(clientKey('direct')).toBeNull()
    expect(clientKey('2001:db8::g')).toBeNull()
    expect(clientKey('1:2:3:4:5:6:7:8:9')).toBeNull()
  })
})

describe('limitReached (the drawer’s + button)', () => {
  const cart = { perSize: 3, perOrder: 10 }
  it('stops at the size’s limit, then at the order’s; nothing before the limits are known', () => {
    expect(limitReached(2, 5, cart)).toBeNull()
    expect(limitReached(3, 5, cart)).toBe('perSize')
    expect(limitReached(2, 10, cart)).toBe('perOrder')
    expect(limitReached(5, 20, null)).toBeNull()
  })
})
