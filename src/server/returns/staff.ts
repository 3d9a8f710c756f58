// Service staff's steps on a return (admins and the service team only): accept it (the shopper is emailed), mark
// the parcel received (the pairs go back on the online shelf, written to the stock ledger), refund it (through the
// payment port, to the original payment method). Each step is claimed with a guarded update, so a double click or
// two colleagues at once move it once; the refund carries one idempotency key per return, so the provider pays once
// even when asked again; the restock's ledger rows carry one ref per return and SKU, so the shelf is filled once.
import type { Payload, PayloadRequest } from 'payload'
import { hasRole } from '@/access/roles'
import { RETURN_ACTIONS, RETURN_NEXT, coveredByReturns, remainingQuantities } from '@/domain/returns'
import type { ReturnActionInput } from '@/domain/schemas/returns'
import type { Order, Return } from '@/payload-types'
import { queueEmail, runEmailQueueSoon } from '../email/queue'
import { notifyBackInStock } from '../forms/backInStock'
import { ApiError } from '../http/errors'
import { recordMovements } from '../inventory/ledger'
import { onlineStoreId } from '../inventory/moves'
import { claimOrder } from '../orders/claim'
import { paymentProvider } from '../payments'
import { log } from '../platform/log'
import { inTransaction } from '../platform/transaction'
import { addUnits, ensureLine } from '../supply/rows'
import { returnEmail } from './email'
import { appendOrderLog, returnsOf } from './orderLog'
import { moveReturn } from './rows'

type Staff = { id: number | string; email?: string | null }

export const refundKey = (returnId: number) => `return-refund-${returnId}`

/** Who may handle returns: admins and customer service. The refusal says so. */
export function assertReturnsRole(user: unknown): asserts user is Staff {
  if (!user) throw new ApiError(401, [{ field: '', message: 'Sign in as staff.' }])
  if (!hasRole(user, 'service'))
    throw new ApiError(403, [{ field: '', message: 'Only admins and customer service may handle returns.' }])
}

const readReturn = async (payload: Payload, id: number, req?: Partial<PayloadRequest>) =>
  (await payload.findByID({
    collection: 'returns',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as Return | null

const orderIdOf = (r: Return) => (typeof r.order === 'object' ? r.order.id : r.order)

/** Claims the step and writes it on the return and its order, in one transaction; null when already taken. */
async function claimStep(
  payload: Payload,
  staff: Staff,
  input: ReturnActionInput,
  extra?: (req: PayloadRequest, ret: Return) => Promise<Partial<Return> | void>,
) {
  const to = RETURN_NEXT[input.action]
  return inTransaction(payload, async (req) => {
    if (!(await moveReturn(payload, req, input.id, input.from, to))) return null
    const ret = (await readReturn(payload, input.id, req))!
    const at = new Date().toISOString()
    const by = staff.email ?? String(staff.id)
    const more = (await extra?.(req, ret)) ?? {}
    const saved = (await payload.update({
      collection: 'returns',
      id: ret.id,
      depth: 0,
      overrideAccess: true,
      req,
      data: { ...more, log: [...(ret.log ?? []), { at, by, change: to }] },
    })) as Return
    await claimOrder(payload, req, orderIdOf(ret), (await orderStatus(payload, req, orderIdOf(ret))) ?? '')
    await appendOrderLog(payload, req, orderIdOf(ret), [{ at, by, change: `return #${ret.id}: ${to}` }])
    return saved
  })
}

const orderStatus = async (payload: Payload, req: Partial<PayloadRequest>, id: number) =>
  ((await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, req })) as Order | null)?.status

/** Puts the returned pairs back on the online shelf, once per return and SKU (the ledger's unique ref). */
async function restock(payload: Payload, req: PayloadRequest, ret: Return, staff: Staff) {
  const store = await onlineStoreId(payload, req)
  const back: string[] = []
  for (const line of [...(ret.lines ?? [])].sort((a, b) => a.sku.localeCompare(b.sku))) {
    await ensureLine(payload, req, store, line.sku)
    const after = await addUnits(payload, req, store, line.sku, line.quantity)
    const written = await recordMovements(payload, req, [
      {
        sku: line.sku,
        store,
        kind: 'return',
        delta: line.quantity,
        after,
        reason: `Return #${ret.id} (${ret.orderNumber})`,
        by: typeof staff.id === 'number' ? staff.id : null,
        order: orderIdOf(ret),
        ref: `return-${ret.id}#${line.sku}`,
      },
    ])
    // The ref was there already: this return was restocked before. Undo and stop (the transaction rolls back).
    if (written === 0) throw new ApiError(409, [{ field: 'id', message: 'This return was already restocked.' }])
    if (after - line.quantity === 0 && after > 0) back.push(line.sku)
  }
  for (const sku of back) {
    try {
      await notifyBackInStock(req, { sku, storeId: store })
    } catch (err) {
      log.error('Back-in-stock notice after a return failed', { sku, err: String(err) })
    }
  }
  return { restockedAt: new Date().toISOString() }
}

/** The refund: claimed first (received → refunded), then paid by the provider, then recorded; undone on failure. */
async function refund(payload: Payload, staff: Staff, input: ReturnActionInput) {
  const claimed = await inTransaction(payload, (req) => moveReturn(payload, req, input.id, 'received', 'refunded'))
  if (!claimed) return null
  const ret = (await readReturn(payload, input.id))!
  const order = (await payload.findByID({
    collection: 'orders',
    id: orderIdOf(ret),
    depth: 0,
    overrideAccess: true,
  })) as Order
  const provider = paymentProvider()
  let refundId: string
  try {
    if (order.payment?.provider !== provider.name || !order.payment?.sessionId)
      throw new Error(`The order was paid with ${order.payment?.provider ?? 'no provider'}; it is refunded there.`)
    refundId = (
      await provider.refund({
        sessionId: order.payment.sessionId,
        amount: ret.amount,
        idempotencyKey: refundKey(ret.id),
      })
    ).id
  } catch (err) {
    // Nothing was refunded (or the provider will answer this same refund to the same key next time): back to received.
    await inTransaction(payload, (req) => moveReturn(payload, req, input.id, 'refunded', 'received'))
    log.error('Refund failed', { return: ret.id, err: String((err as Error)?.message ?? err) })
    throw new ApiError(502, [{ field: '', message: 'The payment provider did not refund: try again in a moment.' }])
  }
  return inTransaction(payload, async (req) => {
    const at = new Date().toISOString()
    const by = staff.email ?? String(staff.id)
    const saved = (await payload.update({
      collection: 'returns',
      id: ret.id,
      depth: 0,
      overrideAccess: true,
      req,
      data: {
        refund: { provider: provider.name, refundId, refundedAt: at },
        log: [...(ret.log ?? []), { at, by, change: 'refunded' }],
      },
    })) as Return
    const current = (await payload.findByID({
      collection: 'orders',
      id: order.id,
      depth: 0,
      overrideAccess: true,
      req,
    })) as Order
    await claimOrder(payload, req, order.id, current.status)
    // Every pair of the order refunded: the order itself is refunded.
    const refunded = (await returnsOf(payload, order.id, req)).filter((r) => r.status === 'refunded')
    const left = remainingQuantities(
      current.lines.map((l) => ({ sku: l.sku, unitPrice: l.unitPrice ?? 0, quantity: l.quantity })),
      coveredByReturns(refunded),
    )
    const all = [...left.values()].every((q) => q <= 0) && current.status === 'delivered'
    await appendOrderLog(
      payload,
      req,
      order.id,
      [{ at, by, change: `return #${ret.id}: refunded ${(ret.amount / 100).toFixed(2)} € (${refundId})` }],
      all ? 'refunded' : undefined,
    )
    await queueEmail(payload, returnEmail(order, saved, 'refunded'), req)
    return saved
  })
}

export async function stepReturn(payload: Payload, user: unknown, input: ReturnActionInput): Promise<Return> {
  assertReturnsRole(user)
  const staff = user
  const current = await readReturn(payload, input.id)
  if (!current) throw new ApiError(404, [{ field: 'id', message: 'No such return.' }])
  const moved = () => new ApiError(409, [{ field: 'from', message: 'This return has moved on meanwhile: reload it.' }])
  if (RETURN_ACTIONS[input.action] !== input.from || current.status !== input.from) throw moved()
  let saved: Return | null
  if (input.action === 'refund') saved = await refund(payload, staff, input)
  else if (input.action === 'receive')
    saved = await claimStep(payload, staff, input, (req, ret) => restock(payload, req as PayloadRequest, ret, staff))
  else {
    saved = await claimStep(payload, staff, input, async (req, ret) => {
      const order = (await payload.findByID({
        collection: 'orders',
        id: orderIdOf(ret),
        depth: 0,
        overrideAccess: true,
        req,
      })) as Order
      await queueEmail(payload, returnEmail(order, ret, 'accepted'), req)
    })
  }
  if (!saved) throw moved()
  runEmailQueueSoon(payload)
  return saved
}
