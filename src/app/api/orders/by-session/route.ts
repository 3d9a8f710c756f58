// GET /api/orders/by-session?session_id=… — the public summary (number, status, lines, total) of the order behind a payment session
import { orderLookupSchema } from '@/domain/schemas/orderLookup'
import { orderSummaryBySession } from '@/server/checkout/orders'
import { endpoint } from '@/server/http/endpoint'
import { ApiError, json } from '@/server/http/errors'
import { getPayload } from '@/server/platform/payload'

// The session id is the shopper's capability (see server/checkout/orders.ts); never cache a personal answer.
const headers = { 'Cache-Control': 'private, no-store' }

export const GET = endpoint({
  name: 'order-summary',
  budget: 'api',
  who: 'anyone',
  input: 'query',
  invalidStatus: 400,
  schema: () => orderLookupSchema,
  // The lines come named in the caller's language (?locale=, else Accept-Language).
  async handle({ data, locale }) {
    const summary = await orderSummaryBySession(await getPayload(), data.session_id, locale)
    if (!summary) throw new ApiError(404, [{ field: 'session_id', message: 'Order not found.' }], {}, headers)
    return json(summary, 200, headers)
  },
})
