// The browser's live-cart subscription (src/components/cart/liveCart.ts) with a fake EventSource and the clock
// mocked: exactly one stream per customer, another customer closes it first, a stream that says nothing within
// 10,000 ms — or goes silent past the 25 s heartbeat plus that timeout — is closed and reopened with back-off
// (1 s, 2 s, 4 s …, reset once a stream is ready), and a `change` asks for a reload.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

class FakeSource {
  static all: FakeSource[] = []
  readonly listeners = new Map<string, ((e: { data: string }) => void)[]>()
  onerror: (() => void) | null = null
  closed = false
  constructor(readonly url: string) {
    FakeSource.all.push(this)
  }
  addEventListener(name: string, fn: (e: { data: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn])
  }
  emit(name: string, data: unknown = {}) {
    for (const fn of this.listeners.get(name) ?? []) fn({ data: JSON.stringify(data) })
  }
  close() {
    this.closed = true
  }
}

const open = () => FakeSource.all.filter((s) => !s.closed)
let live: typeof import('@/components/cart/liveCart')

beforeEach(async () => {
  vi.useFakeTimers()
  vi.spyOn(Math, 'random').mockReturnValue(0)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  FakeSource.all = []
  vi.stubGlobal('EventSource', FakeSource)
  vi.stubGlobal('window', { addEventListener: () => undefined })
  vi.resetModules()
  live = await import('@/components/cart/liveCart')
})

afterEach(() => {
  live.unsubscribeCart()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const handlers = () => ({ onChange: vi.fn(), onError: vi.fn(), onReady: vi.fn() })

describe('the live cart subscription', () => {
  it('a stopping server says reconnect: closed at once, reopened after 1 s without an error, then the cart reloads', () => {
    const h = handlers()
    live.subscribeCart('7', h)
    FakeSource.all[0]!.emit('ready', { channel: 'cart:7:abc:0123456789ab' })
    FakeSource.all[0]!.emit('reconnect', { at: 1 })
    expect(FakeSource.all[0]!.closed).toBe(true)
    // The server then ends the stream: the closed source's error must not count as a failure.
    FakeSource.all[0]!.onerror?.()
    expect(h.onError).not.toHaveBeenCalled()
    vi.advanceTimersByTime(999)
    expect(FakeSource.all).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(open()).toHaveLength(1)
    expect(h.onChange).toHaveBeenCalledTimes(1)
    // Still one stream, and the back-off was not raised: a second reconnect waits 1 s again.
    FakeSource.all[1]!.emit('ready', { channel: 'cart:7:def:0123456789ab' })
    FakeSource.all[1]!.emit('reconnect', {})
    vi.advanceTimersByTime(1_000)
    expect(open()).toHaveLength(1)
    expect(FakeSource.all).toHaveLength(3)
  })

  it('holds exactly one stream per customer; another customer closes it first', () => {
    live.subscribeCart('7', handlers())
    live.subscribeCart('7', handlers())
    expect(FakeSource.all).toHaveLength(1)
    expect(FakeSource.all[0]!.url).toBe('/api/cart/live')
    live.subscribeCart('8', handlers())
    expect(FakeSource.all).toHaveLength(2)
    expect(FakeSource.all[0]!.closed).toBe(true)
    expect(open()).toHaveLength(1)
    expect(live.subscribedCustomer()).toBe('8')
  })

  it('a change asks for a reload; ready hands over the channel', () => {
    const h = handlers()
    live.subscribeCart('7', h)
    FakeSource.all[0]!.emit('ready', { channel: 'cart:7:abc:0123456789ab' })
    expect(h.onReady).toHaveBeenCalledWith('cart:7:abc:0123456789ab')
    FakeSource.all[0]!.emit('change', { kind: 'change' })
    expect(h.onChange).toHaveBeenCalledTimes(1)
  })

  it('no ready within 10,000 ms: closed, then reopened after 1 s, 2 s, 4 s of back-off', () => {
    const h = handlers()
    live.subscribeCart('7', h)
    vi.advanceTimersByTime(9_999)
    expect(FakeSource.all[0]!.closed).toBe(false)
    vi.advanceTimersByTime(1)
    expect(FakeSource.all[0]!.closed).toBe(true)
    expect(h.onError).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(999)
    expect(FakeSource.all).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(FakeSource.all).toHaveLength(2)
    // The second attempt fails at once: the next wait is 2 s, then 4 s.
    FakeSource.all[1]!.onerror!()
    vi.advanceTimersByTime(1_999)
    expect(FakeSource.all).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(FakeSource.all).toHaveLength(3)
    FakeSource.all[2]!.onerror!()
    vi.advanceTimersByTime(3_999)
    expect(FakeSource.all).toHaveLength(3)
    vi.advanceTimersByTime(1)
    expect(FakeSource.all).toHaveLength(4)
    // A stream that opens resets the back-off to 1 s.
    FakeSource.all[3]!.emit('ready', { channel: 'c' })
    FakeSource.all[3]!.onerror!()
    vi.advanceTimersByTime(1_000)
    expect(FakeSource.all).toHaveLength(5)
    expect(open()).toHaveLength(1)
  })

  it('pings keep a stream alive; silence past the heartbeat plus the timeout reconnects', () => {
    const h = handlers()
    live.subscribeCart('7', h)
    const first = FakeSource.all[0]!
    first.emit('ready', { channel: 'c' })
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(25_000)
      first.emit('ping', { at: Date.now() })
    }
    expect(first.closed).toBe(false)
    vi.advanceTimersByTime(34_999)
    expect(first.closed).toBe(false)
    vi.advanceTimersByTime(1)
    expect(first.closed).toBe(true)
    expect(h.onError).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1_000)
    expect(open()).toHaveLength(1)
    expect(FakeSource.all).toHaveLength(2)
  })

  it('unsubscribing closes the stream and stops every retry', () => {
    live.subscribeCart('7', handlers())
    FakeSource.all[0]!.onerror!()
    live.unsubscribeCart()
    vi.advanceTimersByTime(60_000)
    expect(FakeSource.all).toHaveLength(1)
    expect(open()).toHaveLength(0)
    expect(live.subscribedCustomer()).toBeNull()
  })
})
