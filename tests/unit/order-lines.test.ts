// An order line in the order's language (src/domain/orderLines.ts): the French stored at purchase, the English of
// older orders as the fallback, and the size named as French names it — pointure for shoes, taille for gloves.
import { describe, expect, it } from 'vitest'
import { boughtWords, itemLabel, lineWords, localizeLine, sizeKind, sizeWord } from '@/domain/orderLines'

const shoe = {
  sku: 'vavin-nude-38',
  title: 'Vavin pumps, nude',
  titleFr: 'Escarpins Vavin, nude',
  color: 'Nude',
  colorFr: 'Nude',
  size: '38',
  sizeSystem: 'eu-shoe',
}
const glove = {
  sku: 'odeon-black-7',
  title: 'Odéon gloves, black',
  titleFr: 'Gants Odéon, noir',
  color: 'Black',
  colorFr: 'Noir',
  size: '7',
  sizeSystem: 'glove-hand',
}
const old = { sku: 'old-38', title: 'Vavin pumps, nude', color: 'Nude', size: '38', titleFr: null, colorFr: null }

describe('lineWords', () => {
  it('reads the French stored at purchase on a French page, the English on an English one', () => {
    expect(lineWords(glove, 'fr')).toEqual({ title: 'Gants Odéon, noir', color: 'Noir', sizeSystem: 'glove-hand' })
    expect(lineWords(glove, 'en')).toEqual({ title: 'Odéon gloves, black', color: 'Black', sizeSystem: 'glove-hand' })
  })

  it('falls back to the stored English for an order placed before the French was kept, and to shoes', () => {
    expect(lineWords(old, 'fr')).toEqual({ title: 'Vavin pumps, nude', color: 'Nude', sizeSystem: 'eu-shoe' })
    expect(lineWords({ title: 'X', titleFr: '', color: null }, 'fr')).toEqual({
      title: 'X',
      color: '',
      sizeSystem: 'eu-shoe',
    })
  })

  it('localizeLine keeps the rest of the line', () => {
    expect(localizeLine({ ...shoe, quantity: 2 }, 'fr')).toMatchObject({
      sku: 'vavin-nude-38',
      title: 'Escarpins Vavin, nude',
      quantity: 2,
      size: '38',
    })
  })
})

describe('the size word', () => {
  it('is pointure for shoes and taille for gloves in French, size in English', () => {
    expect(sizeWord('eu-shoe', 'fr')).toBe('pointure')
    expect(sizeWord('glove-hand', 'fr')).toBe('taille')
    expect(sizeWord('eu-shoe', 'en')).toBe('size')
    expect(sizeWord('glove-hand', 'en')).toBe('size')
  })

  it('selects the copy: glove for gloves, shoe otherwise (unknown included)', () => {
    expect(sizeKind('glove-hand')).toBe('glove')
    expect(sizeKind('eu-shoe')).toBe('shoe')
    expect(sizeKind(undefined)).toBe('shoe')
  })
})

describe('itemLabel', () => {
  it('names the item with its colour and size in the order language', () => {
    expect(itemLabel(shoe, 'fr')).toBe('Escarpins Vavin, nude — Nude — pointure 38')
    expect(itemLabel(glove, 'fr')).toBe('Gants Odéon, noir — Noir — taille 7')
    expect(itemLabel(glove, 'en')).toBe('Odéon gloves, black — Black — size 7')
    expect(itemLabel({ title: 'Gift card', size: null }, 'fr')).toBe('Gift card')
  })

  it('writes a half size with a decimal comma in French (invoice, credit note, emails), a point in English', () => {
    expect(itemLabel({ ...shoe, size: '35.5' }, 'fr')).toBe('Escarpins Vavin, nude — Nude — pointure 35,5')
    expect(itemLabel({ ...glove, size: '6.5' }, 'fr')).toBe('Gants Odéon, noir — Noir — taille 6,5')
    expect(itemLabel({ ...shoe, size: '35.5' }, 'en')).toBe('Vavin pumps, nude — Nude — size 35.5')
  })

  it('names a returned line as it was bought, by SKU', () => {
    const returned = { sku: 'odeon-black-7', title: 'Odéon gloves, black', size: '7' }
    expect(itemLabel({ ...returned, ...boughtWords([shoe, glove], returned.sku) }, 'fr')).toBe(
      'Gants Odéon, noir — Noir — taille 7',
    )
    expect(boughtWords([shoe], 'missing')).toEqual({})
  })
})
