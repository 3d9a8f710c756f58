// The nightly stock run's rule: once per Paris calendar day, in the Paris hour 03:00–03:59, whatever the season.
import { describe, expect, it } from 'vitest'
import { NIGHTLY_HOUR, isNightlyDue, parisClock } from '@/domain/nightly'

const at = (iso: string) => new Date(iso)

describe('the nightly run is due', () => {
  it('in the Paris hour of the run only: not a minute before, not once it is over', () => {
    expect(NIGHTLY_HOUR).toBe(3)
    // Winter (UTC+1): 03:00 Paris is 02:00 UTC.
    expect(isNightlyDue(at('2026-01-15T01:59:59.999Z'), null)).toBe(false)
    expect(isNightlyDue(at('2026-01-15T02:00:00.000Z'), null)).toBe(true)
    expect(isNightlyDue(at('2026-01-15T02:59:59.999Z'), null)).toBe(true)
    expect(isNightlyDue(at('2026-01-15T03:00:00.000Z'), null)).toBe(false)
    // 03:00 UTC is 04:00 in Paris: UTC's hour 3 is not the rule's.
    expect(isNightlyDue(at('2026-01-15T03:30:00.000Z'), null)).toBe(false)
  })

  it('once per Paris day: not again the same night, again the next night', () => {
    const ran = at('2026-01-15T02:00:05.000Z')
    expect(isNightlyDue(at('2026-01-15T02:10:00.000Z'), ran)).toBe(false)
    expect(isNightlyDue(at('2026-01-15T02:59:00.000Z'), ran)).toBe(false)
    expect(isNightlyDue(at('2026-01-16T02:00:00.000Z'), ran)).toBe(true)
    // A run the previous evening (an on-demand nightly, a late restart) does not count for tonight.
    expect(isNightlyDue(at('2026-01-16T02:00:00.000Z'), at('2026-01-15T22:30:00.000Z'))).toBe(true)
    // …but one earlier the same Paris day does: 00:30 Paris on the 16th is 23:30 UTC on the 15th.
    expect(isNightlyDue(at('2026-01-16T02:05:00.000Z'), at('2026-01-15T23:30:00.000Z'))).toBe(false)
    // A night missed (the server was down) does not make the run due outside its hour.
    expect(isNightlyDue(at('2026-01-18T12:00:00.000Z'), ran)).toBe(false)
  })

  it('follows Paris summer time: 03:00 Paris is 01:00 UTC in summer', () => {
    expect(isNightlyDue(at('2026-07-10T00:59:00.000Z'), null)).toBe(false)
    expect(isNightlyDue(at('2026-07-10T01:00:00.000Z'), null)).toBe(true)
    expect(isNightlyDue(at('2026-07-10T02:00:00.000Z'), null)).toBe(false)
  })

  it('on the spring night (29 March 2026, 02:00 → 03:00) the hour of the run still comes, once', () => {
    expect(parisClock(at('2026-03-29T00:59:59.000Z'))).toEqual({ day: '2026-03-29', hour: 1 })
    // One second later the clocks jump from 01:59:59 CET to 03:00:00 CEST.
    expect(parisClock(at('2026-03-29T01:00:00.000Z'))).toEqual({ day: '2026-03-29', hour: 3 })
    expect(isNightlyDue(at('2026-03-29T01:00:00.000Z'), at('2026-03-28T02:00:00.000Z'))).toBe(true)
    expect(isNightlyDue(at('2026-03-29T01:59:00.000Z'), at('2026-03-29T01:00:00.000Z'))).toBe(false)
    expect(isNightlyDue(at('2026-03-29T02:00:00.000Z'), null)).toBe(false)
  })

  it('on the autumn night (25 October 2026, 03:00 → 02:00) the repeated hour is 02:00, so 03:00 comes once', () => {
    // 02:00 CEST (00:00 UTC) and 02:00 CET (01:00 UTC): both before the hour of the run.
    expect(isNightlyDue(at('2026-10-25T00:30:00.000Z'), null)).toBe(false)
    expect(isNightlyDue(at('2026-10-25T01:30:00.000Z'), null)).toBe(false)
    expect(parisClock(at('2026-10-25T02:00:00.000Z'))).toEqual({ day: '2026-10-25', hour: 3 })
    expect(isNightlyDue(at('2026-10-25T02:00:00.000Z'), at('2026-10-24T01:00:00.000Z'))).toBe(true)
    expect(isNightlyDue(at('2026-10-25T02:50:00.000Z'), at('2026-10-25T02:00:00.000Z'))).toBe(false)
    expect(isNightlyDue(at('2026-10-25T03:00:00.000Z'), null)).toBe(false)
  })
})
