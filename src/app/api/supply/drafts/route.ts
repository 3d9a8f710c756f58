// POST /api/supply/drafts — stock role: drafts one supplier order per workshop and store from the low-stock list
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
  async handle({ data, user }) {
    const { created } = await draftsFromLowStock(await getPayload(), user, data.store)
    // One draft: open it to review and send; several: the list of drafts.
    const to =
      created.length === 1
        ? `/app/collections/supplier-orders/${created[0]!.id}`
        : `/app/collections/supplier-orders?where[status][equals]=draft&drafted=${created.length}`
    // A relative Location: the browser resolves it against the /app page it posted from (request.url names the
    // server's internal address, another origin that the CSP's form-action refuses).
    return new Response(null, { status: 303, headers: { Location: to } })
  },
})
