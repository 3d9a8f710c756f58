import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, countryName, isCountryCode } from '@/domain/schemas/countries'

describe('COUNTRY_CODES', () => {
  it('lists the 40 shipping country codes in order, without duplicates', () => {
    expect(COUNTRY_CODES).toHaveLength(40)
    expect(new Set(COUNTRY_CODES).size).toBe(40)
    expect(COUNTRY_CODES.join(' ')).toBe(
      'AL AD AT BY BE BA BG HR CZ DK EE FI FR DE GR HU IS IE IT LV LI LT LU MT MD MC ME NL MK NO PL PT RO RS SK SI ES SE CH GB',
    )
  })

  it.each([
    ['FR', true],
    ['GB', true],
    ['fr', false],
    ['US', false],
    ['UA', false],
    ['', false],
    [undefined, false],
  ])('isCountryCode(%s) → %s', (code, expected) => expect(isCountryCode(code)).toBe(expected))
})

describe('countryName', () => {
  it.each([
    ['DE', 'en', 'Germany'],
    ['DE', 'fr', 'Allemagne'],
    ['GB', 'en', 'United Kingdom'],
    ['CH', 'fr', 'Suisse'],
    ['fr', 'en', 'France'],
    ['', 'en', ''],
  ] as const)('%s in %s → %s', (code, locale, expected) => expect(countryName(code, locale)).toBe(expected))

  it('names every listed code (no code falls back to itself)', () => {
    for (const code of COUNTRY_CODES) expect(countryName(code, 'fr')).not.toBe(code)
  })
})
