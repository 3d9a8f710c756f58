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
  input: 'query',
  invalidStatus: 400,
  schema: () => creditNoteQuerySchema,
  async handle({ request, data, locale }) {
    const payload = await getPayload()
    const { user } = await payload.auth({ headers: request.headers })
    return pdfAttachment(await creditNotePdf(payload, user, data, locale))
  },
})
