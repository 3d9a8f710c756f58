// Receiving goods of a supplier order, whole or in part, per line: in ONE transaction the units are added to the
// order's store, the ledger gets one receipt row per SKU, and the order's lines (and status, once complete) are
// updated. Idempotent per receipt: its key goes on every ledger row it writes (`<key>#<sku>`, a unique column),
// so a receipt sent twice — a double click, a retry, two tabs — counts once, even concurrently.
import type { Payload, PayloadRequest } from 'payload'
import { isBackInStock } from '@/domain/forms'
import type { ReceiveInput } from '@/domain/schemas/supply'
import {
  type SupplierOrderStatus,
  applyReceipt,
  canReceive,
  fullyReceived,
  planReceipt,
  receiptRefusals,
  unknownSkuMessage,
} from '@/domain/supply'
import { supplierStatusLabel } from '@/collections/SupplierOrders'
import type { SupplierOrder } from '@/payload-types'
import { notifyBackInStock } from '../forms/backInStock'
import { ApiError } from '../http/errors'
import { recordMovements } from '../inventory/rows'
import { log } from '../platform/log'
import { inTransaction } from '../platform/transaction'
import { assertStockRole } from './adjust'
import { skusNotInCatalog } from './catalog'
import { addUnits, ensureLine, lockOrder, markReceived, receiptSeen } from './rows'
import { nullIfNotFound } from '../notFound'

export interface ReceiptResult {
  repeated: boolean
  status: SupplierOrderStatus
  received: { sku: string; quantity: number; after: number }[]
}

class Repeated extends Error {}

const idOf = (v: unknown) => Number(typeof v === 'object' && v ? (v as { id: number }).id : v)

/** `user` receives (the stock role); the order is read with their access, the writes are the system's. */
export async function receiveGoods(
  payload: Payload,
  user: unknown,
  input: ReceiveInput,
  locale?: string,
): Promise<ReceiptResult> {
  assertStockRole(user, locale)
  try {
    return await inTransaction(payload, (req) => receiveIn(payload, req, user, input, locale))
  } catch (e) {
    if (!(e instanceof Repeated)) throw e
    const order = await payload.findByID({ collection: 'supplier-orders', id: input.supplierOrder, depth: 0 })
    return { repeated: true, status: order.status as SupplierOrderStatus, received: [] }
  }
}

async function receiveIn(payload: Payload, req: PayloadRequest, user: object, input: ReceiveInput, locale?: string) {
  await lockOrder(payload, req, input.supplierOrder)
  const order = (await nullIfNotFound(
    payload.findByID({
      collection: 'supplier-orders',
      id: input.supplierOrder,
      depth: 0,
      req,
      user,
      overrideAccess: false,
    }),
  )) as SupplierOrder | null
  if (!order) throw new ApiError(404, [{ field: 'supplierOrder', message: 'No such supplier order.' }])
  if (await receiptSeen(payload, req, input.receipt)) throw new Repeated()
  const status = order.status as SupplierOrderStatus
  const say = receiptRefusals(locale)
  if (!canReceive(status))
    throw new ApiError(409, [
      { field: 'supplierOrder', message: say.notReceivable(supplierStatusLabel(status, locale ?? 'en')) },
    ])
  const ordered = (order.lines ?? []).map((l) => ({
    id: l.id!,
    sku: l.sku,
    quantity: l.quantity,
    received: l.received,
  }))
  const plan = planReceipt(ordered, input.lines)
  if (!plan.ok) {
    throw new ApiError(
      422,
      plan.problems.map((p) =>
        p.kind === 'empty'
          ? { field: 'lines', message: say.empty() }
          : p.kind === 'unknownSku'
            ? { field: 'lines', message: say.notOnOrder(p.sku) }
            : { field: 'lines', message: say.tooMany(p.sku, p.open, p.requested) },
      ),
    )
  }
  // A line whose SKU left the catalog (or an order written before lines were checked) makes no stock line.
  const unknown = await skusNotInCatalog(
    payload,
    req,
    plan.lines.map((l) => l.sku),
  )
  if (unknown.length)
    throw new ApiError(
      422,
      unknown.map((sku) => ({ field: 'lines', message: unknownSkuMessage(sku, locale) })),
    )
  const store = idOf(order.store)
  const userId = Number((user as { id: number }).id)
  const received: ReceiptResult['received'] = []
  for (const line of plan.lines) {
    await ensureLine(payload, req, store, line.sku)
    received.push({ ...line, after: await addUnits(payload, req, store, line.sku, line.quantity) })
  }
  const written = await recordMovements(
    payload,
    req,
    received.map((r) => ({
      sku: r.sku,
      store,
      kind: 'receipt' as const,
      delta: r.quantity,
      after: r.after,
      by: userId,
      supplierOrder: order.id,
      reason: `Receipt ${order.number ?? order.id}`,
      ref: `${input.receipt}#${r.sku}`,
    })),
  )
  // A concurrent twin of this receipt committed first: roll everything back, it counted once already.
  if (written !== received.length) throw new Repeated()
  const after = applyReceipt(ordered, plan.lines)
  const lines = ordered.map((l, i) => ({ id: l.id, received: after[i]! }))
  const complete = fullyReceived(ordered.map((l, i) => ({ ...l, received: after[i] })))
  await markReceived(payload, req, order.id, lines, complete)
  for (const r of received) {
    if (!isBackInStock(r.after - r.quantity, r.after)) continue
    try {
      await notifyBackInStock(req, { sku: r.sku, storeId: store })
    } catch (err) {
      // The goods are in either way; a failed notice must not undo the receipt.
      log.error('Back-in-stock notice after a receipt failed', { sku: r.sku, err: String(err) })
    }
  }
  return { repeated: false, status: complete ? ('received' as const) : status, received }
}
