// Stripe Checkout Sessions: EUR line items priced from the database, the shopper's email, shipping to the
// 40 countries, the order id in metadata, an idempotency key and an expiry matching the stock hold.
import Stripe from 'stripe'
import { COUNTRY_CODES, isCountryCode } from '@/domain/schemas/countries'
import { DELIVERY_DAYS, deliveryRegion } from '@/domain/shipping'
import { messagesFor } from '../http/copy'
import type { CreateSessionInput, PaymentProvider, RefundInput } from './types'

export function stripeClient(
  secretKey: string,
  opts: { host?: string; port?: number; protocol?: 'http' | 'https' } = {},
) {
  return new Stripe(secretKey, { maxNetworkRetries: 1, timeout: 20_000, ...opts })
}

// Stripe refuses an expires_at less than 30 minutes after it receives the request: keep a minute of margin.
export const STRIPE_MIN_SESSION_MS = 31 * 60_000

/** The session's expiry: the hold's, or 31 minutes from now if the hold is shorter than Stripe accepts. */
export const stripeExpiry = (holdExpiresAt: Date, now = Date.now()) =>
  new Date(Math.ceil(Math.max(holdExpiresAt.getTime(), now + STRIPE_MIN_SESSION_MS) / 1000) * 1000)

/** The order's shipping as one fixed-amount rate, named in the shopper's language with the terms' estimate. */
export function shippingRate(
  input: CreateSessionInput,
): Stripe.Checkout.SessionCreateParams.ShippingOption.ShippingRateData {
  const region = deliveryRegion(input.shipping.country)
  const copy = messagesFor(input.locale).checkout.delivery
  const days = DELIVERY_DAYS[region]
  return {
    type: 'fixed_amount',
    display_name: region === 'france' ? copy.methodFrance : copy.methodEurope,
    fixed_amount: { amount: input.shipping.amount, currency: 'eur' },
    delivery_estimate: {
      minimum: { unit: 'business_day', value: days.min },
      maximum: { unit: 'business_day', value: days.max },
    },
  }
}

export const stripeProvider = (stripe: Stripe): PaymentProvider => ({
  name: 'stripe',
  async createSession(input: CreateSessionInput) {
    const expiresAt = stripeExpiry(input.expiresAt)
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        currency: 'eur',
        customer_email: input.email,
        locale: input.locale,
        line_items: input.lines.map((l) => ({
          quantity: l.quantity,
          price_data: {
            currency: 'eur',
            unit_amount: l.unitPrice,
            product_data: { name: l.title, metadata: { sku: l.sku } },
          },
        })),
        // The shipping was priced for the country the shopper chose in our panel: Stripe offers that country only,
        // so the address it collects is one the rate applies to.
        shipping_address_collection: {
          allowed_countries: (isCountryCode(input.shipping.country)
            ? [input.shipping.country]
            : [...COUNTRY_CODES]) as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry[],
        },
        shipping_options: [{ shipping_rate_data: shippingRate(input) }],
        metadata: { orderId: String(input.orderId), orderNumber: input.orderNumber },
        client_reference_id: String(input.orderId),
        success_url: `${input.successUrl}${input.successUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: input.cancelUrl,
        // Stripe accepts 30 minutes to 24 hours; the hold is then extended to cover it (createCheckout).
        expires_at: expiresAt.getTime() / 1000,
      },
      { idempotencyKey: input.idempotencyKey },
    )
    if (!session.url) throw new Error('Stripe returned no checkout URL')
    return { id: session.id, url: session.url, expiresAt }
  },
  async expireSession(sessionId: string) {
    try {
      await stripe.checkout.sessions.expire(sessionId)
      return true
    } catch (err) {
      // Only an open session can be expired: ask whether it was paid or had already expired.
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err
      return (await stripe.checkout.sessions.retrieve(sessionId)).status === 'expired'
    }
  },
  // Stripe's Refunds API refunds a PaymentIntent: the session names the one it created. The idempotency key makes a
  // repeated refund (a retry after a timeout, a second press) return the first refund instead of paying twice.
  async refund(input: RefundInput) {
    const session = await stripe.checkout.sessions.retrieve(input.sessionId)
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
    if (!intent) throw new Error(`Checkout session ${input.sessionId} has no payment to refund`)
    const refund = await stripe.refunds.create(
      { payment_intent: intent, amount: input.amount, reason: 'requested_by_customer' },
      { idempotencyKey: input.idempotencyKey },
    )
    return { id: refund.id }
  },
})
