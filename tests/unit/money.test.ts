import { describe, expect, it } from 'vitest'
import { CURRENCY, eurosToCents, formatCartTotal, formatPrice, formatWholeEuros } from '@/domain/money'

// Intl separates French thousands with U+202F and puts U+00A0 before €: normalise to compare readably.
const spaces = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ')

describe('formatPrice', () => {
  it.each([
    [125000, 'fr', '1 250,00 €'],
    [89000, 'fr', '890,00 €'],
    [0, 'fr', '0,00 €'],
    [5, 'fr', '0,05 €'],
    [123456789, 'fr', '1 234 567,89 €'],
    // The English page reads prices as the drawer does (the house format), never '€690.00' beside '690,00 €'.
    [125000, 'en', '1 250,00 €'],
    [69000, 'en', '690,00 €'],
    [99, 'en', '0,99 €'],
  ] as const)('%s cents in %s → %s', (cents, locale, expected) => {
    expect(spaces(formatPrice(cents, locale))).toBe(expected)
  })

  it('keeps Intl no-break spaces in French so a price never wraps', () => {
    expect(formatPrice(125000, 'fr')).toBe('1\u202f250,00\u00a0€')
  })

  it('formats the page and the cart total alike, in French, whatever the page language', () => {
    expect(formatPrice(89000, 'en')).toBe(formatCartTotal(89000))
    expect(formatCartTotal(225000)).toBe(formatPrice(225000, 'fr'))
    expect(spaces(formatCartTotal(225000))).toBe('2 250,00 €')
    expect(CURRENCY).toBe('EUR')
  })

  it.each([
    [890, 89000],
    [0.1 + 0.2, 30],
    [19.99, 1999],
  ])('eurosToCents(%s) → %s', (euros, cents) => expect(eurosToCents(euros)).toBe(cents))
})

describe('formatWholeEuros', () => {
  // The sales chart's axis: the backoffice's one money format, without cents (never '€4,000' in English).
  it.each([
    [400000, '4 000 €'],
    [0, '0 €'],
    [10050, '101 €'],
  ])('%s cents → %s', (cents, expected) => expect(spaces(formatWholeEuros(cents))).toBe(expected))
})
