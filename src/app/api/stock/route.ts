// GET /api/stock?skus=… — stock per SKU and store type, for the product page's live sizes (cacheable for a second)
// POST /api/stock — the online store's available quantity per cart line id, for the drawer's reconciliation
import { NextResponse } from 'next/server'
import { formatZodIssues } from '@/domain/schemas/issues'
import { stockRequestSchema } from '@/domain/schemas/stock'
import { stockQuerySchema } from '@/domain/schemas/stockQuery'
import { inventoryRows, onlineStockFor } from '@/server/inventory'
import { log } from '@/server/log'
import { STOCK_MAX_AGE_S, cachedStock } from '@/server/stockSnapshot'

const unavailable = () => NextResponse.json({ errors: [{ field: '', message: 'Stock is unavailable right now.' }] }, { status: 503 })

export async function GET(request: Request) {
  const parsed = stockQuerySchema.safeParse({ skus: new URL(request.url).searchParams.get('skus') ?? '' })
  if (!parsed.success) return NextResponse.json({ errors: formatZodIssues(parsed.error) }, { status: 422 })
  try {
    const rows = await cachedStock(parsed.data.skus.join(','), () => inventoryRows(parsed.data.skus))
    // Every product viewer polls this: a shared cache may answer for a second, so a sale shows within seconds
    // while the database sees at most one read per product per second. Checkout re-checks stock anyway.
    return NextResponse.json({ rows }, { headers: { 'Cache-Control': `public, max-age=0, s-maxage=${STOCK_MAX_AGE_S}` } })
  } catch (err) {
    log.error('stock read failed', { err: String(err) })
    return unavailable()
  }
}

export async function POST(request: Request) {
  const body = await request.json().catch(() => undefined)
  if (body === undefined) return NextResponse.json({ errors: [{ field: '', message: 'Expected a JSON body.' }] }, { status: 400 })
  const parsed = stockRequestSchema.safeParse(body)
  if (!parsed.success) return NextResponse.json({ errors: formatZodIssues(parsed.error) }, { status: 422 })
  try {
    const stock = await onlineStockFor(parsed.data.items)
    // Stock changes with every sale: never let a proxy or the browser keep an old answer.
    return NextResponse.json({ stock }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (err) {
    log.error('stock read failed', { err: String(err) })
    return unavailable()
  }
}
