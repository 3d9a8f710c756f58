import { describe, expect, it } from 'vitest'
import { COUNTDOWN_TICK_MS, activeCampaigns, campaignHref, countdown } from '@/domain/countdown'

const now = new Date('2026-03-10T12:00:00.000Z')
const after = (ms: number) => new Date(now.getTime() + ms)
const S = 1000
const M = 60 * S
const H = 60 * M
const D = 24 * H

describe('countdown', () => {
  it.each([
    [
      '2 days 3 h 4 min 5 s',
      2 * D + 3 * H + 4 * M + 5 * S,
      'running',
      [
        ['d', 2],
        ['h', 3],
        ['m', 4],
        ['s', 5],
      ],
    ],
    [
      'zero days: no day part',
      3 * H + 5 * S,
      'running',
      [
        ['h', 3],
        ['m', 0],
        ['s', 5],
      ],
    ],
    [
      'inner zeros are kept',
      D + 7 * S,
      'running',
      [
        ['d', 1],
        ['h', 0],
        ['m', 0],
        ['s', 7],
      ],
    ],
    [
      'exactly one minute',
      M,
      'running',
      [
        ['m', 1],
        ['s', 0],
      ],
    ],
    ['59 s: only seconds', 59 * S, 'running', [['s', 59]]],
    ['1 s', S, 'running', [['s', 1]]],
    ['999 ms: nothing whole remains → ending soon', 999, 'ending-soon', []],
    ['exactly at the end → ending soon', 0, 'ending-soon', []],
    ['1 ms past → ended', -1, 'ended', []],
    ['a day past → ended', -D, 'ended', []],
  ])('%s', (_, ms, label, parts) => {
    const c = countdown(after(ms), now)
    expect(c.label).toBe(label)
    expect(c.ended).toBe(label === 'ended')
    expect(c.parts.map((p) => [p.unit, p.value])).toEqual(parts)
    expect(c.onlySeconds).toBe(parts.length === 1)
  })

  it('gives the fields and the remaining ms, clamped to 0 once ended', () => {
    expect(countdown(after(D + 2 * H + 3 * M + 4 * S + 500), now)).toMatchObject({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
      totalMs: D + 2 * H + 3 * M + 4 * S + 500,
    })
    expect(countdown(after(-5 * S), now)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 })
  })

  it.each([
    ['an ISO string', '2026-03-10T12:00:30.000Z', 'running'],
    ['an unreadable date', 'not a date', 'ended'],
  ])('takes %s', (_, end, label) => {
    expect(countdown(end, now).label).toBe(label)
  })

  it('ticks every second', () => expect(COUNTDOWN_TICK_MS).toBe(1000))

  // Reduced motion: the text changes once a minute at most, never second by second.
  it.each([
    [
      '2 days 3 h 4 min 5 s → no seconds',
      2 * D + 3 * H + 4 * M + 5 * S,
      'running',
      [
        ['d', 2],
        ['h', 3],
        ['m', 4],
      ],
    ],
    ['exactly one minute', M, 'running', [['m', 1]]],
    ['1 min 59 s → 1 min', M + 59 * S, 'running', [['m', 1]]],
    ['59 s → ending soon, not a count of seconds', 59 * S, 'ending-soon', []],
    ['exactly at the end → ending soon', 0, 'ending-soon', []],
    ['1 ms past → ended', -1, 'ended', []],
  ])('to the minute: %s', (_, ms, label, parts) => {
    const c = countdown(after(ms), now, 'minute')
    expect(c.label).toBe(label)
    expect(c.parts.map((p) => [p.unit, p.value])).toEqual(parts)
    expect(c.onlySeconds).toBe(false)
  })

  it('to the minute, the text is the same for every second of a minute', () => {
    const texts = new Set(
      Array.from({ length: 60 }, (_, s) =>
        JSON.stringify(countdown(after(3 * H + 5 * M + 59 * S), after(s * S), 'minute').parts),
      ),
    )
    expect(texts.size).toBe(1)
  })
})

describe('activeCampaigns', () => {
  const c = (id: number, status: string, end: string) => ({
    id,
    status,
    end_date: end,
    product_type: 'pumps',
    color: 'red',
  })
  it('keeps active campaigns ending in the future, soonest first, without mutating the input', () => {
    const list = [
      c(1, 'active', '2026-04-01T00:00:00Z'),
      c(2, 'draft', '2026-03-20T00:00:00Z'),
      c(3, 'active', '2026-03-10T11:59:59Z'),
      c(4, 'active', '2026-03-10T12:00:00Z'),
      c(5, 'active', '2026-03-15T00:00:00Z'),
      c(6, 'ended', '2027-01-01T00:00:00Z'),
      c(7, 'active', 'garbage'),
      c(8, 'Active', '2026-05-01T00:00:00Z'),
    ]
    expect(activeCampaigns(list, now).map((x) => x.id)).toEqual([5, 1])
    expect(list[0]?.id).toBe(1)
  })

  it('accepts Date end dates', () => {
    expect(activeCampaigns([{ status: 'active', end_date: after(S) }], now)).toHaveLength(1)
  })
})

describe('campaignHref', () => {
  it.each([
    [{ product_type: 'ankle-boots', color: 'red' }, 'en', '/ankle-boots/red'],
    [{ product_type: 'ankle-boots', color: 'red' }, 'fr', '/fr/ankle-boots/red'],
    [{ product_type: 'pumps', color: null }, 'en', '/pumps'],
    [{ product_type: 'pumps', color: '' }, 'fr', '/fr/pumps'],
    [{ product_type: 'sandals' }, 'en', '/sandals'],
    [{ product_type: 'gloves', color: 'black' }, 'en', '/gloves'],
  ] as const)('%j in %s → %s', (c, locale, expected) => expect(campaignHref(c, locale)).toBe(expected))
})
