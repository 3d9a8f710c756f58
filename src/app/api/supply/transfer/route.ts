// POST /api/supply/transfer — stock role: moves units of one SKU between the boutique and the online store
import { transferSchema } from '@/domain/schemas/supply'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'
import { getPayload } from '@/server/platform/payload'
import { transferStock } from '@/server/supply/adjust'

export const POST = endpoint({
  name: 'supply-transfer',
  budget: 'api',
  who: { staff: ['stock'] },
  input: 'json',
  schema: () => transferSchema,
  async handle({ data, locale, user }) {
    return json(await transferStock(await getPayload(), user, data, locale))
  },
})
