// The form rate limits' caller address: X-Forwarded-For only behind proxies we trust (TRUST_PROXY hops).
import { describe, expect, it } from 'vitest'
import { coversProduct } from '@/domain/countdown'
import { DIRECT_CLIENT, requestIp, rightmostUntrusted, trustedProxyHops } from '@/server/forms/clientIp'

const h = (xff?: string, realIp?: string) => {
  const headers = new Headers()
  if (xff !== undefined) headers.set('x-forwarded-for', xff)
  if (realIp !== undefined) headers.set('x-real-ip', realIp)
  return headers
}

describe('trustedProxyHops', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['1', 1],
    ['true', 1],
    ['2', 2],
    ['-1', 0],
    ['abc', 0],
    ['1.5', 0],
    ['99', 0],
  ])('%j → %d', (v, n) => {
    expect(trustedProxyHops(v)).toBe(n)
  })
})

describe('requestIp', () => {
  it('without a trusted proxy ignores X-Forwarded-For and X-Real-IP: one shared key', () => {
    expect(requestIp(h('203.0.113.9'), 0)).toBe(DIRECT_CLIENT)
    expect(requestIp(h('198.51.100.1, 203.0.113.9', '192.0.2.1'), 0)).toBe(DIRECT_CLIENT)
    expect(requestIp(h(), 0)).toBe(DIRECT_CLIENT)
  })

  it('behind one proxy takes the right-most hop, whatever the client wrote to its left', () => {
    expect(requestIp(h('203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(requestIp(h('1.1.1.1, 2.2.2.2, 203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(requestIp(h('forged, 203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(requestIp(h('2001:db8::1'), 1)).toBe('2001:db8::1')
  })

  it('behind two proxies skips the one it trusts', () => {
    expect(requestIp(h('1.1.1.1, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9')
  })

  it('falls back to X-Real-IP, then the shared key, when the chain is short or garbage', () => {
    expect(rightmostUntrusted('203.0.113.9', 2)).toBeNull()
    expect(requestIp(h('203.0.113.9', '192.0.2.7'), 2)).toBe('192.0.2.7')
    expect(requestIp(h('<script>'), 1)).toBe(DIRECT_CLIENT)
    expect(requestIp(h(' , '), 1)).toBe(DIRECT_CLIENT)
  })
})

describe('coversProduct (preorder campaigns on the product page)', () => {
  it.each([
    [{ product_type: 'sandals', color: 'gold' }, { type: 'sandals', color: 'gold' }, true],
    [{ product_type: 'sandals', color: null }, { type: 'sandals', color: 'gold' }, true],
    [{ product_type: 'sandals', color: '' }, { type: 'sandals', color: 'gold' }, true],
    [{ product_type: 'Sandals ', color: 'Gold' }, { type: 'sandals', color: 'gold' }, true],
    [{ product_type: 'sandals', color: 'red' }, { type: 'sandals', color: 'gold' }, false],
    [{ product_type: 'pumps', color: 'gold' }, { type: 'sandals', color: 'gold' }, false],
    [{ product_type: 'gloves' }, { type: 'gloves', color: null }, true],
  ])('%j covers %j: %s', (c, p, ok) => {
    expect(coversProduct(c, p)).toBe(ok)
  })
})
