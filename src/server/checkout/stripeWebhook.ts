// Stripe's webhook: verify the signature on the raw body, allow-list the event types, hand each one
// to the shared fulfilment (which dedupes on the event id and acts once per session), answer 2xx quickly.
// Stripe retries any non-2xx for three days, so only a bad signature (400) or our own failure (500) is not 200.
import Stripe from 'stripe'
import type { Payload } from 'payload'
import { completesNow, outcomeForStripeEvent } from '@/domain/payments'
import { settlePaymentEvent } from './fulfilment'
import { log } from '../platform/log'

export interface WebhookAnswer {
  status: number
  body: { received: boolean; ignored?: string; error?: string }
}

// Signature checks need no API key: constructEvent is local HMAC work.
const verifier = () => new Stripe(process.env.STRIPE_SECRET_KEY || 'sk_test_signature_only')

export async function handleStripeWebhook(
  payload: () => Promise<Payload>,
  rawBody: string,
  signature: string | null,
  secret = process.env.STRIPE_WEBHOOK_SECRET,
): Promise<WebhookAnswer> {
  if (!secret) {
    log.error('Stripe webhook called but STRIPE_WEBHOOK_SECRET is not set')
    return { status: 500, body: { received: false, error: 'Webhook not configured' } }
  }
  if (!signature) return { status: 400, body: { received: false, error: 'Missing Stripe-Signature header' } }
  let event: Stripe.Event
  try {
    event = verifier().webhooks.constructEvent(rawBody, signature, secret)
  } catch (err) {
    log.warn('Stripe webhook signature rejected', { err: String((err as Error).message ?? err) })
    return { status: 400, body: { received: false, error: 'Invalid signature' } }
  }
  const outcome = outcomeForStripeEvent(event.type)
  if (!outcome) return { status: 200, body: { received: true, ignored: event.type } }
  const session = event.data.object as Stripe.Checkout.Session
  // A completed session paid by a delayed method waits for async_payment_succeeded/failed.
  if (!completesNow(event.type, session.payment_status))
    return { status: 200, body: { received: true, ignored: 'payment pending' } }
  const orderId = orderIdOf(session)
  try {
    const order = await settlePaymentEvent(await payload(), {
      eventId: event.id,
      sessionId: session.id,
      orderId,
      orderNumber: session.metadata?.orderNumber,
      outcome,
      type: event.type,
      provider: 'stripe',
    })
    if (!order) {
      // Not recorded as seen. A session that names one of our orders is retried by Stripe (non-2xx) until the order
      // is there; a session that names none was not opened by this shop: acknowledged, nothing to wait for.
      if (orderId == null) return { status: 200, body: { received: true, ignored: 'unknown session' } }
      log.warn('Stripe event for an order not found; asking Stripe to retry', {
        event: event.id,
        session: session.id,
        orderId,
      })
      return { status: 404, body: { received: false, error: 'Order not found' } }
    }
    return { status: 200, body: { received: true } }
  } catch (err) {
    // 500 makes Stripe deliver again later; the event id was not recorded (the transaction rolled back).
    log.error('Stripe webhook handling failed', { event: event.id, type: event.type, err: String(err) })
    return { status: 500, body: { received: false, error: 'Handler failed' } }
  }
}

/** The order id our sessions carry (metadata.orderId, client_reference_id), when it is a positive integer. */
function orderIdOf(session: Stripe.Checkout.Session): number | undefined {
  for (const v of [session.metadata?.orderId, session.client_reference_id]) {
    if (typeof v === 'string' && /^[1-9]\d{0,14}$/.test(v)) return Number(v)
  }
  return undefined
}
