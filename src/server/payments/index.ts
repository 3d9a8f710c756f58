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
