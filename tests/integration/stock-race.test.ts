// The last units under contention: concurrent guarded decrements in their own transactions never oversell.
import { type Payload, createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { OutOfStockError, onlineStoreId, restoreStock, takeStock } from '@/server/checkout/stock'
import { inTransaction } from '@/server/transaction'
import { seedStores } from '../../seed/stores'
import { testPayload } from './helpers/payload'

let payload: Payload
let store: number

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  store = await onlineStoreId(payload)
  await payload.create({ collection: 'inventory', data: { sku: 'pumps-red-38', store, quantity: 5 }, overrideAccess: true })
  await payload.create({ collection: 'inventory', data: { sku: 'pumps-red-39', store, quantity: 3 }, overrideAccess: true })
})

async function attempt(lines: { sku: string; quantity: number }[]) {
  try {
    await inTransaction(payload, (req) => takeStock(payload, req, store, lines))
    return 'held' as const
  } catch (e) {
    if (e instanceof OutOfStockError) return 'short' as const
    throw e
  }
}

const quantity = async (sku: string) =>
  (await payload.find({ collection: 'inventory', where: { sku: { equals: sku } }, overrideAccess: true })).docs[0].quantity

describe('guarded decrement', () => {
  it('50 concurrent checkouts for the last 5 units: exactly 5 holds, 45 refusals, stock 0', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => attempt([{ sku: 'pumps-red-38', quantity: 1 }])))
    expect(results.filter((r) => r === 'held')).toHaveLength(5)
    expect(results.filter((r) => r === 'short')).toHaveLength(45)
    expect(await quantity('pumps-red-38')).toBe(0)
  })

  it('a multi-line checkout short on one line changes nothing', async () => {
    await restoreStock(payload, await createLocalReq({}, payload), store, [{ sku: 'pumps-red-38', quantity: 2 }])
    const result = await attempt([
      { sku: 'pumps-red-38', quantity: 2 },
      { sku: 'pumps-red-39', quantity: 4 },
    ])
    expect(result).toBe('short')
    expect(await quantity('pumps-red-38')).toBe(2)
    expect(await quantity('pumps-red-39')).toBe(3)
  })
})
