import { describe, expect, it } from 'vitest'
import { centsToEuroInput, isCents, parseEuros } from '@/domain/euroInput'

describe('parseEuros: what staff type becomes exact integer cents', () => {
  it.each([
    ['890', 89000],
    ['890,50', 89050],
    ['890.50', 89050],
    ['890,5', 89050],
    ['0,99', 99],
    ['890 €', 89000],
    ['890 EUR', 89000],
    ['1 250,00', 125000],
    ['1\u202f250,00\u00a0€', 125000],
    ['1.250,00', 125000],
    ['1,250.00', 125000],
    ['1.250.000', 125000000],
    ['0', 0],
  ])('%s → %i cents', (typed, cents) => expect(parseEuros(typed)).toBe(cents))

  it.each(['', 'abc', '-5', '890,505', '1,250', '890,', '1,2,3', '12.34,5', '1.250,00.5', '1e3', '€'])(
    'refuses %j',
    (typed) => expect(parseEuros(typed)).toBeNull(),
  )

  it('never goes through a float: 19.99 € is 1999 cents, not 1998.9999', () => {
    expect(parseEuros('19,99')).toBe(1999)
    expect(parseEuros('0.07')).toBe(7)
  })
})

describe('centsToEuroInput: cents shown for editing round-trip through parseEuros', () => {
  it.each([
    [89000, 'fr', '890'],
    [89050, 'fr', '890,50'],
    [89050, 'en', '890.50'],
    [7, 'en', '0.07'],
  ] as const)('%i (%s) → %s', (cents, locale, shown) => {
    expect(centsToEuroInput(cents, locale)).toBe(shown)
    expect(parseEuros(shown)).toBe(cents)
  })
  it('shows nothing for an empty field', () => expect(centsToEuroInput(null, 'fr')).toBe(''))
})

describe('isCents', () => {
  it('accepts whole non-negative cents only', () => {
    expect(isCents(89000)).toBe(true)
    expect(isCents(890.5)).toBe(false)
    expect(isCents(-1)).toBe(false)
    expect(isCents('890')).toBe(false)
  })
})
