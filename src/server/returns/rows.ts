// Guarded single statements on a return row, inside the caller's transaction: `UPDATE returns SET status = to
// WHERE id AND status = from`. Of two presses (or two colleagues) exactly one finds the row still in `from`: on
// Postgres the second waits on the row lock and then matches nothing; on SQLite the single writer orders them.
import type { Payload, PayloadRequest } from 'payload'
import type { ReturnStatus } from '@/domain/returns'
import { and, builder, eq, isNull, table as tableOf } from '../platform/sql'

const table = (payload: Payload) => tableOf(payload, 'returns')

export async function moveReturn(
  payload: Payload,
  req: Partial<PayloadRequest>,
  id: number,
  from: ReturnStatus,
  to: ReturnStatus,
) {
  const t = table(payload)
  const rows = await (
    await builder(payload, req)
  )
    .update(t)
    .set({ status: to, updatedAt: new Date().toISOString() })
    .where(and(eq(t.id, id), eq(t.status, from)))
    .returning({ id: t.id })
  return rows.length > 0
}

/**
 * Records the provider's refund on a claimed return, once: `UPDATE returns SET refund = … WHERE id AND status =
 * 'refunded' AND refund id IS NULL`. The refund press and the repair of an interrupted one may both reach this with
 * the same refund (one idempotency key): exactly one of them writes it, and only that one carries on (the log, the
 * credit note, the email).
 */
export async function recordRefund(
  payload: Payload,
  req: Partial<PayloadRequest>,
  id: number,
  refund: { provider: string; refundId: string; refundedAt: string },
) {
  const t = table(payload)
  const rows = await (
    await builder(payload, req)
  )
    .update(t)
    .set({
      refund_provider: refund.provider,
      refund_refundId: refund.refundId,
      refund_refundedAt: refund.refundedAt,
      updatedAt: refund.refundedAt,
    })
    .where(and(eq(t.id, id), eq(t.status, 'refunded'), isNull(t.refund_refundId)))
    .returning({ id: t.id })
  return rows.length > 0
}
