// Background sweeps of a server instance. Every instance keeps the same timers, and each tick claims its task's
// period first (./tasks): however many instances run, each sweep runs once per period — the hold sweep once a
// minute, the refund repair once per 5 minutes, the nightly stock run once per Paris night, the retention sweep once
// a day — and the task-runs collection says which instance ran it and how it ended.
import { parisClock } from '@/domain/nightly'
import { HOLD_BATCH, expireHolds } from './checkout/fulfilment'
import { pruneVitals } from './backoffice/webVitals'
import { pruneAiLogs } from './recommend/logs'
import { repairOrderRefunds } from './refunds'
import { repairRefunds } from './returns/staff'
import { nightlyDue, runNightly } from './supply/nightly'
import { serverUrl } from './platform/serverUrl'
import { log } from './platform/log'
import { getPayload } from './platform/payload'
import { type Task, pruneTaskRuns, runOnce, slotOf } from './tasks'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

const TASKS = {
  holdSweep: {
    name: 'hold-sweep',
    period: slotOf(MINUTE),
    // A drop leaves hundreds of abandoned checkouts expiring together: one run takes batch after batch until none
    // is due, for at most 45 s of its minute, so their stock is back for sale within a minute or two, not one batch a
    // minute (the sweep runs once per minute for the whole shop, however many instances there are).
    run: async (payload) => {
      let released = 0
      const until = Date.now() + 45_000
      for (;;) {
        const batch = await expireHolds(payload)
        released += batch
        if (batch < HOLD_BATCH || Date.now() > until) break
      }
      return released ? `Released ${released} expired stock hold(s)` : null
    },
  },
  // The stock team's nightly check and low-stock email, once per Paris day in its hour (src/domain/nightly.ts).
  nightly: {
    name: 'nightly-stock',
    period: (now) => parisClock(now).day,
    due: nightlyDue,
    run: async (payload) => JSON.stringify(await runNightly(payload, serverUrl())),
  },
  // Rows kept for a while only: the style assistant's logs (90 days, src/server/recommend/logs.ts), the real-user
  // speed measures (28 days, src/server/backoffice/webVitals.ts) and these runs' own records (7 days). One failure
  // does not stop the others; it fails the run, so a later tick of the same day tries again.
  retention: {
    name: 'retention',
    period: slotOf(DAY),
    run: async (payload, now) => {
      const notes: string[] = []
      const failures: string[] = []
      for (const [name, prune] of [
        ['ai-logs', () => pruneAiLogs(now)],
        ['web-vitals', () => pruneVitals(now)],
        ['task-runs', () => pruneTaskRuns(payload, now)],
      ] as const) {
        try {
          const gone = await prune()
          if (gone) notes.push(`deleted ${gone} ${name} row(s) past their retention`)
        } catch (err) {
          failures.push(`${name}: ${String(err)}`)
        }
      }
      if (failures.length) throw new Error(failures.join('; '))
      return notes.join('; ') || null
    },
  },
  // A refund claimed but never recorded (the process stopped between the claim and the provider's answer) is
  // finished with the same idempotency key, so the provider answers the one refund it made (or makes it once).
  refundRepair: {
    name: 'refund-repair',
    period: slotOf(5 * MINUTE),
    run: async (payload) => {
      const done = (await repairRefunds(payload)) + (await repairOrderRefunds(payload))
      return done ? `Finished ${done} interrupted refund(s)` : null
    },
  },
} satisfies Record<string, Task>

const g = globalThis as unknown as { __schedulers?: ReturnType<typeof setTimeout>[] }

function every(task: Task, ms: number, firstAfter = ms) {
  const tick = async () => {
    try {
      await runOnce(await getPayload(), task)
    } catch (err) {
      // The claim itself failed (database unreachable): the next tick tries again.
      log.error(`${task.name} could not be claimed`, { err: String(err) })
    }
  }
  const timers = (g.__schedulers ??= [])
  if (firstAfter === ms) timers.push(setInterval(tick, ms))
  else {
    const first = setTimeout(() => {
      void tick()
      const next = setInterval(tick, ms)
      next.unref?.()
      timers.push(next)
    }, firstAfter)
    timers.push(first)
  }
}

/** Starts this instance's timers (once per process, however often it is called). */
export function startSchedulers() {
  if (g.__schedulers) return
  g.__schedulers = []
  every(TASKS.holdSweep, MINUTE)
  every(TASKS.nightly, 10 * MINUTE)
  // Checked every hour, run once a day; the first check a minute after start, so a day is not missed when instances
  // restart more often than daily.
  every(TASKS.retention, 60 * MINUTE, MINUTE)
  every(TASKS.refundRepair, 5 * MINUTE)
  for (const t of g.__schedulers) t.unref?.()
}

/** Stops this instance's timers (a stopping instance starts no new run; one under way finishes). */
export function stopSchedulers() {
  for (const t of g.__schedulers ?? []) clearTimeout(t)
  g.__schedulers = undefined
}
