// The category listing's rules: filter, sort, counts, the address <-> filters round trip, the remembered size.
import { describe, expect, it } from 'vitest'
import {
  type ListingItem,
  type ListingState,
  NO_FILTERS,
  applyListing,
  facets,
  priceBands,
  withStock,
  withinListing,
} from '@/domain/listing/filters'
import { listingQuery, parseListingQuery } from '@/domain/listing/query'
import { isSizeOf, preselect, sizeKindOf } from '@/domain/listing/preferredSize'

const size = (s: string, online: number, boutique: number) => ({ size: s, sku: `x-${s}`, online, boutique })
const item = (color: string, price: number, createdAt: number, sizes: ListingItem['sizes']): ListingItem => ({
  handle: `pumps/${color}`,
  color,
  price,
  createdAt,
  sizes: sizes.map((s) => ({ ...s, sku: `pumps-${color}-${s.size}` })),
})

// black: 38 online; red: 38 boutique only, 39 online; nude: nothing anywhere; gold: 38 online, dearer and newest.
const ITEMS = [
  item('black', 69000, 1, [size('38', 3, 0), size('39', 0, 0)]),
  item('red', 69000, 3, [size('38', 0, 2), size('39', 1, 0)]),
  item('nude', 45000, 2, [size('38', 0, 0), size('39', 0, 0)]),
  item('gold', 125000, 4, [size('38', 1, 1), size('40', 0, 1)]),
]
const colors = (items: ListingItem[]) => items.map((i) => i.color)
const state = (s: Partial<ListingState>): ListingState => ({ ...NO_FILTERS, ...s })

describe('applyListing', () => {
  it('keeps everything in the catalogue order with no filter', () => {
    expect(colors(applyListing(ITEMS, NO_FILTERS))).toEqual(['black', 'red', 'nude', 'gold'])
  })
  it('keeps a size held anywhere, online only or in the boutique only', () => {
    expect(colors(applyListing(ITEMS, state({ size: '38' })))).toEqual(['black', 'red', 'gold'])
    expect(colors(applyListing(ITEMS, state({ size: '38', where: 'online' })))).toEqual(['black', 'gold'])
    expect(colors(applyListing(ITEMS, state({ size: '38', where: 'boutique' })))).toEqual(['red', 'gold'])
    expect(colors(applyListing(ITEMS, state({ size: '40', where: 'online' })))).toEqual([])
  })
  it('with a place and no size, keeps what has some size there', () => {
    expect(colors(applyListing(ITEMS, state({ where: 'online' })))).toEqual(['black', 'red', 'gold'])
  })
  it('keeps any of the chosen colours and a price inside the range (upper bound excluded)', () => {
    expect(colors(applyListing(ITEMS, state({ colors: ['red', 'nude'] })))).toEqual(['red', 'nude'])
    expect(colors(applyListing(ITEMS, state({ price: { min: 50000, max: 70000 } })))).toEqual(['black', 'red'])
    expect(colors(applyListing(ITEMS, state({ price: { min: 45000, max: 69000 } })))).toEqual(['nude'])
    expect(colors(applyListing(ITEMS, state({ price: { min: 100000, max: null } })))).toEqual(['gold'])
  })
  it('combines filters', () => {
    expect(colors(applyListing(ITEMS, state({ size: '38', colors: ['red', 'gold'], where: 'online' })))).toEqual([
      'gold',
    ])
  })
  it('sorts by newest and by price either way, ties in the catalogue order', () => {
    expect(colors(applyListing(ITEMS, state({ sort: 'newest' })))).toEqual(['gold', 'red', 'nude', 'black'])
    expect(colors(applyListing(ITEMS, state({ sort: 'price-asc' })))).toEqual(['nude', 'black', 'red', 'gold'])
    expect(colors(applyListing(ITEMS, state({ sort: 'price-desc' })))).toEqual(['gold', 'black', 'red', 'nude'])
  })
  it('does not reorder the list it was given', () => {
    const copy = [...ITEMS]
    applyListing(copy, state({ sort: 'price-asc' }))
    expect(copy).toEqual(ITEMS)
  })
})

describe('facets', () => {
  it('counts each value as the list choosing it would show', () => {
    const f = facets(ITEMS, NO_FILTERS)
    expect(f.sizes).toEqual([
      { value: '38', count: 3 },
      { value: '39', count: 1 },
      { value: '40', count: 1 },
    ])
    expect(f.where).toEqual([
      { value: 'any', count: 4 },
      { value: 'online', count: 3 },
      { value: 'boutique', count: 2 },
    ])
    expect(f.colors).toEqual([
      { value: 'black', count: 1 },
      { value: 'red', count: 1 },
      { value: 'nude', count: 1 },
      { value: 'gold', count: 1 },
    ])
    expect(f.prices.map((p) => p.count)).toEqual([1, 2, 1])
  })
  it('counts with the other filters applied, and a colour as if added alone', () => {
    const f = facets(ITEMS, state({ size: '38', where: 'online', colors: ['black'] }))
    expect(f.colors.find((c) => c.value === 'gold')!.count).toBe(1)
    expect(f.colors.find((c) => c.value === 'red')!.count).toBe(0)
    expect(f.sizes).toEqual([
      { value: '38', count: 1 },
      { value: '39', count: 0 },
      { value: '40', count: 0 },
    ])
    expect(f.where).toEqual([
      { value: 'any', count: 1 },
      { value: 'online', count: 1 },
      { value: 'boutique', count: 0 },
    ])
  })
  it('offers only the price bands some product falls in', () => {
    expect(priceBands(ITEMS)).toEqual([
      { min: 30000, max: 50000 },
      { min: 50000, max: 70000 },
      { min: 100000, max: 150000 },
    ])
    expect(priceBands([])).toEqual([])
  })
})

describe('withStock and withinListing', () => {
  it('takes the stock just read; a SKU with no row is out', () => {
    const fresh = withStock(ITEMS.slice(0, 1), [
      { sku: 'pumps-black-39', storeType: 'boutique', quantity: 2 },
      { sku: 'pumps-black-39', storeType: 'online', quantity: -1 },
    ])
    expect(fresh[0]!.sizes).toEqual([
      { size: '38', sku: 'pumps-black-38', online: 0, boutique: 0 },
      { size: '39', sku: 'pumps-black-39', online: 0, boutique: 2 },
    ])
  })
  it('drops a size, colour or price band the listing does not offer', () => {
    expect(withinListing(state({ size: '44', colors: ['red', 'mauve'] }), ITEMS)).toEqual(state({ colors: ['red'] }))
    expect(withinListing(state({ price: { min: 100, max: 200 } }), ITEMS).price).toBeNull()
    expect(withinListing(state({ size: '39', price: { min: 50000, max: 70000 } }), ITEMS)).toEqual(
      state({ size: '39', price: { min: 50000, max: 70000 } }),
    )
  })
})

describe('the address', () => {
  it('round-trips every filter, defaults left out, in a fixed order', () => {
    const s = state({ size: '38.5', where: 'boutique', colors: ['red', 'black'], price: { min: 50000, max: 70000 } })
    const q = listingQuery({ ...s, sort: 'price-desc' })
    expect(q).toBe('?size=38.5&where=boutique&color=red%2Cblack&price=500-700&sort=price-desc')
    expect(parseListingQuery(q)).toEqual({ ...s, sort: 'price-desc' })
    expect(listingQuery(NO_FILTERS)).toBe('')
    expect(parseListingQuery('')).toEqual(NO_FILTERS)
  })
  it('reads an open price range and keeps other parameters after its own', () => {
    expect(parseListingQuery('?price=1500-').price).toEqual({ min: 150000, max: null })
    expect(listingQuery(state({ size: '39' }), new URLSearchParams('utm_source=mail&size=40'))).toBe(
      '?size=39&utm_source=mail',
    )
  })
  it.each([
    ['?size=abc', {}],
    ['?size=38.25', {}],
    ['?size=<script>', {}],
    ['?where=moon', {}],
    ['?sort=cheapest', {}],
    ['?price=700-500', {}],
    ['?price=-5', {}],
    ['?price=abc-def', {}],
    ['?color=' + 'a'.repeat(500), {}],
    ['?color=RED,%3Cb%3E,red,,black', { colors: ['red', 'black'] }],
    ['?size=38&size=39&sort=newest&where=', { size: '38', sort: 'newest' }],
    ['?%E0=1&size=39', { size: '39' }],
  ])('ignores a bad value without failing: %s', (search, expected) => {
    expect(parseListingQuery(search)).toEqual(state(expected as Partial<ListingState>))
  })
})

describe('the remembered size', () => {
  it('is a size the house makes, of its kind', () => {
    expect(isSizeOf('shoe', '38.5')).toBe(true)
    expect(isSizeOf('shoe', '7')).toBe(false)
    expect(isSizeOf('glove', '7.5')).toBe(true)
    expect(isSizeOf('glove', '38')).toBe(false)
    expect(isSizeOf('shoe', 38)).toBe(false)
    expect(isSizeOf('shoe', '38.3')).toBe(false)
    expect(sizeKindOf('glove-hand')).toBe('glove')
    expect(sizeKindOf('eu-shoe')).toBe('shoe')
  })
  it('is preselected only where offered', () => {
    expect(preselect('38', ['37', '38'])).toBe('38')
    expect(preselect('44', ['37', '38'])).toBeNull()
    expect(preselect(null, ['37'])).toBeNull()
  })
})
