// GET /api/shipping — the shipping zones and rates and the EU VAT rates, for the checkout panel to show the cost and
// the VAT of the chosen country before paying (the checkout charges the same tables, read on the server). Public and
// the same for everyone.
import { shippingQuerySchema } from '@/domain/schemas/shipping'
import { endpoint } from '@/server/http/endpoint'
import { getPayload } from '@/server/platform/payload'
import { shippingZones } from '@/server/checkout/shippingRates'
import { vatSettings } from '@/server/checkout/vatRates'

export const GET = endpoint({
  name: 'shipping',
  budget: 'api',
  who: 'anyone',
  input: 'query',
  schema: () => shippingQuerySchema,
  async handle() {
    const payload = await getPayload()
    const [zones, vat] = await Promise.all([shippingZones(payload), vatSettings(payload)])
    // A rate change reaches panels within a minute; the checkout itself always charges the current tables.
    return Response.json(
      { zones, vatRates: vat.rates, exportExcludesFrenchVat: vat.exportExcludesFrenchVat },
      { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60' } },
    )
  },
})
