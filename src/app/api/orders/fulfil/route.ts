// POST /api/orders/fulfil — the backoffice's Fulfil button (service and stock staff): moves one order to its next
// state (preparing → shipped with carrier and tracking → delivered) and emails the shopper
import { fulfilSchema } from '@/domain/schemas/fulfil'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'
import { fulfilOrder } from '@/server/orders/fulfil'
import { getPayload } from '@/server/platform/payload'

export const POST = endpoint({
  name: 'orders-fulfil',
  budget: 'api',
  who: { staff: ['service', 'stock'] },
  input: 'json',
  schema: () => fulfilSchema,
  async handle({ data, user }) {
    const order = await fulfilOrder(await getPayload(), user, data)
    return json({ id: order.id, status: order.status })
  },
})
