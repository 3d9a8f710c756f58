// GET /api/orders/by-session: the session id the shopper came back with from the payment page.
import { z } from './zod'

/** Stripe's cs_test_…/cs_live_… ids and the built-in test checkout's test_cs_ + 24 hex. */
export const SESSION_ID_PATTERN = /^(cs_(test|live)_[A-Za-z0-9]{10,200}|test_cs_[a-f0-9]{24})$/

export const isSessionId = (v: unknown): v is string => typeof v === 'string' && SESSION_ID_PATTERN.test(v)

export const orderLookupSchema = z.object({
  session_id: z.string().regex(SESSION_ID_PATTERN, { error: 'Invalid session id.' }),
})
