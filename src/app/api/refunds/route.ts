// POST /api/refunds — service staff (and admins) refund an order from its "Refund…" dialog in /app: chosen lines
// and quantities, an amount (edited or not), with or without restock; the dialog's key makes a double submit refund
// once
import { refundInputSchema } from '@/domain/schemas/refunds'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'
import { getPayload } from '@/server/platform/payload'
import { refundOrder } from '@/server/refunds'

export const POST = endpoint({
  name: 'refunds',
  budget: 'api',
  who: { staff: ['service'] },
  input: 'json',
  schema: () => refundInputSchema,
  async handle({ data, user }) {
    const r = await refundOrder(await getPayload(), user, data)
    return json({
      id: r.id,
      status: r.status,
      amount: r.amount,
      refundId: r.refundId,
      creditNote: r.creditNoteNumber,
      creditNoteUrl: `/api/credit-notes?refund=${r.id}`,
    })
  },
})
