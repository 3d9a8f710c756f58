// The statements below Payload (src/server/platform/sql.ts and the rows files) skip its validation, so each raw
// insert must fill every field its collection requires, or the backoffice later shows a record Payload itself would
// have refused (an empty required field, an edit that cannot be saved). Each insert is driven by the real flow that
// makes it — a checkout paid by the test provider (the order, its lines, the hold's and the sale's ledger rows, the
// payment event, the invoice's sequence), a new stock line, a ledger write — and its rows are read back through the
// Local API and checked against the collection's own field config. Runs on SQLite and on Postgres (whose checkout
// inserts are the hand-rendered text of checkout/pgRows.ts).
import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { onlineStoreId } from '@/server/inventory/moves'
import { recordMovements } from '@/server/inventory/rows'
import { nextInSequence } from '@/server/invoices/rows'
import { ensureLine } from '@/server/supply/rows'
import { inTransaction } from '@/server/platform/transaction'
import { seedStores } from '../../seed/stores'
import { paidOrder } from './helpers/paidOrder'
import { missingRequired } from './helpers/required'
import { staffUser, testPayload } from './helpers/payload'
import { sellableShoe } from './helpers/shoe'

let payload: Payload

async function expectComplete(collection: CollectionSlug, where: Record<string, unknown>) {
  const { docs } = await payload.find({ collection, where: where as never, depth: 0, limit: 50, overrideAccess: true })
  expect(docs.length, `${collection}: rows written`).toBeGreaterThan(0)
  const fields = payload.collections[collection].config.flattenedFields
  for (const doc of docs)
    expect(missingRequired(fields, doc as unknown as Record<string, unknown>), `${collection} ${doc.id}`).toEqual([])
  return docs as unknown[]
}

beforeAll(async () => {
  payload = await testPayload()
  await staffUser(payload, ['admin'], 'first-admin-rows@test.example')
  await seedStores(payload)
  await sellableShoe(payload, { sku: 'raw-38', title: 'Raw pumps', price: 59000 })
}, 120_000)

describe('every raw insert fills what its collection requires', () => {
  it('a paid checkout: the order and its lines, its ledger rows, its payment event', async () => {
    const order = await paidOrder(payload, { sku: 'raw-38', size: '38', quantity: 2, email: 'raw-rows@example.com' })
    await expectComplete('orders', { id: { equals: order.id } })
    // Not required (orders placed before VAT by destination have none), but every checkout writes its VAT.
    expect(order.vat).toEqual({ regime: 'domestic', rate: 20, amount: 19667 }) // 1 180 € (shipping free) × 20 / 120
    const moves = await expectComplete('stock-movements', { order: { equals: order.id } })
    expect(moves.map((m) => (m as { kind?: string }).kind).sort()).toEqual(['hold', 'sale'])
    await expectComplete('payment-events', { sessionId: { equals: order.payment!.sessionId } })
  })

  it('a stock line made for a receipt, and a ledger row written by hand', async () => {
    const store = await onlineStoreId(payload)
    await ensureLine(payload, {}, store, 'raw-new-39')
    await expectComplete('inventory', { sku: { equals: 'raw-new-39' } })
    await recordMovements(payload, {}, [{ sku: 'raw-new-39', store, kind: 'adjustment', delta: 3, after: 3 }])
    await expectComplete('stock-movements', { sku: { equals: 'raw-new-39' } })
  })

  it('a counter row', async () => {
    await inTransaction(payload, (req) => nextInSequence(payload, req, 'raw-rows-2026'))
    await expectComplete('sequences', { name: { equals: 'raw-rows-2026' } })
  })
})
