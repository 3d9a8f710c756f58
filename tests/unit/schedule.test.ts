// A publication is scheduled only for a time still to come (issue 37): the schedule drawer's picker is bounded by
// the browser's clock, so the admin's server function refuses a Paris time already past before Payload queues it.
import { describe, expect, it } from 'vitest'
import { SCHEDULE_GRACE_MS, isPastSchedule } from '@/domain/schedule'
import { refusedServerFunction } from '@/server/platform/scheduleGuard'

const now = new Date('2026-11-28T23:45:00Z')

describe('isPastSchedule', () => {
  it('accepts a time to come and the minute just gone, refuses an earlier one', () => {
    expect(isPastSchedule('2026-11-29T02:00:00Z', now)).toBe(false)
    expect(isPastSchedule(new Date(now.getTime() - SCHEDULE_GRACE_MS + 1_000), now)).toBe(false)
    expect(isPastSchedule('2026-11-28T21:45:00Z', now)).toBe(true)
    expect(isPastSchedule(null, now)).toBe(false)
  })
})

describe('refusedServerFunction', () => {
  it('refuses only a schedule-publish for a time past, before Payload queues it', () => {
    expect(refusedServerFunction({ name: 'schedule-publish', args: { date: '2026-11-28T21:45:00Z' } }, now)).toEqual({
      error: expect.any(String),
    })
    expect(
      refusedServerFunction({ name: 'schedule-publish', args: { date: new Date('2026-11-29T10:00:00Z') } }, now),
    ).toBeNull()
    // Deleting a scheduled publication carries no date.
    expect(refusedServerFunction({ name: 'schedule-publish', args: { deleteID: 4 } }, now)).toBeNull()
    expect(refusedServerFunction({ name: 'form-state', args: { date: '2020-01-01T00:00:00Z' } }, now)).toBeNull()
  })
})
