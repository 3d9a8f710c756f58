// The seed's exact English strings are the ones the cart and catalog show, and every
// key of the catalog and cart namespaces exists in French too.
import { describe, expect, it } from 'vitest'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import { CART_EMPTY } from '@/domain/cart/rules'

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  )

describe('catalog and cart copy', () => {
  it.each([
    ['cart.empty', en.cart.empty, CART_EMPTY],
    [
      'cart.stockAdjusted',
      en.cart.stockAdjusted,
      'Cart updated: some items were adjusted to available stock or removed due to insufficient stock.',
    ],
    ['cart.stockWarning', en.cart.stockWarning, 'Only {n} available in stock'],
    ['catalog.product.outOfStock', en.catalog.product.outOfStock, 'Out of Stock'],
    [
      'catalog.product.outOfStockAll',
      en.catalog.product.outOfStockAll,
      'This product is currently out of stock in all sizes.',
    ],
    ['notFound.title', en.notFound.title, 'Page Not Found'],
    ['catalog.product.notFound', en.catalog.product.notFound, 'Product not found'],
    ['catalog.product.noDescription', en.catalog.product.noDescription, 'Description not available'],
  ])('%s is word for word', (_key, actual, expected) => expect(actual).toBe(expected))

  it.each(['catalog', 'cart'] as const)('%s has the same keys in both languages, none left in English', (ns) => {
    expect(keys(fr[ns]).sort()).toEqual(keys(en[ns]).sort())
    const same = keys(en[ns]).filter((k) => {
      const get = (o: object) => k.split('.').reduce<unknown>((v, p) => (v as Record<string, unknown>)[p], o)
      // A placeholder ({value}) is not a word: "{value} ({n})" reads the same in both languages.
      return get(en[ns]) === get(fr[ns]) && /[a-z]{4}/.test(String(get(en[ns])).replace(/\{[^}]*\}/g, ''))
    })
    // Words that are the same in both languages.
    expect(same.filter((k) => !/(lookbook|total|descriptionTitle|guide\.(eu|fr|it|uk|us))$/.test(k))).toEqual([])
  })
})
