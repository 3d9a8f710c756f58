// POST /api/payments/webhook — Stripe's signed checkout events (completed, async succeeded/failed, expired)
import { endpoint } from '@/server/http/endpoint'
import { ApiError, json } from '@/server/http/errors'
import { log } from '@/server/platform/log'
import { getPayload } from '@/server/platform/payload'
import { handleStripeWebhook } from '@/server/checkout/stripeWebhook'

// An event carries one object (a Checkout Session weighs a few kB). We found no size bound in Stripe's documentation
// to copy, so the cap leaves ample room for expanded objects while refusing the megabyte bodies nobody sends.
const STRIPE_WEBHOOK_MAX_BYTES = 512 * 1024

let warned = false

export const POST = endpoint({
  name: 'stripe-webhook',
  // Stripe delivers in bursts from a few addresses and every event is authenticated by its signature: no address limit.
  budget: null,
  who: 'anyone',
  // Sent by Stripe's servers, not from a page of ours: the signature below authenticates it, not an origin.
  fromAnywhere: true,
  maxBytes: STRIPE_WEBHOOK_MAX_BYTES,
  // The signature covers the exact bytes Stripe sent: the raw text, never a re-serialised JSON.
  input: 'raw',
  async handle({ request, data }) {
    if (!process.env.STRIPE_WEBHOOK_SECRET) {
      // Not an error of ours at run time: the shop takes no Stripe payments. Said once, not at every call.
      if (!warned) log.warn('Stripe webhook called but STRIPE_WEBHOOK_SECRET is not set; answering 503')
      warned = true
      throw new ApiError(503, [{ field: '', message: 'Stripe webhooks are not configured on this shop.' }], {
        received: false,
      })
    }
    const { status, body } = await handleStripeWebhook(getPayload, data, request.headers.get('stripe-signature'))
    return json(body, status)
  },
})
