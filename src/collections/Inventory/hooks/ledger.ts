// Stock changed through Payload (the seed, the collection's edit form, the REST API) writes its ledger rows in the
// same transaction (req): a new line opens with its quantity, an edit is an adjustment by the signed-in user with
// the reason they gave, a deleted line leaves with its quantity. The checkout and receiving write their own rows
// (they bypass Payload), so every change of stock is in the ledger exactly once.
import {
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  ValidationError,
} from 'payload'
import { type Movement, recordMovements } from '@/server/inventory/rows'

const storeId = (s: unknown) => Number(typeof s === 'object' && s ? (s as { id: number }).id : s)
const userId = (u: unknown) =>
  u && (u as { collection?: string }).collection === 'users' ? Number((u as { id: number }).id) : null

/**
 * A staff member changing a quantity says why (the ledger keeps it); system code (no user) needs no reason.
 * Runs after the access check, so a caller without the right still gets a 403. The reason is not stored on the
 * line: it travels to the ledger hook in the request's context.
 */
export const requireReason: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  const reason = typeof data.reason === 'string' ? data.reason.trim() : ''
  if (reason) context.ledgerReason = reason
  if (operation !== 'update' || !req.user || data.quantity === undefined) return data
  if (Number(data.quantity) === Number(originalDoc?.quantity)) return data
  if (reason.length < 3)
    throw new ValidationError({
      collection: 'inventory',
      errors: [{ path: 'reason', message: 'Say why the stock changes.' }],
    })
  return data
}

export const ledgerOnChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (context.skipLedger) return doc
  const by = userId(req.user)
  const reason = typeof context.ledgerReason === 'string' ? context.ledgerReason : null
  const rows: Movement[] = []
  const q = Number(doc.quantity)
  if (operation === 'create') {
    if (q !== 0) rows.push({ sku: doc.sku, store: storeId(doc.store), kind: 'opening', delta: q, after: q, by, reason })
  } else if (storeId(previousDoc.store) !== storeId(doc.store) || previousDoc.sku !== doc.sku) {
    // The line was moved to another SKU or store: it leaves one and opens the other.
    const p = Number(previousDoc.quantity)
    if (p)
      rows.push({
        sku: previousDoc.sku,
        store: storeId(previousDoc.store),
        kind: 'adjustment',
        delta: -p,
        after: 0,
        by,
        reason,
      })
    if (q) rows.push({ sku: doc.sku, store: storeId(doc.store), kind: 'adjustment', delta: q, after: q, by, reason })
  } else if (Number(previousDoc.quantity) !== q) {
    const delta = q - Number(previousDoc.quantity)
    rows.push({ sku: doc.sku, store: storeId(doc.store), kind: 'adjustment', delta, after: q, by, reason })
  }
  await recordMovements(req.payload, req, rows)
  return doc
}

export const ledgerOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const q = Number(doc.quantity)
  if (!q) return doc
  const line: Movement = {
    sku: doc.sku,
    store: storeId(doc.store),
    kind: 'adjustment',
    delta: -q,
    after: 0,
    by: userId(req.user),
    reason: 'Stock line deleted',
  }
  await recordMovements(req.payload, req, [line])
  return doc
}
