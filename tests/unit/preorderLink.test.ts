import { describe, expect, it } from 'vitest'
import { type CatalogIndex, campaignLinkProblem, coloursOf } from '@/domain/preorderLink'

const catalog: CatalogIndex = {
  types: ['ankle-boots', 'sandals', 'gloves', 'pumps'],
  products: [
    { type: 'ankle-boots', color: 'black', handle: 'ankle-boots/black' },
    { type: 'ankle-boots', color: 'red', handle: 'ankle-boots/red' },
    { type: 'sandals', color: 'gold', handle: 'sandals/gold' },
    { type: 'gloves', color: 'black', handle: 'gloves' },
  ],
}

describe('campaignLinkProblem', () => {
  it.each([
    [{ product_type: 'ankle-boots', color: 'red' }, null],
    [{ product_type: 'ankle-boots', color: null }, null],
    [{ product_type: 'ankle-boots', color: '' }, null],
    [{ product_type: 'sandals', color: 'gold' }, null],
    [{ product_type: 'gloves' }, null],
    [{ product_type: 'gloves', color: 'black' }, null],
    // The campaign that made the bar link to a 404.
    [{ product_type: 'sandal', color: 'Gold' }, 'unknownType'],
    [{ product_type: 'sandals', color: 'Gold' }, 'unknownColour'],
    [{ product_type: 'sandals', color: 'red' }, 'unknownColour'],
    [{ product_type: 'gloves', color: 'red' }, 'unknownColour'],
    [{ product_type: '', color: 'red' }, 'unknownType'],
    [{ product_type: null }, 'unknownType'],
    // A type of the code's list that the catalog does not hold, and one the catalog holds that no route serves.
    [{ product_type: 'boots' }, 'unknownType'],
  ] as const)('%j → %s', (c, expected) => expect(campaignLinkProblem(c, catalog)).toBe(expected))

  it('a type without colours needs its one product page', () => {
    expect(campaignLinkProblem({ product_type: 'gloves' }, { ...catalog, products: [] })).toBe('noProductPage')
  })

  it('a type of the catalog that no route serves is refused', () => {
    expect(campaignLinkProblem({ product_type: 'hats' }, { ...catalog, types: [...catalog.types, 'hats'] })).toBe(
      'unknownType',
    )
  })
})

describe('coloursOf', () => {
  it('lists each colour of the type once, sorted; none for a type without colour pages', () => {
    const twice = { ...catalog, products: [...catalog.products, catalog.products[1]!] }
    expect(coloursOf('ankle-boots', twice)).toEqual(['black', 'red'])
    expect(coloursOf('gloves', catalog)).toEqual([])
    expect(coloursOf('pumps', catalog)).toEqual([])
  })
})
