// GET /api/packing-slips — an order's packing slip as a PDF (no prices), for the staff who pack it: customer
// service, the stock team and admins, by `?order=<id>` from the order screen
import { packingSlipQuerySchema } from '@/domain/schemas/packingSlip'
import { endpoint } from '@/server/http/endpoint'
import { pdfAttachment } from '@/server/invoices/attachment'
import { packingSlipPdf } from '@/server/invoices/packingSlip'
import { getPayload } from '@/server/platform/payload'

export const GET = endpoint({
  name: 'packing-slips',
  budget: 'api',
  who: { staff: ['service', 'stock'] },
  input: 'query',
  invalidStatus: 400,
  schema: () => packingSlipQuerySchema,
  async handle({ data, locale, user }) {
    return pdfAttachment(await packingSlipPdf(await getPayload(), user, data.order, locale))
  },
})
