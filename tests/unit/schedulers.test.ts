// The background sweeps are scheduled in production, not only callable: a server start (instrumentation.ts) starts
// the schedulers, and they run the refund repair every 5 minutes (and the hold sweep every minute), once per
// instance however often they are started. The sweeps themselves are tested on real databases
// (tests/integration/returns-after.test.ts), and so is the claim of a period by one instance among several
// (tests/integration/task-runs.test.ts); here they are stand-ins counting their calls on a fake clock, the claims a map.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const calls = vi.hoisted(() => ({
  repairRefunds: vi.fn(async () => 0),
  repairOrderRefunds: vi.fn(async () => 0),
  expireHolds: vi.fn(async () => 0),
  nightlyDue: vi.fn(async () => false),
  runNightly: vi.fn(async () => ({ low: 0, crossed: 0, emails: 0 })),
  pruneAiLogs: vi.fn(async () => 0),
  pruneVitals: vi.fn(async () => 0),
  startSchedulers: vi.fn(),
}))
const PAYLOAD = vi.hoisted(() => ({ name: 'the instance payload' }))

vi.mock('@/server/returns/staff', () => ({ repairRefunds: calls.repairRefunds }))
vi.mock('@/server/refunds', () => ({ repairOrderRefunds: calls.repairOrderRefunds }))
vi.mock('@/server/checkout/fulfilment', () => ({ expireHolds: calls.expireHolds, HOLD_BATCH: 100 }))
vi.mock('@/server/supply/nightly', () => ({ nightlyDue: calls.nightlyDue, runNightly: calls.runNightly }))
// Claims as the task-runs table keeps them: one per task and period, taken over only after a failure.
const claims = vi.hoisted(() => new Map<string, { id: number; status: string }>())
vi.mock('@/server/tasks/rows', () => ({
  insertClaim: async (_p: unknown, _req: unknown, c: { task: string; period: string }) => {
    const key = `${c.task} ${c.period}`
    const held = claims.get(key)
    if (held && held.status !== 'failed') return null
    const row = { id: claims.size + 1, status: 'running' }
    claims.set(key, row)
    return row.id
  },
  finishClaim: async (_p: unknown, _req: unknown, id: number, status: string) => {
    for (const row of claims.values()) if (row.id === id) row.status = status
  },
  deleteRunsBefore: async () => 0,
}))
vi.mock('@/server/recommend/logs', () => ({ pruneAiLogs: calls.pruneAiLogs }))
vi.mock('@/server/backoffice/webVitals', () => ({ pruneVitals: calls.pruneVitals }))
vi.mock('@/server/platform/payload', () => ({ getPayload: async () => PAYLOAD }))
vi.mock('@/server/platform/transaction', () => ({
  inTransaction: (_p: unknown, fn: (req: unknown) => unknown) => fn({}),
}))

const MINUTE = 60_000

beforeEach(() => {
  vi.useFakeTimers()
  for (const f of Object.values(calls)) f.mockClear()
  claims.clear()
  delete (globalThis as { __schedulers?: unknown }).__schedulers
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
    // The refunds made from the order are finished by the same sweep.
    expect(calls.repairOrderRefunds).toHaveBeenCalledWith(PAYLOAD)
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    expect(calls.repairRefunds).toHaveBeenCalledTimes(3)
    expect(calls.repairOrderRefunds).toHaveBeenCalledTimes(3)
  })

  it('sweeps the rows past their retention a minute after start, then daily, one failure not stopping the other', async () => {
    vi.setSystemTime(new Date('2026-11-29T08:00:00Z'))
    const { startSchedulers } = await import('@/server/schedulers')
    calls.pruneAiLogs.mockRejectedValueOnce(new Error('database busy'))
    startSchedulers()
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(calls.pruneAiLogs).toHaveBeenCalledTimes(1)
    expect(calls.pruneVitals).toHaveBeenCalledTimes(1)
    // The failed day is tried again at the next hourly check, then not before the next day.
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(calls.pruneAiLogs).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(14 * 60 * MINUTE)
    expect(calls.pruneVitals).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2 * 60 * MINUTE)
    expect(calls.pruneVitals).toHaveBeenCalledTimes(3)
  })

  it('stops: no sweep runs after stopSchedulers', async () => {
    const { startSchedulers, stopSchedulers } = await import('@/server/schedulers')
    startSchedulers()
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(calls.expireHolds).toHaveBeenCalledTimes(1)
    stopSchedulers()
    await vi.advanceTimersByTimeAsync(2 * 24 * 60 * MINUTE)
    expect(calls.expireHolds).toHaveBeenCalledTimes(1)
    expect(calls.pruneVitals).toHaveBeenCalledTimes(1)
    expect(calls.repairRefunds).not.toHaveBeenCalled()
  })

  it('releases a backlog of expired holds batch after batch in one minute’s run, not one batch a minute', async () => {
    const { startSchedulers } = await import('@/server/schedulers')
    // A drop's abandoned checkouts: 237 holds due at once, released 100 at a time.
    calls.expireHolds.mockResolvedValueOnce(100).mockResolvedValueOnce(100).mockResolvedValueOnce(37)
    startSchedulers()
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(calls.expireHolds).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(calls.expireHolds).toHaveBeenCalledTimes(4)
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
    vi.doMock('@/server/schedulers', () => ({
      startSchedulers: calls.startSchedulers,
      stopSchedulers: () => undefined,
    }))
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
      // The other tests, whichever order they run in, import the real schedulers.
      for (const m of [
        '@/server/schedulers',
        '@/server/platform/prepare',
        '@/server/platform/scheduledPublishing',
        '@/server/carts/liveEndpoint',
        '../../seed',
      ])
        vi.doUnmock(m)
      vi.resetModules()
    }
  })
})
