import { describe, expect, it } from 'vitest'
import { COLORLESS_TYPES, PRODUCT_TYPES, isProductType, productHandle, skuFor } from '@/domain/catalog'
import { NOT_FOUND_REDIRECT_SECONDS, notFoundLog } from '@/domain/notFound'
import { TOAST_AUTO_CLOSE_MS, TOAST_TYPES } from '@/domain/toast'

describe('toast and 404', () => {
  it('keeps the SPEC constants', () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(3000)
    expect(TOAST_TYPES).toEqual(['success', 'error', 'info', 'warning'])
    expect(NOT_FOUND_REDIRECT_SECONDS).toBe(7)
  })

  it.each([
    ['/nowhere', 'Page Not Found: /nowhere'],
    ['/fr/boots/green?x=1', 'Page Not Found: /fr/boots/green?x=1'],
    ['', 'Page Not Found: '],
  ])('notFoundLog(%j) → %j', (path, expected) => expect(notFoundLog(path)).toBe(expected))
})

describe('catalog', () => {
  it('has the six types; gloves have no colour page', () => {
    expect(PRODUCT_TYPES).toEqual(['ankle-boots', 'boots', 'pumps', 'sandals', 'sneakers', 'gloves'])
    expect(COLORLESS_TYPES).toEqual(['gloves'])
  })

  it.each([
    ['boots', true],
    ['ankle-boots', true],
    ['Boots', false],
    ['heels', false],
    [null, false],
  ])('isProductType(%j) → %s', (v, expected) => expect(isProductType(v)).toBe(expected))

  it.each([
    ['ankle-boots', 'black', '38.5', 'ankle-boots-black-38.5'],
    ['gloves', 'black', '7.5', 'gloves-black-7.5'],
  ] as const)('skuFor(%s, %s, %s) → %s', (t, c, s, expected) => expect(skuFor(t, c, s)).toBe(expected))

  it.each([
    ['ankle-boots', 'black', 'ankle-boots/black'],
    ['gloves', 'black', 'gloves'],
  ])('productHandle(%s, %s) → %s', (t, c, expected) => expect(productHandle(t, c)).toBe(expected))
})
