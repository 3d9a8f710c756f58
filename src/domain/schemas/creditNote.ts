// Query of GET /api/credit-notes: staff name the return (`return`) or the refund made from the order (`refund`), a shopper's emailed link carries the credit
// note's number and its signature (`number` + `token`). `locale` picks the language of a refusal.
import { CREDIT_NOTE_NUMBER } from '../invoice'
import { recordId } from './recordId'
import { z } from './zod'

export const creditNoteQuerySchema = z
  .object({
    return: recordId().optional(),
    refund: recordId().optional(),
    number: z.string().regex(CREDIT_NOTE_NUMBER).optional(),
    token: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
    locale: z.enum(['en', 'fr']).optional(),
  })
  .refine((q) => q.return != null || q.refund != null || (q.number != null && q.token != null), {
    message: 'Name the return, or open the link from the email.',
  })
export type CreditNoteQuery = z.infer<typeof creditNoteQuerySchema>
