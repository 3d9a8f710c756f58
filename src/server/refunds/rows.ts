// The guarded statement of a refund row, inside the caller's transaction: `UPDATE refunds SET refund_id, status =
// 'refunded' WHERE id AND refund_id IS NULL`. The press, its retry with the same key and the repair may all reach it
// with the one refund the provider made for that key: exactly one writes it and carries on (restock, credit note,
// the order's timeline).
import type { Payload, PayloadRequest } from 'payload'
import { and, builder, eq, isNull, table } from '../platform/sql'

export async function recordProviderRefund(
  payload: Payload,
  req: Partial<PayloadRequest>,
  id: number,
  refund: { provider: string; refundId: string; refundedAt: string },
) {
  const t = table(payload, 'refunds')
  const rows = await (
    await builder(payload, req)
  )
    .update(t)
    .set({
      status: 'refunded',
      provider: refund.provider,
      refundId: refund.refundId,
      refundedAt: refund.refundedAt,
      updatedAt: refund.refundedAt,
    })
    .where(and(eq(t.id, id), isNull(t.refundId)))
    .returning({ id: t.id })
  return rows.length > 0
}
