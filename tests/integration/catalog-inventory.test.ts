// Inventory rules on a real database: one line per (SKU, store), never negative, and only the stock team may
// change a quantity (Local API with the caller's user and overrideAccess: false, as the REST API does).
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { seedStores } from '../../seed/stores'
import { staffUser, testPayload } from './helpers/payload'

vi.mock('next/cache', () => ({
  unstable_cache: (fn: () => unknown) => fn,
  revalidateTag: () => {},
  revalidatePath: () => {},
}))

let payload: Payload
let online: number
let boutique: number

const errorOf = async (p: Promise<unknown>) => {
  try {
    await p
  } catch (err) {
    return err as { status?: number; name?: string; data?: { errors?: { path: string; message: string }[] } }
  }
  throw new Error('expected the call to be refused')
}

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  const stores = await payload.find({ collection: 'stores', overrideAccess: true, depth: 0 })
  online = stores.docs.find((s) => s.type === 'online')!.id
  boutique = stores.docs.find((s) => s.type === 'boutique')!.id
}, 300_000)

/** An online stock line of 3 for a SKU of the test's own: no test reads or changes another's line. */
const onlineLine = async (sku: string) =>
  (await payload.create({ collection: 'inventory', overrideAccess: true, data: { sku, store: online, quantity: 3 } }))
    .id

describe('inventory rules', () => {
  it('refuses a second line for the same SKU and store with a field error, and keeps one row', async () => {
    await onlineLine('dup-sku-38')
    const err = await errorOf(
      payload.create({
        collection: 'inventory',
        overrideAccess: true,
        data: { sku: 'dup-sku-38', store: online, quantity: 1 },
      }),
    )
    expect(err.name).toBe('ValidationError')
    expect(err.status).toBe(400)
    expect(err.data?.errors).toEqual([
      expect.objectContaining({ path: 'sku', message: 'This SKU already has a stock line in this store.' }),
    ])
    const rows = await payload.find({
      collection: 'inventory',
      where: { sku: { equals: 'dup-sku-38' } },
      overrideAccess: true,
    })
    expect(rows.docs.map((r) => r.quantity)).toEqual([3])
  })

  it('allows the same SKU in the other store, and moving a line onto a taken pair is refused', async () => {
    await onlineLine('pair-sku-38')
    const other = await payload.create({
      collection: 'inventory',
      overrideAccess: true,
      data: { sku: 'pair-sku-38', store: boutique, quantity: 2 },
    })
    const err = await errorOf(
      payload.update({ collection: 'inventory', id: other.id, overrideAccess: true, data: { store: online } }),
    )
    expect(err.data?.errors?.[0]?.path).toBe('sku')
    // Saving a line's own pair again is not a duplicate.
    const same = await payload.update({
      collection: 'inventory',
      id: other.id,
      overrideAccess: true,
      data: { quantity: 4 },
    })
    expect(same.quantity).toBe(4)
  })

  it('refuses a negative quantity with a field error', async () => {
    const lineId = await onlineLine('negative-sku-38')
    const err = await errorOf(
      payload.update({ collection: 'inventory', id: lineId, overrideAccess: true, data: { quantity: -1 } }),
    )
    expect(err.name).toBe('ValidationError')
    expect(err.data?.errors?.[0]?.path).toBe('quantity')
    expect((await payload.findByID({ collection: 'inventory', id: lineId, overrideAccess: true })).quantity).toBe(3)
  })

  it('refuses an anonymous and an editor update; the stock role may', async () => {
    const lineId = await onlineLine('roles-sku-38')
    const patch = (user: object | undefined) =>
      payload.update({
        collection: 'inventory',
        id: lineId,
        overrideAccess: false,
        user: user as never,
        data: { quantity: 9 },
      })
    expect((await errorOf(patch(undefined))).status).toBe(403)
    const editor = await staffUser(payload, ['editor'])
    expect(editor.roles).toEqual(['editor'])
    expect((await errorOf(patch(editor))).status).toBe(403)
    expect((await payload.findByID({ collection: 'inventory', id: lineId, overrideAccess: true })).quantity).toBe(3)
    const stock = await staffUser(payload, ['stock'])
    // A staff change of quantity states its reason (the stock ledger keeps it).
    expect((await errorOf(patch(stock))).status).toBe(400)
    const withReason = await payload.update({
      collection: 'inventory',
      id: lineId,
      overrideAccess: false,
      user: stock as never,
      data: { quantity: 9, reason: 'Recount after the inventory' } as never,
    })
    expect(withReason.quantity).toBe(9)
  })
})
