// The background sweeps are scheduled in production, not only callable: a server start (instrumentation.ts) starts
// the schedulers, and they run the refund repair every 5 minutes (and the hold sweep every minute), once per
// instance however often they are started. The sweeps themselves are tested on real databases
// (tests/integration/returns-after.test.ts); here they are stand-ins counting their calls on a fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const calls = vi.hoisted(() => ({
  repairRefunds: vi.fn(async () => 0),
  expireHolds: vi.fn(async () => 0),
  nightlyTick: vi.fn(async () => undefined),
  pruneAiLogs: vi.fn(async () => 0),
  pruneVitals: vi.fn(async () => 0),
  startSchedulers: vi.fn(),
}))
const PAYLOAD = vi.hoisted(() => ({ name: 'the instance payload' }))

vi.mock('@/server/returns/staff', () => ({ repairRefunds: calls.repairRefunds }))
vi.mock('@/server/checkout/fulfilment', () => ({ expireHolds: calls.expireHolds }))
vi.mock('@/server/supply/nightly', () => ({ nightlyTick: calls.nightlyTick }))
vi.mock('@/server/recommend/logs', () => ({ pruneAiLogs: calls.pruneAiLogs }))
vi.mock('@/server/backoffice/webVitals', () => ({ pruneVitals: calls.pruneVitals }))
vi.mock('@/server/platform/payload', () => ({ getPayload: async () => PAYLOAD }))

const MINUTE = 60_000

beforeEach(() => {
  vi.useFakeTimers()
  for (const f of Object.values(calls)) f.mockClear()
  delete (globalThis as { __holdSweep?: unknown }).__holdSweep
})
afterEach(() => {
  vi.clearAllTimers()
  vi.useRealTimers()
})

describe('startSchedulers', () => {
  it('runs the refund repair every 5 minutes on the instance’s payload, and the hold sweep every minute', async () => {
    const { startSchedulers } = await import('@/server/schedulers')
    startSchedulers()
    startSchedulers() // a second start on the same instance schedules nothing more
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1)
    expect(calls.repairRefunds).not.toHaveBeenCalled()
    expect(calls.expireHolds).toHaveBeenCalledTimes(4)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.repairRefunds).toHaveBeenCalledTimes(1)
    expect(calls.repairRefunds).toHaveBeenCalledWith(PAYLOAD)
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    expect(calls.repairRefunds).toHaveBeenCalledTimes(3)
  })

  it('sweeps the rows past their retention a minute after start, then daily, one failure not stopping the other', async () => {
    const { startSchedulers } = await import('@/server/schedulers')
    calls.pruneAiLogs.mockRejectedValueOnce(new Error('database busy'))
    startSchedulers()
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(calls.pruneAiLogs).toHaveBeenCalledTimes(1)
    expect(calls.pruneVitals).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE)
    expect(calls.pruneVitals).toHaveBeenCalledTimes(2)
  })

  it('a failed repair is logged and the next one still runs', async () => {
    const { startSchedulers } = await import('@/server/schedulers')
    calls.repairRefunds.mockRejectedValueOnce(new Error('provider down'))
    startSchedulers()
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    expect(calls.repairRefunds).toHaveBeenCalledTimes(2)
  })
})

describe('a production server start', () => {
  it('starts the schedulers after preparing the database (and not during a build)', async () => {
    vi.doMock('@/server/schedulers', () => ({ startSchedulers: calls.startSchedulers }))
    vi.doMock('@/server/platform/prepare', () => ({ prepareDatabase: async () => undefined }))
    vi.doMock('@/server/platform/scheduledPublishing', () => ({ startScheduledPublishing: async () => undefined }))
    vi.doMock('@/server/carts/liveEndpoint', () => ({ registerDirectCartLive: () => undefined }))
    vi.doMock('../../seed', () => ({ seed: async () => undefined }))
    const env = { ...process.env }
    try {
      Object.assign(process.env, { NEXT_RUNTIME: 'nodejs', NEXT_PHASE: 'phase-production-build' })
      delete process.env.SKIP_DB_PREPARE
      const { register } = await import('@/instrumentation')
      await register()
      expect(calls.startSchedulers).not.toHaveBeenCalled()
      process.env.NEXT_PHASE = 'phase-production-server'
      await register()
      expect(calls.startSchedulers).toHaveBeenCalledTimes(1)
    } finally {
      process.env = env
    }
  })
})
