// /app/supply's query and layout (issue 37): the workshop and store filter, the groups by workshop, and the ids of
// the drafts just made — whatever the address bar holds, junk is ignored, never an error.
import { describe, expect, it } from 'vitest'
import {
  MAX_DRAFTED,
  NO_WORKSHOP,
  draftedQuery,
  groupByWorkshop,
  matchesLowStockFilter,
  parseDrafted,
  parseLowStockFilter,
} from '@/domain/lowStockList'

const arcangeli = { id: 3, name: 'Calzaturificio Arcangeli' }
const santoro = { id: 1, name: 'Bottega Santoro Stivali' }
const line = (sku: string, store: number, suggest: number, supplier: typeof arcangeli | null) => ({
  sku,
  store,
  suggest,
  supplier,
})

describe('the low-stock filter', () => {
  it('reads a workshop id, "none" or nothing, and a store id; anything else is no filter', () => {
    expect(parseLowStockFilter({ workshop: '3', store: '2' })).toEqual({ workshop: 3, store: 2 })
    expect(parseLowStockFilter({ workshop: NO_WORKSHOP })).toEqual({ workshop: NO_WORKSHOP, store: null })
    for (const junk of ['', '0', '-1', '1.5', 'abc', '99999999999', ' ', '2147483648'])
      expect(parseLowStockFilter({ workshop: junk, store: junk })).toEqual({ workshop: null, store: null })
    expect(parseLowStockFilter({ workshop: ['1', '2'] })).toEqual({ workshop: null, store: null })
    expect(parseLowStockFilter(undefined)).toEqual({ workshop: null, store: null })
  })

  it('keeps the lines of the workshop and store chosen, or those no workshop makes', () => {
    const a = line('a', 1, 2, arcangeli)
    const b = line('b', 2, 2, santoro)
    const c = line('c', 1, 2, null)
    const keep = (f: Parameters<typeof matchesLowStockFilter>[1]) =>
      [a, b, c].filter((l) => matchesLowStockFilter(l, f)).map((l) => l.sku)
    expect(keep({ workshop: null, store: null })).toEqual(['a', 'b', 'c'])
    expect(keep({ workshop: 3, store: null })).toEqual(['a'])
    expect(keep({ workshop: NO_WORKSHOP, store: null })).toEqual(['c'])
    expect(keep({ workshop: null, store: 1 })).toEqual(['a', 'c'])
    expect(keep({ workshop: 1, store: 1 })).toEqual([])
  })
})

describe('the groups by workshop', () => {
  it('one per workshop by name, the lines no workshop makes last, each counting its lines and pairs', () => {
    const groups = groupByWorkshop([
      line('x', 1, 4, null),
      line('a1', 1, 2, arcangeli),
      line('s1', 1, 3, santoro),
      line('a2', 2, 5, arcangeli),
    ])
    expect(groups.map((g) => [g.supplier?.name ?? null, g.lines.map((l) => l.sku), g.pairs])).toEqual([
      ['Bottega Santoro Stivali', ['s1'], 3],
      ['Calzaturificio Arcangeli', ['a1', 'a2'], 7],
      [null, ['x'], 4],
    ])
    expect(groupByWorkshop([])).toEqual([])
  })
})

describe('the drafts just made, in the query', () => {
  it('reads the ids each once, ignores junk, and tells "none made" from "nothing said"', () => {
    expect(parseDrafted({ drafted: '12,13,12' })).toEqual([12, 13])
    expect(parseDrafted({ drafted: '12,abc,,-4, 7 ,1e3,99999999999' })).toEqual([12, 7])
    expect(parseDrafted({ drafted: '0' })).toEqual([])
    for (const junk of [undefined, '', 'abc', ',', '0,0', ['1', '2']])
      expect(parseDrafted({ drafted: junk as string })).toBeNull()
    const many = Array.from({ length: 80 }, (_, i) => i + 1).join(',')
    expect(parseDrafted({ drafted: many })).toHaveLength(MAX_DRAFTED)
  })

  it('writes the query the page reads back', () => {
    expect(draftedQuery([12, 13])).toBe('drafted=12,13')
    expect(parseDrafted({ drafted: draftedQuery([12, 13]).split('=')[1] })).toEqual([12, 13])
    expect(draftedQuery([])).toBe('drafted=0')
    expect(parseDrafted({ drafted: draftedQuery([]).split('=')[1] })).toEqual([])
  })
})
