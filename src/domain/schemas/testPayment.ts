// The built-in test checkout's form (POST /api/payments/test/{session}): pay with a test card, or cancel.
import { z } from './zod'

export const testPaymentSchema = z.object({
  action: z.enum(['pay', 'cancel'], { error: 'Choose pay or cancel.' }),
  card: z.string().trim().max(40).optional(),
})
export type TestPayment = z.output<typeof testPaymentSchema>

/** Reasons the test page shows after a redirect back (?error=…). */
export const TEST_PAYMENT_ERRORS = ['declined', 'invalid', 'closed'] as const
export type TestPaymentError = (typeof TEST_PAYMENT_ERRORS)[number]
export const isTestPaymentError = (v: unknown): v is TestPaymentError =>
  (TEST_PAYMENT_ERRORS as readonly unknown[]).includes(v)
