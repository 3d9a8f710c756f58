// Guarded stock moves on the online store's inventory. Each decrement is ONE statement —
// `quantity = quantity - q WHERE sku = ? AND store = ? AND quantity >= q` — run inside the caller's transaction
// (req), lines in a fixed order so concurrent checkouts lock rows in the same sequence. Never negative.
import type { Payload, PayloadRequest } from 'payload'
import { sortLinesForDecrement } from '@/domain/inventory'
import { isBackInStock } from '@/domain/requests'
import { log } from '../log'
import { notifyBackInStock } from '../requests/backInStock'

export interface StockLine {
  sku: string
  quantity: number
}

export class OutOfStockError extends Error {
  constructor(
    readonly sku: string,
    readonly requested: number,
    readonly available: number,
  ) {
    super(`Not enough stock for ${sku}: ${available} available, ${requested} requested`)
  }
}

export async function onlineStoreId(payload: Payload, req?: PayloadRequest): Promise<number> {
  const res = await payload.find({ collection: 'stores', where: { type: { equals: 'online' } }, limit: 1, depth: 0, req, overrideAccess: false })
  if (!res.docs[0]) throw new Error('No online store is configured')
  return res.docs[0].id
}

async function available(payload: Payload, req: PayloadRequest, sku: string, store: number) {
  const row = await payload.db.findOne<{ id: number; quantity: number }>({ collection: 'inventory', where: { and: [{ sku: { equals: sku } }, { store: { equals: store } }] }, req })
  return row?.quantity ?? 0
}

/** Takes every line or throws OutOfStockError at the first short one (the caller rolls the transaction back). */
export async function takeStock(payload: Payload, req: PayloadRequest, store: number, lines: StockLine[]) {
  const ordered = sortLinesForDecrement(lines)
  for (const line of ordered) {
    const updated = await payload.db.updateOne({
      collection: 'inventory',
      where: { and: [{ sku: { equals: line.sku } }, { store: { equals: store } }, { quantity: { greater_than_equal: line.quantity } }] },
      data: { quantity: { $inc: -line.quantity } },
      options: { atomic: true },
      req,
    } as never)
    if (!updated) throw new OutOfStockError(line.sku, line.quantity, await available(payload, req, line.sku, store))
  }
}

/**
 * Gives the lines back (hold released, payment failed, session expired). The caller makes it happen once.
 * The write skips Inventory's hooks, so a size that comes back from 0 tells its waiting shoppers here.
 */
export async function restoreStock(payload: Payload, req: PayloadRequest, store: number, lines: StockLine[]) {
  const ordered = sortLinesForDecrement(lines)
  const back: string[] = []
  for (const line of ordered) {
    const row = (await payload.db.updateOne({
      collection: 'inventory',
      where: { and: [{ sku: { equals: line.sku } }, { store: { equals: store } }] },
      data: { quantity: { $inc: line.quantity } },
      options: { atomic: true },
      req,
    } as never)) as { quantity?: number } | null
    const after = row?.quantity
    if (typeof after === 'number' && isBackInStock(after - line.quantity, after)) back.push(line.sku)
  }
  for (const sku of back) {
    try {
      await notifyBackInStock(req, { sku, storeId: store })
    } catch (err) {
      // The stock is back either way; a failed notice must not undo the release.
      log.error('Back-in-stock notice after a released hold failed', { sku, err: String(err) })
    }
  }
}
