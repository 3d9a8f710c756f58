// The search's pure rules: query normalisation and the page's cut, the shared term rules (folding, stop words,
// stemming), the grouping of hits (every word first, partial otherwise, noise left out, stable order), the
// "did you mean" type and the no-result suggestions, and the endpoint's schema.
import { describe, expect, it } from 'vitest'
import { SEARCH_Q_MAX, isSearchPath, normalizeQuery, pageQuery, searchable } from '@/domain/search/query'
import { type Hit, docId, groupHits, parseDocId } from '@/domain/search/rank'
import { POPULAR_SHOWN, nearestType, noResultSuggestions } from '@/domain/search/suggest'
import { indexTerm, stem } from '@/domain/search/terms'
import { searchQuerySchema } from '@/domain/schemas/search'

describe('query', () => {
  it('normalises to one line of single spaces, without control characters', () => {
    expect(normalizeQuery('  bottines\t\n rouges\u0000 ')).toBe('bottines rouges')
    expect(normalizeQuery('e\u0301carpin')).toBe('écarpin')
    expect(normalizeQuery('a\u200bb')).toBe('a b')
  })
  it('needs two letters or digits to search', () => {
    expect(['', ' ', 'a', '--', '!!', 'é '].map(searchable)).toEqual([false, false, false, false, false, false])
    expect(['ab', '38', 'é-à', 'Émily'].map(searchable)).toEqual([true, true, true, true])
  })
  it('the page reads the first q, normalised and cut to the longest query', () => {
    expect(pageQuery(undefined)).toBe('')
    expect(pageQuery(['  red ', 'blue'])).toBe('red')
    expect(pageQuery('x'.repeat(200))).toHaveLength(SEARCH_Q_MAX)
    expect(pageQuery(`${'a'.repeat(SEARCH_Q_MAX - 1)} b`)).toBe('a'.repeat(SEARCH_Q_MAX - 1))
  })
  it('knows the results page in both languages', () => {
    expect(['/search', '/fr/search', '/search/'].map(isSearchPath)).toEqual([true, true, true])
    expect(['/searching', '/fr/search/x', '/en/search', '/magazine/search'].map(isSearchPath)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})

describe('terms', () => {
  it('folds accents and case and strips plural and feminine endings alike', () => {
    expect(stem('Escarpins')).toBe(stem('escarpin'))
    expect(stem('Bottines')).toBe('bottin')
    expect(stem('dorées')).toBe(stem('Doré'))
    expect(stem('ÉMILY')).toBe('emily')
    expect(stem('red')).toBe('red')
  })
  it('drops function words in both languages', () => {
    expect(['the', 'de', 'Les', 'pour'].map(indexTerm)).toEqual([null, null, null, null])
    expect(indexTerm('rouges')).toBe('roug')
  })
})

describe('groupHits', () => {
  const p = (id: number, score: number): Hit => ({ kind: 'product', id, score })
  const a = (id: number, score: number): Hit => ({ kind: 'article', id, score })
  const limits = { products: 3, articles: 2 }

  it('lists products and articles apart, best first, ties by id', () => {
    expect(groupHits([p(3, 5), a(9, 8), p(1, 5), p(2, 9), a(4, 1)], [], limits)).toEqual({
      products: [2, 1, 3],
      articles: [9, 4],
      partial: false,
    })
  })
  it('keeps each group to its limit and leaves out hits under a tenth of the best', () => {
    expect(groupHits([p(1, 10), p(2, 9), p(3, 8), p(4, 7)], [], limits).products).toEqual([1, 2, 3])
    expect(groupHits([p(1, 10), p(2, 0.5)], [], limits).products).toEqual([1])
  })
  it('falls back to documents holding some words, flagged partial, only when none holds every word', () => {
    expect(groupHits([], [p(1, 2)], limits)).toEqual({ products: [1], articles: [], partial: true })
    expect(groupHits([p(2, 1)], [p(1, 2)], limits)).toEqual({ products: [2], articles: [], partial: false })
    expect(groupHits([], [], limits)).toEqual({ products: [], articles: [], partial: false })
  })
  it('ids carry their kind both ways', () => {
    expect(parseDocId(docId('article', 12))).toEqual({ kind: 'article', id: 12 })
    expect(parseDocId('product:x')).toBeNull()
    expect(parseDocId('page:1')).toBeNull()
  })
})

describe('suggestions for no results', () => {
  const types = [
    { slug: 'ankle-boots', name: 'Bottines' },
    { slug: 'pumps', name: 'Escarpins' },
    { slug: 'sandals', name: 'Sandales' },
  ]
  it('finds the type a mistyped word meant, in either language', () => {
    expect(nearestType('sandles', types)?.slug).toBe('sandals')
    expect(nearestType('escarpn noir', types)?.slug).toBe('pumps')
    expect(nearestType('ankel boots', types)?.slug).toBe('ankle-boots')
    expect(nearestType('xyz', types)).toBeNull()
    expect(nearestType('umbrella', types)).toBeNull()
  })
  it('puts the nearest type first, then the others, and a few popular pairs', () => {
    const popular = Array.from({ length: 8 }, (_, i) => i)
    const s = noResultSuggestions('sandales dorrées', types, popular)
    expect(s.near?.slug).toBe('sandals')
    expect(s.types.map((t) => t.slug)).toEqual(['sandals', 'ankle-boots', 'pumps'])
    expect(s.popular).toHaveLength(POPULAR_SHOWN)
    expect(noResultSuggestions('qqq', types, []).types).toEqual(types)
  })
})

describe('searchQuerySchema', () => {
  const schema = searchQuerySchema({ tooShort: 'short', tooLong: 'long' })
  const issue = (input: unknown) => {
    const r = schema.safeParse(input)
    return r.success ? null : r.error.issues.map((i) => [i.path.join('.'), i.message])
  }
  it('accepts a query and defaults the language to English', () => {
    expect(schema.parse({ q: '  Bottines   rouges ' })).toEqual({ q: 'Bottines rouges', locale: 'en' })
    expect(schema.parse({ q: 'emily', locale: 'fr' }).locale).toBe('fr')
  })
  it('refuses a missing, short or too long query on q', () => {
    expect(issue({})).toEqual([['q', 'short']])
    expect(issue({ q: ' a ' })).toEqual([['q', 'short']])
    expect(issue({ q: 'x'.repeat(SEARCH_Q_MAX + 1) })).toEqual([['q', 'long']])
    expect(issue({ q: 'x'.repeat(SEARCH_Q_MAX) })).toBeNull()
    expect(issue({ q: 'ok', locale: 'de' })?.[0]?.[0]).toBe('locale')
  })
})
