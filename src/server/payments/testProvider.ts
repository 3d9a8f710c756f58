// The built-in test checkout: a hosted-checkout-like page on this site (/checkout/test/{session}) that accepts
// Stripe's test card numbers and drives the same fulfilment code as the Stripe webhook.
import { createHash, randomBytes } from 'node:crypto'
import type { CreateSessionInput, PaymentProvider } from './types'

export function testCheckoutAllowed(env = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.TEST_CHECKOUT_ENABLED === 'true'
}

const sessions = new Map<string, string>()
// The refunds this process made, one per idempotency key (asked again with a key, the same refund, like Stripe).
const refunds = new Map<string, { id: string; sessionId: string; amount: number; asked: number }>()

/** @internal The refunds the test provider made in this process: what a test checks "the provider refunded once" with. */
export const testRefunds = () => [...refunds.entries()].map(([key, r]) => ({ key, ...r }))

export const testProvider = (serverUrl: string): PaymentProvider => ({
  name: 'test',
  async createSession(input: CreateSessionInput) {
    if (!testCheckoutAllowed())
      throw new Error('The test checkout is disabled in production (set TEST_CHECKOUT_ENABLED=true to allow it).')
    const id = sessions.get(input.idempotencyKey) ?? `test_cs_${randomBytes(12).toString('hex')}`
    sessions.set(input.idempotencyKey, id)
    const prefix = input.locale === 'fr' ? '/fr' : ''
    return { id, url: `${serverUrl}${prefix}/checkout/test/${id}` }
  },
  // The test checkout keeps no session state of its own: the order's released hold is what closes its page.
  async expireSession() {
    return true
  },
  // No money moves on the test checkout: the refund id is derived from the key (asked twice, the same refund), and
  // the returns module records it on the return in the database.
  async refund(input) {
    const id = `test_re_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`
    const seen = refunds.get(input.idempotencyKey)
    if (seen) seen.asked++
    else refunds.set(input.idempotencyKey, { id, sessionId: input.sessionId, amount: input.amount, asked: 1 })
    return { id }
  },
})
