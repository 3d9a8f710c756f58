// GET /api/invoices — an order's invoice as a PDF: staff of customer service and admins by `?order=<id>` (from the
// order in the backoffice), a shopper by the signed link of the confirmation email
import { invoiceQuerySchema } from '@/domain/schemas/invoice'
import { endpoint } from '@/server/http/endpoint'
import { pdfAttachment } from '@/server/invoices/attachment'
import { invoicePdf } from '@/server/invoices/download'
import { getPayload } from '@/server/platform/payload'

export const GET = endpoint({
  name: 'invoices',
  budget: 'api',
  // Staff are identified (the handler checks their role); anyone else may present the email's signed link.
  who: { staff: ['service'], orAnyone: true },
  input: 'query',
  invalidStatus: 400,
  schema: () => invoiceQuerySchema,
  async handle({ data, locale, user }) {
    return pdfAttachment(await invoicePdf(await getPayload(), user, data, locale))
  },
})
