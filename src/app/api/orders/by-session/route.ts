// GET /api/orders/by-session?session_id=… — the public summary (number, status, lines, total) of the order behind a payment session
import { formatZodIssues } from '@/domain/schemas/issues'
import { orderLookupSchema } from '@/domain/schemas/orderLookup'
import { orderSummaryBySession } from '@/server/checkout/orders'
import { getPayload } from '@/server/payload'

// The session id is the shopper's capability (see server/checkout/orders.ts); never cache a personal answer.
const headers = { 'Cache-Control': 'private, no-store' }

export async function GET(request: Request): Promise<Response> {
  const parsed = orderLookupSchema.safeParse({ session_id: new URL(request.url).searchParams.get('session_id') ?? '' })
  if (!parsed.success) return Response.json({ errors: formatZodIssues(parsed.error) }, { status: 400, headers })
  const summary = await orderSummaryBySession(await getPayload(), parsed.data.session_id)
  if (!summary) return Response.json({ errors: [{ field: 'session_id', message: 'Order not found.' }] }, { status: 404, headers })
  return Response.json(summary, { headers })
}
