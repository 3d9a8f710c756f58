// GET /api/stock?skus=… — stock per SKU and store type, for the product page's live sizes (cacheable for a second)
// POST /api/stock — the online store's available quantity per cart line id, for the drawer's reconciliation, with the
// order limits the drawer's + button stops at
// Both show at most STOCK_SHOWN_MAX units of a size (src/server/inventory/reads.ts), for the SKUs asked only.
import { stockRequestSchema } from '@/domain/schemas/stock'
import { stockQuerySchema } from '@/domain/schemas/stockQuery'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'
import { orderLimits } from '@/server/checkout/orderLimits'
import { getPayload } from '@/server/platform/payload'
import { inventoryRows, onlineStockFor } from '@/server/inventory/reads'
import { STOCK_MAX_AGE_S, cachedStock } from '@/server/inventory/snapshot'

export const GET = endpoint({
  name: 'stock-query',
  budget: 'api',
  who: 'anyone',
  input: 'query',
  schema: () => stockQuerySchema,
  async handle({ data }) {
    const rows = await cachedStock(data.skus.join(','), () => inventoryRows(data.skus))
    // Every product viewer polls this: a shared cache may answer for a second, so a sale shows within seconds
    // while the database sees at most one read per product per second. Checkout re-checks stock anyway.
    return Response.json({ rows }, { headers: { 'Cache-Control': `public, max-age=0, s-maxage=${STOCK_MAX_AGE_S}` } })
  },
})

export const POST = endpoint({
  name: 'stock',
  budget: 'api',
  who: 'anyone',
  input: 'json',
  schema: () => stockRequestSchema,
  // Stock changes with every sale: never let a proxy or the browser keep an old answer.
  async handle({ data }) {
    const [stock, { perSize, perOrder }] = await Promise.all([
      onlineStockFor(data.items),
      orderLimits(await getPayload()),
    ])
    return json({ stock, limits: { perSize, perOrder } })
  },
})
