import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES } from '@/domain/schemas/countries'
import { DEFAULT_SHIPPING_ZONES, shippingQuote, zoneTableProblem } from '@/domain/shipping'

const zones = [
  { name: 'France', countries: ['FR'], rate: 1200, freeFrom: 40000 },
  { name: 'Europe', countries: COUNTRY_CODES.filter((c) => c !== 'FR'), rate: 2800, freeFrom: null },
]

describe('shippingQuote', () => {
  it('charges the zone of the country, with the terms’ delivery estimate', () => {
    expect(shippingQuote(zones, 'FR', 10000)).toMatchObject({ cost: 1200, free: false, days: { min: 3, max: 7 } })
    expect(shippingQuote(zones, 'IT', 10000)).toMatchObject({ cost: 2800, zone: 'Europe', days: { min: 5, max: 10 } })
  })
  it('is free from the threshold (inclusive), never when the zone has none', () => {
    expect(shippingQuote(zones, 'FR', 39999)!.cost).toBe(1200)
    expect(shippingQuote(zones, 'FR', 40000)).toMatchObject({ cost: 0, free: true, rate: 1200 })
    expect(shippingQuote(zones, 'IT', 10_000_000)!.cost).toBe(2800)
  })
  it('has no price for a country outside the list or outside every zone', () => {
    expect(shippingQuote(zones, 'US', 10000)).toBeNull()
    expect(shippingQuote([zones[0]!], 'IT', 10000)).toBeNull()
  })
  it('has no price at all without a zone table: no default in code stands behind the backoffice’s', () => {
    expect(shippingQuote([], 'FR', 100)).toBeNull()
    expect(shippingQuote(null, 'DE', 100)).toBeNull()
  })
})

describe('zoneTableProblem', () => {
  it('accepts every country in exactly one zone (the house’s starting table too), and refuses an empty table', () => {
    expect(zoneTableProblem(zones)).toBeNull()
    expect(zoneTableProblem(DEFAULT_SHIPPING_ZONES)).toBeNull()
    expect(zoneTableProblem([])!.en).toMatch(/^Every country of the checkout must be in a zone; missing: AL, AD/)
  })
  it('names countries in two zones, then missing ones, in both languages', () => {
    expect(zoneTableProblem([...zones, { countries: ['FR'] }])!.en).toBe('A country may be in one zone only: FR.')
    expect(zoneTableProblem([zones[0]!])!.fr).toMatch(/^Chaque pays .* manquants\u00a0: AL, AD/)
  })
})
