// Input of POST /api/refunds: a refund made by service staff from the order's "Refund…" dialog. `key` is the
// dialog's own (one per opening): the same key twice — a double click, a retry — refunds once.
import { recordId } from './recordId'
import { z } from './zod'

export const refundInputSchema = z.object({
  order: recordId(),
  key: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/),
  lines: z
    .array(z.object({ sku: z.string().min(1).max(80), quantity: z.number().int().min(0).max(50) }))
    .max(50)
    .default([]),
  /** Cents; absent, the chosen pairs at the price paid. */
  amount: z.number().int().optional(),
  restock: z.boolean().default(false),
  reason: z.string().trim().max(500).optional(),
  /** The return this refund settles (its Refund button opens the dialog with its pairs): received, not yet refunded. */
  return: recordId().optional(),
  /** The admin's language, for the refusals. */
  locale: z.enum(['en', 'fr']).optional(),
})
export type RefundInput = z.output<typeof refundInputSchema>
