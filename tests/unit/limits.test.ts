// The shop's one limiter in a single process's memory (no REDIS_URL): budgets per endpoint and address, the larger
// shared budget of unknown callers, windows that end, and the lockouts' failure counters. The same counters in Redis,
// shared by several instances: tests/integration/shared-limits.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOCKOUT, minutesLeft } from '@/domain/accounts/lockout'
import { DIRECT_CLIENT } from '@/server/clientIp'
import { createLimits } from '@/server/http/limits'

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(1_000_000)
})
afterEach(() => vi.useRealTimers())

const memory = (env: Record<string, string> = {}) => createLimits({ redis: null, env })

describe('rate limits', () => {
  it('allows the budget per address and endpoint, then refuses with the time left in the window', async () => {
    const limits = memory({ CHECKOUT_RATE_LIMIT: '3' })
    const results = []
    for (let i = 0; i < 3; i++) results.push(await limits.hit('checkout', 'checkout', '203.0.113.9'))
    expect(results.map((r) => [r.allowed, r.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
    ])
    vi.advanceTimersByTime(4 * 60_000)
    const refused = await limits.hit('checkout', 'checkout', '203.0.113.9')
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterMs: 6 * 60_000 })
    // Another address, another endpoint: their own budgets.
    expect((await limits.hit('checkout', 'checkout', '198.51.100.4')).allowed).toBe(true)
    expect((await limits.hit('checkout', 'other', '203.0.113.9')).allowed).toBe(true)
    // The window ends ten minutes after its first request.
    vi.advanceTimersByTime(6 * 60_000)
    expect((await limits.hit('checkout', 'checkout', '203.0.113.9')).allowed).toBe(true)
  })

  it('gives callers of unknown address one shared budget ten times larger', async () => {
    const limits = memory({ FORM_RATE_LIMIT: '2' })
    const allowed = []
    for (let i = 0; i < 21; i++) allowed.push((await limits.hit('form', 'contact', DIRECT_CLIENT)).allowed)
    expect(allowed.filter(Boolean)).toHaveLength(20)
    expect(allowed.at(-1)).toBe(false)
  })

  it('gives a typed address half the form budget, rounded up', async () => {
    const limits = memory({ FORM_RATE_LIMIT: '5' })
    const allowed = []
    for (let i = 0; i < 4; i++) allowed.push((await limits.hit('formEmail', 'contact', 'zoe@example.com')).allowed)
    expect(allowed).toEqual([true, true, true, false])
  })

  it('counts staff sign-ins per address with LOGIN_RATE_LIMIT', async () => {
    const limits = memory({ LOGIN_RATE_LIMIT: '2' })
    const allowed = []
    for (let i = 0; i < 3; i++) allowed.push((await limits.hit('login', 'users-login', '203.0.113.9')).allowed)
    expect(allowed).toEqual([true, true, false])
  })
})

describe('lockouts', () => {
  it('locks a key at its fifth failure until fifteen minutes after its first, and no other key', async () => {
    const lock = memory().lock('password')
    const started = []
    for (let i = 0; i < 5; i++) started.push(await lock.record('203.0.113.66|zoe@example.com'))
    expect(started).toEqual([false, false, false, false, true])
    expect(await lock.lockedFor('203.0.113.66|zoe@example.com')).toBe(15 * 60_000)
    expect(await lock.lockedFor('198.51.100.7|zoe@example.com')).toBe(0)
    vi.advanceTimersByTime(14 * 60_000)
    expect(await lock.lockedFor('203.0.113.66|zoe@example.com')).toBe(60_000)
    // More failures while locked neither start it again nor lengthen it.
    expect(await lock.record('203.0.113.66|zoe@example.com')).toBe(false)
    expect(await lock.lockedFor('203.0.113.66|zoe@example.com')).toBe(60_000)
    vi.advanceTimersByTime(60_000)
    expect(await lock.lockedFor('203.0.113.66|zoe@example.com')).toBe(0)
    // A new window starts from the next failure.
    expect(await lock.record('203.0.113.66|zoe@example.com')).toBe(false)
  })

  it('forgets a cleared key only', async () => {
    const lock = memory().lock('code')
    for (let i = 0; i < LOCKOUT.perConnection; i++) {
      await lock.record('a')
      await lock.record('b')
    }
    await lock.clear('a')
    expect(await lock.lockedFor('a')).toBe(0)
    expect(await lock.lockedFor('b')).toBeGreaterThan(0)
  })

  it('pauses an address over every connection only at the higher count', async () => {
    const lock = memory().lock('account')
    const started = []
    for (let i = 0; i < LOCKOUT.perAccount; i++) started.push(await lock.record('zoe@example.com'))
    expect(started.indexOf(true)).toBe(LOCKOUT.perAccount - 1)
    expect(LOCKOUT.perAccount).toBeGreaterThan(LOCKOUT.perConnection * 3)
  })

  it('says at least one minute, rounded up', () => {
    expect([1, 59_999, 60_000, 60_001, 15 * 60_000].map(minutesLeft)).toEqual([1, 1, 1, 2, 15])
  })
})
