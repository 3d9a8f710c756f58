// The dashboard's rules: tiles per role, sales bucketed per Paris day, revenue totals.
import { describe, expect, it } from 'vitest'
import { TILES, lastDays, revenueSummary, salesPerDay, tilesFor, yesterdayStart } from '@/domain/dashboard'
import { matchesStockFilter, parseStockFilter, stockTypes } from '@/domain/stockFilter'

describe('tilesFor', () => {
  it('gives admins every tile and each other role its own', () => {
    expect(tilesFor(['admin'])).toEqual([...TILES])
    expect(tilesFor(['editor'])).toEqual(['scheduledPublications'])
    expect(tilesFor(['stock'])).toEqual([
      'newOrders',
      'ordersToPrepare',
      'ordersNeedingAttention',
      'sizesAtZero',
      'supplierOrdersDue',
    ])
    expect(tilesFor(['service'])).toEqual([
      'newOrders',
      'newReturns',
      'ordersToPrepare',
      'ordersNeedingAttention',
      'unansweredMessages',
      'visitsToConfirm',
      'visitsToday',
      'returnsToProcess',
    ])
  })

  it('shows revenue to admins only, and nothing to a user without roles', () => {
    expect(tilesFor(['stock', 'service', 'editor'])).not.toContain('revenue')
    expect(tilesFor([])).toEqual([])
    expect(tilesFor(null)).toEqual([])
  })
})

describe('yesterdayStart', () => {
  it('is the Paris midnight that began yesterday, in winter and summer time', () => {
    expect(yesterdayStart(new Date('2026-11-24T10:00:00Z'))).toEqual(new Date('2026-11-22T23:00:00Z'))
    expect(yesterdayStart(new Date('2026-07-14T06:00:00Z'))).toEqual(new Date('2026-07-12T22:00:00Z'))
    // 23:30 UTC on the 24th is already the 25th in Paris: yesterday is the 24th.
    expect(yesterdayStart(new Date('2026-11-24T23:30:00Z'))).toEqual(new Date('2026-11-23T23:00:00Z'))
  })
})

describe('salesPerDay', () => {
  const now = new Date('2026-11-24T10:00:00Z')

  it('covers the last 30 Paris days, oldest first, today last', () => {
    const days = lastDays(now)
    expect(days).toHaveLength(30)
    expect(days[0]).toBe('2026-10-26')
    expect(days.at(-1)).toBe('2026-11-24')
  })

  it('steps over the October DST change without skipping or repeating a day', () => {
    const days = lastDays(new Date('2026-10-27T12:00:00Z'), 5)
    expect(days).toEqual(['2026-10-23', '2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27'])
  })

  it('puts a payment at 23:30 UTC on the next Paris day and drops what is outside the window', () => {
    const series = salesPerDay(
      [
        { total: 89_000, at: '2026-11-23T23:30:00Z' }, // 00:30 on the 24th in Paris
        { total: 45_000, at: '2026-11-23T22:59:00Z' }, // 23:59 on the 23rd in Paris
        { total: 12_000, at: '2026-10-25T12:00:00Z' }, // 31 days ago: outside
      ],
      now,
    )
    expect(series.at(-1)).toEqual({ date: '2026-11-24', cents: 89_000, orders: 1 })
    expect(series.at(-2)).toEqual({ date: '2026-11-23', cents: 45_000, orders: 1 })
    expect(revenueSummary(series)).toEqual({
      todayCents: 89_000,
      todayOrders: 1,
      periodCents: 134_000,
      periodOrders: 2,
    })
  })
})

describe('stock matrix filter', () => {
  const heels = { title: 'Escarpin Vavin', handle: 'pumps/vavin', type: 'pumps' }
  const boot = { title: 'Bottine Odéon', handle: 'boots/odeon', type: 'boots' }

  it('searches titles and handles without case or accents, and filters by type', () => {
    expect(matchesStockFilter(boot, parseStockFilter({ q: 'odeon' }))).toBe(true)
    expect(matchesStockFilter(boot, parseStockFilter({ q: 'ODÉON' }))).toBe(true)
    expect(matchesStockFilter(heels, parseStockFilter({ q: 'odeon' }))).toBe(false)
    expect(matchesStockFilter(heels, parseStockFilter({ type: 'boots' }))).toBe(false)
    expect(matchesStockFilter(boot, parseStockFilter({ type: 'boots', q: 'bottine' }))).toBe(true)
    expect(stockTypes([boot, heels, boot])).toEqual(['boots', 'pumps'])
  })

  it('ignores repeated or missing parameters', () => {
    expect(parseStockFilter({ q: ['a', 'b'] })).toEqual({ q: '', type: '' })
    expect(parseStockFilter(undefined)).toEqual({ q: '', type: '' })
    expect(matchesStockFilter(heels, parseStockFilter({}))).toBe(true)
  })
})
