import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from '@/domain/csv'
import {
  CONTACT_STATUSES,
  DEFAULT_OPENING_HOURS,
  VISIT_STATUSES,
  canMoveContact,
  canMoveVisit,
  hoursOn,
  isBackInStock,
  isNewlyConfirmed,
  isWithinOpeningHours,
  weekdayOf,
} from '@/domain/forms'

describe('contact inbox statuses', () => {
  it('moves new → answered → closed, and can reopen', () => {
    expect(canMoveContact('new', 'answered')).toBe(true)
    expect(canMoveContact('answered', 'closed')).toBe(true)
    expect(canMoveContact('closed', 'new')).toBe(true)
    expect(canMoveContact('closed', 'answered')).toBe(false)
    for (const s of CONTACT_STATUSES) expect(canMoveContact(s, s)).toBe(true)
  })
})

describe('visit statuses', () => {
  it('requested → confirmed → done / no-show / cancelled', () => {
    expect(canMoveVisit('requested', 'confirmed')).toBe(true)
    expect(canMoveVisit('requested', 'done')).toBe(false)
    for (const to of ['done', 'no-show', 'cancelled'] as const) expect(canMoveVisit('confirmed', to)).toBe(true)
    expect(canMoveVisit('done', 'cancelled')).toBe(false)
    for (const s of VISIT_STATUSES) expect(canMoveVisit(s, s)).toBe(true)
  })
  it('emails on the move into confirmed only', () => {
    expect(isNewlyConfirmed('requested', 'confirmed')).toBe(true)
    expect(isNewlyConfirmed(undefined, 'confirmed')).toBe(true)
    expect(isNewlyConfirmed('confirmed', 'confirmed')).toBe(false)
    expect(isNewlyConfirmed('requested', 'cancelled')).toBe(false)
  })
})

describe('back in stock', () => {
  it('is the move from 0 (or nothing) to more than 0', () => {
    expect(isBackInStock(0, 1)).toBe(true)
    expect(isBackInStock(undefined, 3)).toBe(true)
    expect(isBackInStock(2, 5)).toBe(false)
    expect(isBackInStock(0, 0)).toBe(false)
    expect(isBackInStock(3, 0)).toBe(false)
  })
})

describe('opening hours', () => {
  it('finds the weekday of a calendar date', () => {
    expect(weekdayOf('2026-11-23')).toBe('monday')
    expect(weekdayOf('2026-11-28')).toBe('saturday')
    expect(weekdayOf('2026-11-29')).toBe('sunday')
  })
  it('uses the SPEC defaults when the boutique has none: weekdays 10:30-19:30, Saturday 11:00-18:00, Sunday closed', () => {
    expect(hoursOn('2026-11-23')).toEqual({ open: '10:30', close: '19:30' })
    expect(hoursOn('2026-11-28', [])).toEqual({ open: '11:00', close: '18:00' })
    expect(hoursOn('2026-11-29')).toBeNull()
    expect(DEFAULT_OPENING_HOURS).toHaveLength(7)
  })
  it('accepts times within the day, bounds included', () => {
    expect(isWithinOpeningHours('2026-11-23', '10:30')).toBe(true)
    expect(isWithinOpeningHours('2026-11-23', '19:30')).toBe(true)
    expect(isWithinOpeningHours('2026-11-23', '10:29')).toBe(false)
    expect(isWithinOpeningHours('2026-11-28', '18:30')).toBe(false)
    expect(isWithinOpeningHours('2026-11-29', '12:00')).toBe(false)
    const custom = [{ day: 'sunday', open: '12:00', close: '17:00' }]
    expect(isWithinOpeningHours('2026-11-29', '12:00', custom)).toBe(true)
    expect(isWithinOpeningHours('2026-11-23', '12:00', custom)).toBe(false)
  })
})

describe('csv', () => {
  it('quotes separators and quotes, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell(null)).toBe('')
    expect(toCsv(['email', 'n'], [['a@example.com', 1]])).toBe('email,n\r\na@example.com,1\r\n')
  })
})
