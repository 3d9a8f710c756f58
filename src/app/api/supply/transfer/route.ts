// POST /api/supply/transfer — stock role: moves units of one SKU between the boutique and the online store
import { transferSchema } from '@/domain/schemas/supply'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'
import { getPayload } from '@/server/platform/payload'
import { transferStock } from '@/server/supply/adjust'

export const POST = endpoint({
  name: 'supply-transfer',
  budget: 'api',
  input: 'json',
  schema: () => transferSchema,
  async handle({ request, data }) {
    const payload = await getPayload()
    const { user } = await payload.auth({ headers: request.headers })
    return json(await transferStock(payload, user as object, data))
  },
})
