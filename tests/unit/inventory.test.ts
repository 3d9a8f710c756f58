import { describe, expect, it } from 'vitest'
import {
  type InventoryRow,
  LOW_STOCK_THRESHOLD,
  availabilityBySize,
  productAvailability,
  sortLinesForDecrement,
} from '@/domain/inventory'

const on = (sku: string, quantity: number): InventoryRow => ({ sku, storeType: 'online', quantity })
const bq = (sku: string, quantity: number): InventoryRow => ({ sku, storeType: 'boutique', quantity })

describe('availabilityBySize', () => {
  it.each([
    ['plenty online', [on('s', 5)], 5, 0, 'in-stock'],
    ['3 online is above the low threshold', [on('s', 3)], 3, 0, 'in-stock'],
    ['2 online is low', [on('s', 2), bq('s', 4)], 2, 4, 'low'],
    ['1 online is low', [on('s', 1)], 1, 0, 'low'],
    ['boutique only', [on('s', 0), bq('s', 2)], 0, 2, 'boutique-only'],
    ['nothing anywhere', [on('s', 0), bq('s', 0)], 0, 0, 'out'],
    ['unknown SKU: no rows', [on('other', 9)], 0, 0, 'out'],
    ['negative counts as 0', [on('s', -3), bq('s', 1)], 0, 1, 'boutique-only'],
    ['two online stores add up', [on('s', 1), on('s', 2)], 3, 0, 'in-stock'],
  ] as const)('%s', (_, rows, online, boutique, status) => {
    expect(availabilityBySize([{ sku: 's', size: '38' }], rows)).toEqual([
      { size: '38', sku: 's', online, boutique, status },
    ])
  })

  it('sorts sizes numerically', () => {
    const variants = ['40', '35.5', '9', '35', '10'].map((size) => ({ sku: `x-${size}`, size }))
    expect(availabilityBySize(variants, []).map((r) => r.size)).toEqual(['9', '10', '35', '35.5', '40'])
  })

  it('has a low threshold of 2', () => expect(LOW_STOCK_THRESHOLD).toBe(2))
})

describe('productAvailability', () => {
  const row = (online: number, boutique: number) => ({ online, boutique })
  it.each([
    ['any size online', [row(0, 0), row(1, 0)], 'in-stock'],
    ['online out, boutique has some (boots/taupe)', [row(0, 2), row(0, 0)], 'online-out-boutique-available'],
    ['out everywhere (sandals/gold)', [row(0, 0), row(0, 0)], 'out-of-stock'],
    ['no sizes at all', [], 'out-of-stock'],
  ] as const)('%s → %s', (_, rows, expected) => expect(productAvailability(rows)).toBe(expected))
})

describe('sortLinesForDecrement', () => {
  it('orders by SKU code units, stably, without mutating', () => {
    const lines = [
      { sku: 'pumps-red-38', quantity: 1 },
      { sku: 'boots-taupe-40', quantity: 2 },
      { sku: 'ankle-boots-black-38.5', quantity: 1 },
      { sku: 'Pumps-red-38', quantity: 3 },
      { sku: 'boots-taupe-40', quantity: 5 },
    ]
    const sorted = sortLinesForDecrement(lines)
    expect(sorted.map((l) => `${l.sku}×${l.quantity}`)).toEqual([
      'Pumps-red-38×3',
      'ankle-boots-black-38.5×1',
      'boots-taupe-40×2',
      'boots-taupe-40×5',
      'pumps-red-38×1',
    ])
    expect(lines[0]?.sku).toBe('pumps-red-38')
  })

  it('gives the same order whatever the input order', () => {
    const a = [{ sku: 'b' }, { sku: 'a' }, { sku: 'c' }]
    expect(sortLinesForDecrement(a)).toEqual(sortLinesForDecrement([...a].reverse()))
  })
})
