// GET /api/wishlist/products?ids=3,17,9&locale=fr — the cards of a list of saved pairs for the wishlist page, in that
// order, each size with its stock state. The same answer for anyone asking for the same pairs (nothing about who
// asks), so a shared cache may keep it for as long as the stock answer (a second).
import { wishlistProductsSchema } from '@/domain/schemas/wishlist'
import { getSavedPairs } from '@/server/catalog'
import { endpoint } from '@/server/http/endpoint'
import { STOCK_MAX_AGE_S } from '@/server/inventory/snapshot'

export const GET = endpoint({
  name: 'wishlist-products',
  budget: 'api',
  who: 'anyone',
  input: 'query',
  schema: () => wishlistProductsSchema,
  async handle({ data }) {
    const pairs = await getSavedPairs([...new Set(data.ids)], data.locale)
    return Response.json({ pairs }, { headers: { 'Cache-Control': `public, max-age=0, s-maxage=${STOCK_MAX_AGE_S}` } })
  },
})
