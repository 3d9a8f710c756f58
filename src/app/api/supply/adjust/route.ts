// POST /api/supply/adjust — stock role: sets one stock cell of /app/stock, with the reason kept in the ledger
import { adjustSchema } from '@/domain/schemas/supply'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'
import { getPayload } from '@/server/platform/payload'
import { adjustStock } from '@/server/supply/adjust'

export const POST = endpoint({
  name: 'supply-adjust',
  budget: 'api',
  who: { staff: ['stock'] },
  input: 'json',
  schema: () => adjustSchema,
  async handle({ data, locale, user }) {
    return json(await adjustStock(await getPayload(), user, data, locale))
  },
})
