// The site search's one entry: one MiniSearch index over the shop's colourways and the magazine's articles, both
// languages in every document (a French shopper typing "red" finds the red pairs too), accent-folded, lightly
// stemmed, typo-tolerant (one edit from four letters, two from eight) and prefix-matching (the typeahead searches
// as the shopper types). Results are worded in the asked language.
//
// The index lives in this process and is dropped whenever the catalog, the magazine or the media are revalidated
// (the tags 'products', 'product-lists', 'articles', 'media': the collections' save and delete hooks clear them,
// and with REDIS_URL the revalidation bus repeats them on every instance); the next search rebuilds it (a few dozen
// documents, tens of milliseconds). A scheduled publication, run outside any request, is covered by the five-minute
// ceiling.
import MiniSearch, { type SearchOptions } from 'minisearch'
import type { Locale } from '@/domain/locale'
import { type Grouped, type Hit, type Limits, groupHits, parseDocId } from '@/domain/search/rank'
import { indexTerm } from '@/domain/search/terms'
import { CATALOG_TAG, PRODUCT_LISTS_TAG } from '../cache/catalogTags'
import { ARTICLES_TAG, MEDIA_TAG } from '../cache/contentTags'
import { processCopy } from '../cache/processCopy'
import type { CardView } from '../catalogViews'
import { getPayload } from '../platform/payload'
import { type ArticleHitView, type SearchDoc, type SearchDocuments, readSearchDocuments } from './documents'

export type { ArticleHitView } from './documents'

const CEILING_MS = 5 * 60_000

const OPTIONS: SearchOptions = {
  boost: { names: 4, colour: 3, material: 1.5, copy: 1, body: 0.5 },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 4 ? 0.25 : false),
  maxFuzzy: 2,
}

interface Built extends SearchDocuments {
  index: MiniSearch<SearchDoc>
}

async function build(payload: Awaited<ReturnType<typeof getPayload>>): Promise<Built> {
  const documents = await readSearchDocuments(payload)
  const index = new MiniSearch<SearchDoc>({
    fields: ['names', 'colour', 'material', 'copy', 'body'],
    processTerm: indexTerm,
    searchOptions: OPTIONS,
  })
  index.addAll(documents.docs)
  return { ...documents, index }
}

const current = processCopy([CATALOG_TAG, PRODUCT_LISTS_TAG, ARTICLES_TAG, MEDIA_TAG], CEILING_MS, build)

export interface SearchResults {
  q: string
  products: CardView[]
  articles: ArticleHitView[]
  partial: boolean
}

export const TYPEAHEAD_LIMITS: Limits = { products: 5, articles: 3 }
export const PAGE_LIMITS: Limits = { products: 24, articles: 8 }

const hitsOf = (index: MiniSearch<SearchDoc>, q: string, combineWith: 'AND' | 'OR'): Hit[] =>
  index.search(q, { combineWith }).flatMap((r) => {
    const parsed = parseDocId(String(r.id))
    return parsed ? [{ ...parsed, score: r.score }] : []
  })

/** Searches the shop and the magazine; `q` is already normalised (domain/search/query.ts). */
export async function search(q: string, locale: Locale, limits: Limits = PAGE_LIMITS): Promise<SearchResults> {
  const built = await current(await getPayload())
  const every = hitsOf(built.index, q, 'AND')
  const some = every.length ? [] : hitsOf(built.index, q, 'OR')
  const grouped: Grouped = groupHits(every, some, limits)
  return {
    q,
    products: grouped.products.flatMap((id) => built.products.get(id)?.[locale] ?? []),
    articles: grouped.articles.flatMap((id) => built.articles.get(id)?.[locale] ?? []),
    partial: grouped.partial,
  }
}
