// The stock endpoint's one-second memo: one read per SKU set per second, a new read after it, failures forgotten.
import { describe, expect, it } from 'vitest'
import { STOCK_MAX_AGE_S, cachedStock } from '@/server/inventory/snapshot'
import { stockQuerySchema } from '@/domain/schemas/stockQuery'

describe('cachedStock', () => {
  it('answers a second caller within the second from the same read, then reads again', async () => {
    let reads = 0
    const read = async () => [{ sku: `k-${++reads}`, storeType: 'online' as const, quantity: 1 }]
    const t = 1_000_000
    expect((await cachedStock('a,b', read, t))[0]!.sku).toBe('k-1')
    expect((await cachedStock('a,b', read, t + STOCK_MAX_AGE_S * 1000 - 1))[0]!.sku).toBe('k-1')
    expect((await cachedStock('a,b', read, t + STOCK_MAX_AGE_S * 1000))[0]!.sku).toBe('k-2')
    expect(reads).toBe(2)
  })
  it('does not keep a failed read', async () => {
    const t = 2_000_000
    await expect(cachedStock('c', () => Promise.reject(new Error('down')), t)).rejects.toThrow('down')
    await new Promise((r) => setTimeout(r, 0))
    expect(await cachedStock('c', async () => [], t + 1)).toEqual([])
  })
})

describe('stock query', () => {
  it('takes a sorted, de-duplicated list of SKUs and refuses anything else', () => {
    expect(stockQuerySchema.parse({ skus: 'pumps-red-38,boots-black-37.5,pumps-red-38' }).skus).toEqual([
      'boots-black-37.5',
      'pumps-red-38',
    ])
    expect(stockQuerySchema.safeParse({ skus: '' }).success).toBe(false)
    expect(stockQuerySchema.safeParse({ skus: 'a,<script>' }).success).toBe(false)
    expect(stockQuerySchema.safeParse({ skus: Array.from({ length: 41 }, (_, i) => `s-${i}`).join(',') }).success).toBe(
      false,
    )
  })
})
