// POST /api/supply/receive — stock role: counts in goods of a supplier order (the receiving form), then back to it
import { receiveFormSchema } from '@/domain/schemas/supply'
import { endpoint } from '@/server/http/endpoint'
import { ApiError } from '@/server/http/errors'
import { getPayload } from '@/server/platform/payload'
import { receiveGoods } from '@/server/supply/receive'

export const POST = endpoint({
  name: 'supply-receive',
  budget: 'api',
  who: { staff: ['stock'] },
  input: 'form',
  schema: () => receiveFormSchema,
  async handle({ data, locale, user }) {
    // A relative Location: the browser resolves it against the /app page it posted from (request.url names the
    // server's internal address, another origin that the CSP's form-action refuses).
    const back = (query: Record<string, string>) =>
      new Response(null, {
        status: 303,
        headers: { Location: `/app/receive?${new URLSearchParams({ order: String(data.supplierOrder), ...query })}` },
      })
    try {
      const result = await receiveGoods(await getPayload(), user, data, locale)
      return back({ done: result.repeated ? 'repeated' : 'received' })
    } catch (err) {
      // A refusal the stock team can act on (more than is still expected, a SKU not in the catalog, an order that
      // cannot be received) is shown on the receiving page, in the staff member's language — not as a bare reply.
      if (err instanceof ApiError && (err.status === 409 || err.status === 422))
        return back({ error: err.errors[0]?.message ?? '' })
      throw err
    }
  },
})
