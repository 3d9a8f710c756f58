// The failure counter behind the shopper lockouts: a window from the first failure, a lock at the maximum that
// lasts until the window ends, keys apart from each other, and the minutes the messages show.
import { describe, expect, it } from 'vitest'
import { LOCKOUT, failureCounter, minutesLeft } from '@/domain/accounts/lockout'

describe('failureCounter', () => {
  it('locks a key at its fifth failure until fifteen minutes after its first, and no other key', () => {
    let t = 1_000_000
    const c = failureCounter(LOCKOUT.perConnection, LOCKOUT.windowMs, () => t)
    const started = [1, 2, 3, 4, 5].map(() => c.record('203.0.113.66|zoe@example.com'))
    expect(started).toEqual([false, false, false, false, true])
    expect(c.lockedFor('203.0.113.66|zoe@example.com')).toBe(15 * 60_000)
    expect(c.lockedFor('198.51.100.7|zoe@example.com')).toBe(0)
    t += 14 * 60_000
    expect(c.lockedFor('203.0.113.66|zoe@example.com')).toBe(60_000)
    t += 60_000
    expect(c.lockedFor('203.0.113.66|zoe@example.com')).toBe(0)
    // A new window starts from the next failure.
    expect(c.record('203.0.113.66|zoe@example.com')).toBe(false)
  })

  it('forgets a cleared key, and every key at once', () => {
    const c = failureCounter(2, 60_000, () => 0)
    c.record('a')
    c.record('a')
    c.record('b')
    c.record('b')
    c.clear('a')
    expect(c.lockedFor('a')).toBe(0)
    expect(c.lockedFor('b')).toBe(60_000)
    c.clearAll()
    expect(c.lockedFor('b')).toBe(0)
  })

  it('pauses an address over every connection only at the higher count', () => {
    expect(LOCKOUT.perAccount).toBeGreaterThan(LOCKOUT.perConnection * 3)
  })

  it('says at least one minute, rounded up', () => {
    expect([1, 59_999, 60_000, 60_001, 15 * 60_000].map(minutesLeft)).toEqual([1, 1, 1, 2, 15])
  })
})
