// POST /api/payments/webhook — Stripe's signed checkout events (completed, async succeeded/failed, expired)
import { getPayload } from '@/server/payload'
import { handleStripeWebhook } from '@/server/payments/stripeWebhook'

export async function POST(request: Request): Promise<Response> {
  // The signature covers the exact bytes Stripe sent: read the raw text, never a re-serialised JSON.
  const raw = await request.text()
  const { status, body } = await handleStripeWebhook(getPayload, raw, request.headers.get('stripe-signature'))
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}
