import { describe, expect, it } from 'vitest'
import { wishlistProductsSchema, wishlistWriteSchema } from '@/domain/schemas/wishlist'
import {
  WISHLIST_MAX,
  mergeSaved,
  normaliseSaved,
  parseStoredSaved,
  sameSaved,
  toggleSaved,
} from '@/domain/wishlist/saved'

describe('saved pairs', () => {
  it('saves a pair first and takes it out on a second tap', () => {
    expect(toggleSaved([3, 1], 7)).toEqual([7, 3, 1])
    expect(toggleSaved([7, 3, 1], 3)).toEqual([7, 1])
  })

  it('keeps at most WISHLIST_MAX, the oldest saved going first', () => {
    const full = Array.from({ length: WISHLIST_MAX }, (_, i) => i + 1)
    const next = toggleSaved(full, 1000)
    expect(next).toHaveLength(WISHLIST_MAX)
    expect(next[0]).toBe(1000)
    expect(next).not.toContain(WISHLIST_MAX)
  })

  it('joins a guest list into the account’s at sign-in: the account’s first, each pair once', () => {
    expect(mergeSaved([5, 2], [2, 9, 5, 4])).toEqual([5, 2, 9, 4])
    expect(mergeSaved([], [4])).toEqual([4])
  })

  it('keeps only positive whole ids, each once', () => {
    expect(normaliseSaved([3, '4', 3, -1, 0, 2.5, null, 8])).toEqual([3, 8])
    expect(sameSaved([1, 2], [1, 2])).toBe(true)
    expect(sameSaved([1, 2], [2, 1])).toBe(false)
  })

  it('reads what the browser kept, and nothing from anything else', () => {
    expect(parseStoredSaved('[4,2,4]')).toEqual([4, 2])
    for (const text of [null, '', '{', '{"a":1}', '"x"']) expect(parseStoredSaved(text)).toEqual([])
  })
})

describe('wishlist schemas', () => {
  it('accepts a list of product ids and names the bad entry', () => {
    expect(wishlistWriteSchema.parse({ products: [1, 2] })).toEqual({ products: [1, 2] })
    const bad = wishlistWriteSchema.safeParse({ products: [1, 1.5] })
    expect(bad.success || bad.error.issues[0]!.path).toEqual(['products', 1])
  })

  it('reads the cards query: ids in order, a language, and refuses anything else', () => {
    expect(wishlistProductsSchema.parse({ ids: '3,1,2', locale: 'fr' })).toEqual({ ids: [3, 1, 2], locale: 'fr' })
    expect(wishlistProductsSchema.parse({ ids: '3' })).toEqual({ ids: [3], locale: 'en' })
    for (const ids of ['', '1,,2', 'a', '1;2', '0'])
      expect(wishlistProductsSchema.safeParse({ ids }).success).toBe(false)
  })
})
