import { describe, expect, it } from 'vitest'
import { isCalendarDate, isClockTime, isoDateIn, parisToday } from '@/domain/schemas/dates'

describe('dates', () => {
  it.each([
    ['2026-01-31', true],
    ['2026-04-31', false],
    ['2024-02-29', true],
    ['2100-02-29', false],
    ['2026-00-10', false],
    ['2026-1-10', false],
    ['', false],
  ])('isCalendarDate(%j) → %s', (v, expected) => expect(isCalendarDate(v)).toBe(expected))

  it.each([
    ['10:30', true],
    ['19:30', true],
    ['1:30', false],
    ['10:3', false],
    ['25:00', false],
  ])('isClockTime(%j) → %s', (v, expected) => expect(isClockTime(v)).toBe(expected))

  it.each([
    ['2026-03-09T23:30:00Z', '2026-03-10'], // winter: UTC+1
    ['2026-07-14T21:59:00Z', '2026-07-14'], // summer: UTC+2
    ['2026-07-14T22:00:00Z', '2026-07-15'],
  ])('parisToday at %s → %s', (iso, expected) => expect(parisToday(new Date(iso))).toBe(expected))

  it('formats in any zone', () =>
    expect(isoDateIn(new Date('2026-03-10T03:00:00Z'), 'America/New_York')).toBe('2026-03-09'))
})
