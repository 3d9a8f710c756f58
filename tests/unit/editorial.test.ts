import { describe, expect, it } from 'vitest'
import { countWords, formatArticleDate, newestFirst, readingMinutes } from '@/domain/editorial'

describe('editorial rules', () => {
  it('formats article dates per locale, on the Paris calendar day', () => {
    expect(formatArticleDate('2026-03-14T09:00:00.000Z', 'en')).toBe('March 14, 2026')
    expect(formatArticleDate('2026-03-14T09:00:00.000Z', 'fr')).toBe('14 mars 2026')
    // 23:30 UTC on the 31st is already 1 January in Paris.
    expect(formatArticleDate('2025-12-31T23:30:00.000Z', 'fr')).toBe('1 janvier 2026')
  })

  it('orders newest first, ties by slug', () => {
    const list = [
      { slug: 'b', publishedAt: '2025-01-01' },
      { slug: 'c', publishedAt: '2026-01-01' },
      { slug: 'a', publishedAt: '2025-01-01' },
    ]
    expect(newestFirst(list).map((x) => x.slug)).toEqual(['c', 'a', 'b'])
  })

  it('counts words of a Lexical tree, blocks included, and turns them into minutes', () => {
    const tree = {
      root: {
        children: [
          { type: 'paragraph', children: [{ type: 'text', text: 'Ten centimetres of Paris' }] },
          { type: 'block', fields: { blockType: 'pullQuote', quote: 'Elegance is a way of walking.' } },
        ],
      },
    }
    expect(countWords(tree)).toBe(10)
    expect(readingMinutes(0)).toBe(1)
    expect(readingMinutes(660)).toBe(3)
  })
})
