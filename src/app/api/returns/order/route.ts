// GET /api/returns/order?order=…&token=… — what a delivered order may still return (lines, quantities left, the
// deadline) for the /returns page: per visitor, so the page itself stays one cacheable shell
import { returnLookupSchema } from '@/domain/schemas/returns'
import { customerFromRequest } from '@/server/http/customerSession'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'
import { getPayload } from '@/server/platform/payload'
import { returnView } from '@/server/returns/shopper'

export const GET = endpoint({
  name: 'returns-order',
  budget: 'api',
  who: 'anyone',
  input: 'query',
  invalidStatus: 400,
  schema: () => returnLookupSchema,
  async handle({ request, data }) {
    const payload = await getPayload()
    const view = await returnView(payload, data, await customerFromRequest(request))
    return json(view, 200, { 'Cache-Control': 'private, no-store' })
  },
})
