// GET /api/stock/type?type=… — stock per SKU and store type of every size of a type's colourways, for its listing's
// size filter (cacheable for a second, as GET /api/stock)
import { typeStockQuerySchema } from '@/domain/schemas/typeStockQuery'
import { endpoint } from '@/server/http/endpoint'
import { typeStockRows } from '@/server/catalog'
import { STOCK_MAX_AGE_S } from '@/server/inventory/snapshot'

export const GET = endpoint({
  name: 'stock-type',
  budget: 'api',
  who: 'anyone',
  input: 'query',
  schema: () => typeStockQuerySchema,
  async handle({ data }) {
    // The same for every shopper and a second old at most: a shared cache may answer it. Checkout re-checks stock.
    const rows = await typeStockRows(data.type)
    return Response.json({ rows }, { headers: { 'Cache-Control': `public, max-age=0, s-maxage=${STOCK_MAX_AGE_S}` } })
  },
})
