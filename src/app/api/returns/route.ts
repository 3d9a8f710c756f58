// POST /api/returns — a shopper asks to return lines of a delivered order, from the signed link of the delivered
// email or signed in from /account; one return per form (requestId), by the return policy's rules
import { returnRequestSchema } from '@/domain/schemas/returns'
import { customerFromRequest } from '@/server/http/customerSession'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'
import { getPayload } from '@/server/platform/payload'
import { requestReturn } from '@/server/returns/shopper'

export const POST = endpoint({
  name: 'returns-request',
  budget: 'form',
  who: 'anyone',
  input: 'json',
  schema: () => returnRequestSchema,
  async handle({ request, data }) {
    const payload = await getPayload()
    const ret = await requestReturn(payload, data, await customerFromRequest(request))
    return json({ id: ret.id, status: ret.status, amount: ret.amount }, 201)
  },
})
