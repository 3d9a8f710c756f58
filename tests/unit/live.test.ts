// The live cart's naming and timing rules (a channel unique per user and time, a heartbeat every 25 s, a 10 s timeout).
import { describe, expect, it } from 'vitest'
import { LIVE_HEARTBEAT_MS, LIVE_TIMEOUT_MS, cartTopic, liveBackoffMs, subscriptionChannel } from '@/domain/live'
import { decodeEvent, encodeEvent } from '@/server/live/types'

describe('live rules', () => {
  it('uses the spec’s heartbeat and timeout', () => {
    expect(LIVE_HEARTBEAT_MS).toBe(25_000)
    expect(LIVE_TIMEOUT_MS).toBe(10_000)
  })

  it('names a subscription per customer and time', () => {
    const a = subscriptionChannel(42, 1_000, 'abc123')
    const b = subscriptionChannel(42, 1_001, 'abc123')
    expect(a).not.toBe(b)
    expect(a.startsWith(`${cartTopic(42)}:`)).toBe(true)
  })

  it('backs off 1 s, 2 s, 4 s … up to 30 s, jitter at most 20 %', () => {
    expect([0, 1, 2, 3].map((n) => liveBackoffMs(n, 0))).toEqual([1_000, 2_000, 4_000, 8_000])
    expect(liveBackoffMs(20, 0)).toBe(30_000)
    expect(liveBackoffMs(20, 1)).toBe(36_000)
    expect(liveBackoffMs(-3, 0)).toBe(1_000)
  })

  it('round-trips an event and refuses a foreign payload', () => {
    const e = { topic: 'cart:7', kind: 'change' as const, at: 123 }
    expect(decodeEvent(encodeEvent(e))).toEqual(e)
    expect(decodeEvent('not json')).toBeNull()
    expect(decodeEvent('{"t":1,"at":2}')).toBeNull()
  })
})
