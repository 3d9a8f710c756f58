// POST /api/supply/receive — stock role: counts in goods of a supplier order (the receiving form), then back to it
import { receiveFormSchema } from '@/domain/schemas/supply'
import { endpoint } from '@/server/http/endpoint'
import { getPayload } from '@/server/platform/payload'
import { receiveGoods } from '@/server/supply/receive'

export const POST = endpoint({
  name: 'supply-receive',
  budget: 'api',
  input: 'form',
  schema: () => receiveFormSchema,
  async handle({ request, data, locale }) {
    const payload = await getPayload()
    const { user } = await payload.auth({ headers: request.headers })
    const result = await receiveGoods(payload, user as object, data, locale)
    const outcome = result.repeated ? 'repeated' : 'received'
    // A relative Location: the browser resolves it against the /app page it posted from (request.url names the
    // server's internal address, another origin that the CSP's form-action refuses).
    return new Response(null, {
      status: 303,
      headers: { Location: `/app/receive?order=${data.supplierOrder}&done=${outcome}` },
    })
  },
})
