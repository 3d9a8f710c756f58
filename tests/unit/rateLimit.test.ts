import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '@/domain/rateLimit'

const clock = (start = 0) => {
  let t = start
  return { now: () => t, advance: (ms: number) => void (t += ms) }
}

describe('createRateLimiter', () => {
  it('allows `limit` hits per window, then denies with the time to wait', () => {
    const c = clock()
    const rl = createRateLimiter({ limit: 3, windowMs: 60_000, now: c.now })
    expect(rl.hit('ip')).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 })
    expect(rl.hit('ip')).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 })
    expect(rl.hit('ip')).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 })
    c.advance(15_000)
    expect(rl.hit('ip')).toEqual({ allowed: false, remaining: 0, retryAfterMs: 45_000 })
  })

  it('counts keys separately', () => {
    const rl = createRateLimiter({ limit: 1, windowMs: 1000, now: clock().now })
    expect(rl.hit('a').allowed).toBe(true)
    expect(rl.hit('b').allowed).toBe(true)
    expect(rl.hit('a').allowed).toBe(false)
  })

  it.each([
    [999, false],
    [1000, true],
  ])('a new window opens after windowMs (advanced %s ms → allowed %s)', (ms, allowed) => {
    const c = clock()
    const rl = createRateLimiter({ limit: 1, windowMs: 1000, now: c.now })
    rl.hit('ip')
    c.advance(ms)
    expect(rl.hit('ip').allowed).toBe(allowed)
  })

  it('prunes expired keys so the map does not grow forever', () => {
    const c = clock()
    const rl = createRateLimiter({ limit: 5, windowMs: 1000, now: c.now })
    for (let i = 0; i < 100; i++) rl.hit(`ip-${i}`)
    expect(rl.size()).toBe(100)
    c.advance(1000)
    rl.hit('late')
    expect(rl.size()).toBe(1)
  })

  it('forgets a key on reset', () => {
    const rl = createRateLimiter({ limit: 1, windowMs: 1000, now: clock().now })
    rl.hit('ip')
    rl.reset('ip')
    expect(rl.hit('ip').allowed).toBe(true)
  })

  it.each([
    [{ limit: 0, windowMs: 1000 }],
    [{ limit: 1.5, windowMs: 1000 }],
    [{ limit: 1, windowMs: 0 }],
    [{ limit: 1, windowMs: Number.NaN }],
  ])('rejects bad options %j', (opts) => {
    expect(() => createRateLimiter(opts)).toThrow(RangeError)
  })
})
