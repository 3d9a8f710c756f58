// POST /api/supply/drafts — stock role: drafts one supplier order per workshop and store from the low-stock list
import { draftedQuery } from '@/domain/lowStockList'
import { draftsSchema } from '@/domain/schemas/supply'
import { endpoint } from '@/server/http/endpoint'
import { getPayload } from '@/server/platform/payload'
import { draftsFromLowStock } from '@/server/supply/reorder'

export const POST = endpoint({
  name: 'supply-drafts',
  budget: 'api',
  who: { staff: ['stock'] },
  input: 'form',
  schema: () => draftsSchema,
  async handle({ data, locale, user }) {
    const { created } = await draftsFromLowStock(await getPayload(), user, data, locale)
    // Back to the low-stock list, which names the drafts just made (or says none was needed) with a link to each.
    // A relative Location: the browser resolves it against the /app page it posted from (request.url names the
    // server's internal address, another origin that the CSP's form-action refuses).
    return new Response(null, {
      status: 303,
      headers: { Location: `/app/supply?${draftedQuery(created.map((o) => o.id))}` },
    })
  },
})
