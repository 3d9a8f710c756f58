// Stripe Checkout Sessions: EUR line items priced from the database, the shopper's email, shipping to the
// 40 countries, the order id in metadata, an idempotency key and an expiry matching the stock hold.
import Stripe from 'stripe'
import { COUNTRY_CODES } from '@/domain/schemas/countries'
import type { CreateSessionInput, PaymentProvider } from './types'

export function stripeClient(secretKey: string, opts: { host?: string; port?: number; protocol?: 'http' | 'https' } = {}) {
  return new Stripe(secretKey, { maxNetworkRetries: 1, timeout: 20_000, ...opts })
}

export const stripeProvider = (stripe: Stripe): PaymentProvider => ({
  name: 'stripe',
  async createSession(input: CreateSessionInput) {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        currency: 'eur',
        customer_email: input.email,
        locale: input.locale,
        line_items: input.lines.map((l) => ({
          quantity: l.quantity,
          price_data: { currency: 'eur', unit_amount: l.unitPrice, product_data: { name: l.title, metadata: { sku: l.sku } } },
        })),
        shipping_address_collection: { allowed_countries: [...COUNTRY_CODES] as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry[] },
        metadata: { orderId: String(input.orderId), orderNumber: input.orderNumber },
        client_reference_id: String(input.orderId),
        success_url: `${input.successUrl}${input.successUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: input.cancelUrl,
        // Stripe accepts 30 minutes to 24 hours: the hold is 30 minutes.
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
      },
      { idempotencyKey: input.idempotencyKey },
    )
    if (!session.url) throw new Error('Stripe returned no checkout URL')
    return { id: session.id, url: session.url }
  },
})
