// GET /api/account/export — the shopper's data as a JSON download (GDPR art. 15 and 20)
import { schemasFor } from '@/server/accounts/copy'
import { exportData } from '@/server/accounts/gdpr'
import { PRIVATE, getPayload } from '@/server/accounts/http'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'

export const GET = endpoint({
  name: 'account-export',
  budget: 'form',
  who: 'customer',
  input: 'query',
  schema: (l) => schemasFor(l).localeOnly,
  async handle({ user: customer }) {
    const data = await exportData(await getPayload(), customer)
    return json(data, 200, {
      ...PRIVATE,
      'Content-Disposition': `attachment; filename="maison-sabine-my-data-${new Date().toISOString().slice(0, 10)}.json"`,
    })
  },
})
