// POST /api/stock — the online store's available quantity per cart line id, for the drawer's reconciliation
import { NextResponse } from 'next/server'
import { formatZodIssues } from '@/domain/schemas/issues'
import { stockRequestSchema } from '@/domain/schemas/stock'
import { onlineStockFor } from '@/server/inventory'
import { log } from '@/server/log'

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
    return NextResponse.json({ errors: [{ field: '', message: 'Stock is unavailable right now.' }] }, { status: 503 })
  }
}
