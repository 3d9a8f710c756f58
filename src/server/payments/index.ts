// Chooses the payment provider: Stripe when STRIPE_SECRET_KEY is set, else the built-in test checkout.
import { stripeClient, stripeProvider } from './stripeProvider'
import { testCheckoutAllowed, testProvider } from './testProvider'
import type { PaymentProvider } from './types'

// Checkout's return and cancel URLs are built on the shop's one public origin.
import { serverUrl } from '../platform/serverUrl'
export { serverUrl }

// One Stripe client per key (it keeps its HTTP agent and connections), not one per checkout.
let stripe: { key: string; provider: PaymentProvider } | null = null

export function paymentProvider(): PaymentProvider {
  const key = process.env.STRIPE_SECRET_KEY
  if (!key) return testProvider(serverUrl())
  if (stripe?.key !== key) stripe = { key, provider: stripeProvider(stripeClient(key)) }
  return stripe.provider
}

/** Whether a checkout can be paid at all: Stripe is configured, or the built-in test checkout is allowed here. */
export const paymentProviderUsable = () => Boolean(process.env.STRIPE_SECRET_KEY) || testCheckoutAllowed()

/** Whether this order's payment was taken by the provider configured now, the only one that can refund it. */
export const refundableHere = (order: { payment?: { provider?: string | null; sessionId?: string | null } | null }) =>
  order.payment?.provider === paymentProvider().name && Boolean(order.payment?.sessionId)

/**
 * Gives back `amount` cents of an order's payment, to the payment method it was taken with; the provider's name and
 * refund id. The key makes it one refund however often it is asked (a double press, a retry, the repair sweep).
 * Throws when the order was paid elsewhere, or when the provider refuses.
 */
export async function refundPayment(
  order: { payment?: { provider?: string | null; sessionId?: string | null } | null },
  amount: number,
  idempotencyKey: string,
) {
  const provider = paymentProvider()
  const sessionId = order.payment?.sessionId
  if (!refundableHere(order) || !sessionId)
    throw new Error(`The order was paid with ${order.payment?.provider ?? 'no provider'}; it is refunded there.`)
  const { id } = await provider.refund({ sessionId, amount, idempotencyKey })
  return { provider: provider.name, refundId: id }
}
