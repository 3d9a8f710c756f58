// GET /api/search?q=…&locale=en|fr — the header's typeahead: a few products and magazine articles for what the
// shopper typed. The answer is the same for everyone, so a shared cache may keep it a minute.
import { SEARCH_CACHE_CONTROL } from '@/domain/search/query'
import { endpoint } from '@/server/http/endpoint'
import { searchQuerySchemaFor, typeahead } from '@/server/search/api'

export const GET = endpoint({
  name: 'search',
  budget: 'api',
  who: 'anyone',
  input: 'query',
  schema: searchQuerySchemaFor,
  async handle({ data }) {
    return Response.json(await typeahead(data), { headers: { 'Cache-Control': SEARCH_CACHE_CONTROL } })
  },
})
