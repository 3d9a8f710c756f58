// Query of GET /api/search?q=…&locale=… — the header's typeahead: what the shopper typed and the language the
// answer is worded in. The same rules as the results page (../search/query.ts), but a query that is empty, too
// short or too long is refused here with the field named, where the page would cut it.
import { SEARCH_Q_MAX, normalizeQuery, searchable } from '../search/query'
import { localeField } from './fields'
import { z } from './zod'

export interface SearchQueryMessages {
  /** Missing, empty or under two letters. */
  tooShort: string
  tooLong: string
}

export const searchQuerySchema = (m: SearchQueryMessages) =>
  z.object({
    q: z
      .string({ error: m.tooShort })
      .max(SEARCH_Q_MAX * 4, { error: m.tooLong })
      .transform(normalizeQuery)
      .pipe(z.string().max(SEARCH_Q_MAX, { error: m.tooLong }).refine(searchable, { error: m.tooShort })),
    locale: localeField.default('en'),
  })

export type SearchQuery = z.output<ReturnType<typeof searchQuerySchema>>
