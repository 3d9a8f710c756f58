// POST /api/returns/step — service staff (and admins) accept a return, mark it received (restock) or refund it,
// from the order in /app; `from` makes a double click act once
import { returnActionSchemaFor } from '@/domain/schemas/returns'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'
import { getPayload } from '@/server/platform/payload'
import { stepReturn } from '@/server/returns/staff'

export const POST = endpoint({
  name: 'returns-step',
  budget: 'api',
  who: { staff: ['service'] },
  input: 'json',
  // The refusals in the language the backoffice sends (the admin's own).
  schema: (l) => returnActionSchemaFor(l),
  async handle({ data, user }) {
    const ret = await stepReturn(await getPayload(), user, data)
    return json({ id: ret.id, status: ret.status })
  },
})
