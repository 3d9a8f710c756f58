// A Payload write that starts while the checkout's write connection holds the SQLite file waits its turn and is
// committed: it neither fails with SQLITE_BUSY nor reports a save that never reached the file. Postgres has row
// locks and no such failure, so this file runs on SQLite only.
import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { databaseKind } from '@/server/platform/database'
import { inTransaction } from '@/server/platform/transaction'
import { seedStores } from '../../seed/stores'
import { testPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
})

const fileUrl = () => (payload.db as unknown as { clientConfig: { url: string } }).clientConfig.url

describe.runIf(databaseKind() === 'sqlite')('SQLite writers of one process', () => {
  it('a backoffice save made while a checkout transaction holds the file waits, then is on disk', async () => {
    const store = (await payload.find({ collection: 'stores', limit: 1, overrideAccess: true })).docs[0]!
    const row = await payload.create({
      collection: 'inventory',
      data: { sku: 'busy-test-38', store: store.id, quantity: 3 },
      overrideAccess: true,
    })
    let checkoutStarted!: () => void
    const started = new Promise<void>((r) => (checkoutStarted = r))
    // A checkout-like transaction that keeps the write lock for 300 ms.
    const checkout = inTransaction(payload, async () => {
      checkoutStarted()
      await new Promise((r) => setTimeout(r, 300))
      return 'done'
    })
    await started
    const saved = await payload.update({
      collection: 'inventory',
      id: row.id,
      data: { quantity: 7 },
      overrideAccess: true,
    })
    expect(await checkout).toBe('done')
    expect(saved.quantity).toBe(7)
    // Read through a connection of its own: what is on the file, not what one connection believes.
    const fresh = createClient({ url: fileUrl() })
    const { rows } = await fresh.execute({ sql: 'select quantity from inventory where id = ?', args: [row.id] })
    fresh.close()
    expect(Number(rows[0]!.quantity)).toBe(7)
  })

  it('a write outside any transaction (the adapter called directly) waits too, and writes keep working after it', async () => {
    const store = (await payload.find({ collection: 'stores', limit: 1, overrideAccess: true })).docs[0]!
    const row = await payload.create({
      collection: 'inventory',
      data: { sku: 'busy-lone-38', store: store.id, quantity: 1 },
      overrideAccess: true,
    })
    let held!: () => void
    const holding = new Promise<void>((r) => (held = r))
    const checkout = inTransaction(payload, async () => {
      held()
      await new Promise((r) => setTimeout(r, 300))
    })
    await holding
    // As the second-factor and session fields are written: the adapter, no transaction. It met a busy file at
    // once, and the failed statement left Payload's main connection unable to begin any transaction again.
    await payload.db.updateOne({ collection: 'inventory', id: row.id, data: { quantity: 4 }, returning: false })
    await checkout
    const after = await payload.update({
      collection: 'inventory',
      id: row.id,
      data: { quantity: 5 },
      overrideAccess: true,
    })
    expect(after.quantity).toBe(5)
    const fresh = createClient({ url: fileUrl() })
    const { rows } = await fresh.execute({ sql: 'select quantity from inventory where id = ?', args: [row.id] })
    fresh.close()
    expect(Number(rows[0]!.quantity)).toBe(5)
  })

  it('twenty saves and twenty checkout transactions interleaved all reach the file', async () => {
    const store = (await payload.find({ collection: 'stores', limit: 1, overrideAccess: true })).docs[0]!
    const rows = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        payload.create({
          collection: 'inventory',
          data: { sku: `busy-many-${i}`, store: store.id, quantity: 1 },
          overrideAccess: true,
        }),
      ),
    )
    await Promise.all([
      ...rows.map((r, i) =>
        payload.update({ collection: 'inventory', id: r.id, data: { quantity: 10 + i }, overrideAccess: true }),
      ),
      ...rows.map(() => inTransaction(payload, async () => new Promise((r) => setTimeout(r, 5)))),
    ])
    const fresh = createClient({ url: fileUrl() })
    const { rows: onDisk } = await fresh.execute(`select sku, quantity from inventory where sku like 'busy-many-%'`)
    fresh.close()
    const bySku = new Map(onDisk.map((r) => [String(r.sku), Number(r.quantity)]))
    rows.forEach((r, i) => expect(bySku.get(r.sku)).toBe(10 + i))
  })
})
