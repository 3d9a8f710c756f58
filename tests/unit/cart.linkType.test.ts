import { describe, expect, it } from 'vitest'
import { inferProductType, productHref } from '@/domain/cart/linkType'

describe('inferProductType', () => {
  it.each([
    ['type wins over everything', { type: 'boots', product_id: 'pumps-red-38', title: 'Sandals' }, 'boots'],
    ['type with a space is normalised', { type: 'Ankle Boots' }, 'ankle-boots'],
    ['unknown type falls back to product_id', { type: 'shoe', product_id: 'sandals-gold-37' }, 'sandals'],
    ['longest prefix: ankle-boots, not boots', { product_id: 'ankle-boots-black-38.5' }, 'ankle-boots'],
    ['boots prefix', { product_id: 'boots-taupe-40' }, 'boots'],
    ['gloves prefix', { product_id: 'gloves-black-7' }, 'gloves'],
    ['prefix must end at a dash', { product_id: 'bootsy-1', title: '' }, null],
    ['then the id', { product_id: '42', id: 'sneakers-white-40:40' }, 'sneakers'],
    ['then the English title', { product_id: 'x', title: 'Black Ankle Boots' }, 'ankle-boots'],
    ['singular English title', { title: 'The red pump' }, 'pumps'],
    ['Bottines → ankle-boots', { title: 'Bottines Noir' }, 'ankle-boots'],
    ['Bottes → boots', { title: 'Bottes Bordeaux' }, 'boots'],
    ['Escarpins → pumps', { title: 'Escarpins Jaune' }, 'pumps'],
    ['Sandales → sandals', { title: 'Sandales Or' }, 'sandals'],
    ['Baskets → sneakers', { title: 'Baskets Blanc' }, 'sneakers'],
    ['Gants → gloves', { title: 'Gants en agneau' }, 'gloves'],
    ['Boots title → boots', { title: 'Taupe Boots' }, 'boots'],
    ['nothing known', { title: 'Gift card' }, null],
    ['empty item', {}, null],
  ])('%s', (_, item, expected) => {
    expect(inferProductType(item)).toBe(expected)
  })
})

describe('productHref', () => {
  it.each([
    [{ type: 'ankle-boots', color: 'black' }, 'en', '/ankle-boots/black'],
    [{ type: 'ankle-boots', color: 'black' }, 'fr', '/fr/ankle-boots/black'],
    [{ type: 'gloves', color: 'black' }, 'en', '/gloves'],
    [{ type: 'gloves', color: 'black' }, 'fr', '/fr/gloves'],
    [{ product_id: 'boots-taupe-38', color: '' }, 'en', '/boots/taupe'],
    [{ title: 'Escarpins', color: 'Yellow' }, 'fr', '/fr/pumps/yellow'],
    [{ type: 'pumps', color: '' }, 'en', '/pumps'],
    [{ title: 'Gift card', color: 'red' }, 'en', null],
  ] as const)('%j in %s → %s', (item, locale, expected) => {
    expect(productHref(item, locale)).toBe(expected)
  })
})
