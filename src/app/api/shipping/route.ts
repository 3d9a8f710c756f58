// GET /api/shipping — the shipping zones and rates, for the checkout panel to show the cost of the chosen country
// before paying (the checkout charges the same table, read on the server). Public and the same for everyone.
import { shippingQuerySchema } from '@/domain/schemas/shipping'
import { endpoint } from '@/server/http/endpoint'
import { getPayload } from '@/server/platform/payload'
import { shippingZones } from '@/server/checkout/shippingRates'

export const GET = endpoint({
  name: 'shipping',
  budget: 'api',
  who: 'anyone',
  input: 'query',
  schema: () => shippingQuerySchema,
  async handle() {
    const zones = await shippingZones(await getPayload())
    // A rate change reaches panels within a minute; the checkout itself always charges the current table.
    return Response.json({ zones }, { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60' } })
  },
})
