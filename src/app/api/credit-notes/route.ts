// GET /api/credit-notes — a refunded return's credit note (avoir) as a PDF: customer service and admins by
// `?return=<id>` (from the order in the backoffice), the shopper by the signed link of the refund email
import { creditNoteQuerySchema } from '@/domain/schemas/creditNote'
import { endpoint } from '@/server/http/endpoint'
import { pdfAttachment } from '@/server/invoices/attachment'
import { creditNotePdf } from '@/server/invoices/creditNotes'
import { getPayload } from '@/server/platform/payload'

export const GET = endpoint({
  name: 'credit-notes',
  budget: 'api',
  // Staff are identified (the handler checks their role); anyone else may present the email's signed link.
  who: { staff: ['service'], orAnyone: true },
  input: 'query',
  invalidStatus: 400,
  schema: () => creditNoteQuerySchema,
  async handle({ data, locale, user }) {
    return pdfAttachment(await creditNotePdf(await getPayload(), user, data, locale))
  },
})
