// Guarded stock moves on the online store's inventory. Each decrement is ONE statement —
// `quantity = quantity - q WHERE sku = ? AND store = ? AND quantity >= q` — run inside the caller's transaction
// (req), lines in a fixed order so concurrent checkouts lock rows in the same sequence. Never negative.
import type { Payload, PayloadRequest } from 'payload'
import { sortLinesForDecrement } from '@/domain/inventory'
import { isBackInStock } from '@/domain/forms'
import { log } from '../platform/log'
import { STORES_TAG } from '../cache/catalogTags'
import { onRevalidate } from '../cache/revalidate'
import { notifyBackInStock } from '../forms/backInStock'
import { databaseKind } from '../platform/database'
import { pgDecrementWithLedger } from './pgRows'
import { type Movement, decrementLine, incrementLine, recordMovements, stockLevel } from './rows'

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

// The online store's id, read once per Payload instance and forgotten whenever a store changes (its tag).
let cached: { payload: Payload; id: Promise<number> } | null = null
onRevalidate(STORES_TAG, () => {
  cached = null
})

async function readOnlineStoreId(payload: Payload, req?: PayloadRequest): Promise<number> {
  const res = await payload.find({
    collection: 'stores',
    where: { type: { equals: 'online' } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: false,
  })
  if (!res.docs[0]) throw new Error('No online store is configured')
  return res.docs[0].id
}

export function onlineStoreId(payload: Payload, req?: PayloadRequest): Promise<number> {
  // Inside a caller's transaction the read sees that transaction: never served from the cache.
  if (req) return readOnlineStoreId(payload, req)
  if (cached?.payload !== payload) {
    const entry = { payload, id: readOnlineStoreId(payload) }
    cached = entry
    entry.id.catch(() => {
      if (cached === entry) cached = null
    })
  }
  return cached.id
}

/** Who and why, for the ledger: a checkout hold, or a sale when a late payment takes the stock again. */
export interface MoveNote {
  kind?: 'hold' | 'sale' | 'release'
  order?: number | null
  reason?: string | null
}

/**
 * Takes every line or throws OutOfStockError at the first short one (the caller rolls the transaction back).
 * On Postgres each decrement writes its ledger row in the same statement; on SQLite (one writer at a time, no lock
 * to shorten) the ledger rows follow the decrements in ONE multi-row insert on the same transaction.
 */
export async function takeStock(
  payload: Payload,
  req: PayloadRequest,
  store: number,
  lines: StockLine[],
  note: MoveNote = {},
) {
  const ordered = sortLinesForDecrement(lines)
  const kind = note.kind ?? 'hold'
  if (databaseKind() === 'postgres') {
    // Each decrement writes its own ledger row in the same statement (src/server/inventory/pgRows.ts).
    const at = new Date().toISOString()
    for (const line of ordered) {
      const m = { store, sku: line.sku, quantity: line.quantity, kind, order: note.order, at }
      if ((await pgDecrementWithLedger(payload, req, m)) === null) {
        throw new OutOfStockError(line.sku, line.quantity, Math.max(0, await stockLevel(payload, req, store, line.sku)))
      }
    }
    return
  }
  const ledger: Movement[] = []
  for (const line of ordered) {
    const after = await decrementLine(payload, req, store, line.sku, line.quantity)
    if (after === null) {
      throw new OutOfStockError(line.sku, line.quantity, Math.max(0, await stockLevel(payload, req, store, line.sku)))
    }
    ledger.push({ sku: line.sku, store, kind, delta: -line.quantity, after, order: note.order })
  }
  await recordMovements(payload, req, ledger)
}

/**
 * Gives the lines back (hold released, payment failed, session expired). The caller makes it happen once.
 * The write skips Inventory's hooks, so a size that comes back from 0 tells its waiting shoppers here.
 */
export async function restoreStock(
  payload: Payload,
  req: PayloadRequest,
  store: number,
  lines: StockLine[],
  note: MoveNote = {},
) {
  const ordered = sortLinesForDecrement(lines)
  const back: string[] = []
  const ledger: Movement[] = []
  for (const line of ordered) {
    const after = await incrementLine(payload, req, store, line.sku, line.quantity)
    if (after === null) continue
    ledger.push({ sku: line.sku, store, kind: note.kind ?? 'release', delta: line.quantity, after, order: note.order })
    if (isBackInStock(after - line.quantity, after)) back.push(line.sku)
  }
  await recordMovements(payload, req, ledger)
  for (const sku of back) {
    try {
      await notifyBackInStock(req, { sku, storeId: store })
    } catch (err) {
      // The stock is back either way; a failed notice must not undo the release.
      log.error('Back-in-stock notice after a released hold failed', { sku, err: String(err) })
    }
  }
}
