// The typeahead's answer: a few products and articles in the asked language, as small as the list needs (name,
// colour, price, address and one picture; title and address), the same for every visitor of a query.
import { fill } from '@/domain/fill'
import { type Locale, localizedHref } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { SEARCH_Q_MAX } from '@/domain/search/query'
import { type SearchQuery, searchQuerySchema } from '@/domain/schemas/search'
import { messagesFor, perLocale } from '../http/copy'
import { TYPEAHEAD_LIMITS, search } from './index'

export const searchQuerySchemaFor = perLocale((l: Locale) => {
  const m = messagesFor(l).search.errors
  return searchQuerySchema({ tooShort: m.tooShort, tooLong: fill(m.tooLong, { max: SEARCH_Q_MAX }) })
})

export interface TypeaheadAnswer {
  q: string
  products: { name: string; colour: string; price: string; url: string; image: string | null }[]
  articles: { title: string; url: string }[]
  partial: boolean
}

export async function typeahead({ q, locale }: SearchQuery): Promise<TypeaheadAnswer> {
  const found = await search(q, locale, TYPEAHEAD_LIMITS)
  return {
    q,
    products: found.products.map((p) => ({
      name: p.title,
      colour: p.colorName,
      price: formatPrice(p.price, locale),
      url: localizedHref(`/${p.handle}`, locale),
      image: p.image?.cropped[0]?.src ?? p.image?.card?.src ?? p.image?.src ?? null,
    })),
    articles: found.articles.map((a) => ({ title: a.title, url: localizedHref(`/magazine/${a.slug}`, locale) })),
    partial: found.partial,
  }
}
