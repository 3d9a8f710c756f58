// Query of GET /api/invoices: staff name the order (`order`), a shopper's emailed link carries the invoice number
// and its signature (`number` + `token`). `locale` picks the language of a refusal.
import { INVOICE_NUMBER } from '../invoice'
import { recordId } from './recordId'
import { z } from './zod'

export const invoiceQuerySchema = z
  .object({
    order: recordId().optional(),
    number: z.string().regex(INVOICE_NUMBER).optional(),
    token: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
    locale: z.enum(['en', 'fr']).optional(),
  })
  .refine((q) => q.order != null || (q.number != null && q.token != null), {
    message: 'Name the order, or open the link from the email.',
  })
export type InvoiceQuery = z.infer<typeof invoiceQuerySchema>
