// POST /api/supply/reconcile — stock role: runs the stock/ledger reconciliation check now, then back to /app/supply
import { z } from '@/domain/schemas/zod'
import { endpoint } from '@/server/http/endpoint'
import { getPayload } from '@/server/platform/payload'
import { reconcile } from '@/server/supply/reconcile'

export const POST = endpoint({
  name: 'supply-reconcile',
  budget: 'api',
  who: { staff: ['stock'] },
  input: 'form',
  schema: () => z.object({}),
  async handle({ user }) {
    await reconcile(await getPayload(), 'manual', user.id)
    // A relative Location: the browser resolves it against the /app page it posted from (request.url names the
    // server's internal address, another origin that the CSP's form-action refuses).
    return new Response(null, { status: 303, headers: { Location: '/app/supply?checked=1#check' } })
  },
})
