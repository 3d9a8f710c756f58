import { describe, expect, it } from 'vitest'
import { isBackofficePath } from '@/domain/navigation'
import {
  CART_BUTTON_SCROLL_THRESHOLD,
  HEADER_HIDE_THRESHOLD,
  NEAR_BOTTOM_DISTANCE,
  cartButtonVisible,
  clearOfFocus,
  headerState,
  shouldShowCartButton,
} from '@/domain/scroll'

describe('headerState', () => {
  it.each([
    [0, 0, undefined, 'top'],
    [100, 120, undefined, 'top'],
    [300, 120, undefined, 'top'],
    [120, 121, undefined, 'hidden'],
    [200, 400, undefined, 'hidden'],
    [400, 399, undefined, 'fixed'],
    [400, 400, undefined, 'fixed'],
    [200, 400, 800, 'hidden'],
    [200, 400, 120, 'top'],
  ] as const)('prev %s → y %s (vh %s) → %s', (prev, y, vh, expected) => {
    expect(headerState(prev, y, vh)).toBe(expected)
  })

  it('hides past 120 px', () => expect(HEADER_HIDE_THRESHOLD).toBe(120))
})

describe('clearOfFocus: the header never comes back over the focused control', () => {
  // A header 118 px high.
  it.each([
    ['fixed', { top: 40, bottom: 80 }, 'hidden'], // under the header
    ['fixed', { top: 100, bottom: 140 }, 'hidden'], // half under it
    ['fixed', { top: -20, bottom: 10 }, 'hidden'], // its lower edge still shows under it
    ['fixed', { top: 118, bottom: 160 }, 'fixed'], // just below the header
    ['fixed', { top: -80, bottom: -40 }, 'fixed'], // scrolled away above the window
    ['fixed', null, 'fixed'], // nothing focused
    ['hidden', { top: 400, bottom: 440 }, 'hidden'],
    ['top', { top: 40, bottom: 80 }, 'top'], // in flow, the header covers nothing
  ] as const)('%s, focus %j → %s', (state, focus, expected) => {
    expect(clearOfFocus(state, focus, 118)).toBe(expected)
  })
})

describe('cartButtonVisible', () => {
  // viewport 800, document 3000: the bottom zone starts at scrollY 3000 - 100 - 800 = 2100.
  it.each([
    [0, false],
    [99, false],
    [100, true],
    [1500, true],
    [2099, true],
    [2100, false],
    [2200, false],
  ])('scrollY %s → %s', (y, expected) => expect(cartButtonVisible(y, 800, 3000)).toBe(expected))

  it('stays hidden on a page too short to leave the bottom zone', () => {
    expect(cartButtonVisible(150, 800, 1000)).toBe(false)
  })

  it('uses the SPEC thresholds', () => {
    expect(CART_BUTTON_SCROLL_THRESHOLD).toBe(100)
    expect(NEAR_BOTTOM_DISTANCE).toBe(100)
  })
})

describe('shouldShowCartButton', () => {
  it.each([
    ['/app', false],
    ['/app/', false],
    ['/app/orders', false],
    ['/app?x=1', false],
    ['/apple', true],
    ['/', true],
    ['/fr/boots', true],
    ['/magazine/app', true],
  ])('%j → %s', (path, expected) => expect(shouldShowCartButton(path)).toBe(expected))
})

describe('isBackofficePath', () => {
  it.each([
    ['/app', true],
    ['/app/collections/orders', true],
    ['/app#top', true],
    ['/apple', false],
    ['/fr/app', false],
  ])('%j → %s', (path, expected) => expect(isBackofficePath(path)).toBe(expected))
})
