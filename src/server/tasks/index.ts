// Background work that must happen once for the whole shop, however many instances run it. Every instance keeps its
// timers (none is special, any may stop), and each tick first claims the task's current period — a minute for the
// hold sweep, a Paris day for the nightly stock run — by inserting a task-runs row (./rows.ts). The instance that
// inserted it runs the task and writes how it ended; the others skip until the next period. A run that failed leaves
// its period open to the next tick of any instance. Why a row rather than a lock: docs/decisions.md, "Once per period".
import os from 'node:os'
import type { Payload } from 'payload'
import { log } from '../platform/log'
import { inTransaction } from '../platform/transaction'
import { deleteRunsBefore, finishClaim, insertClaim } from './rows'

/** Who claimed a run, as the record shows it: the host and the process. */
const INSTANCE = `${os.hostname()}:${process.pid}`

/** The period an instant falls in, for a task repeated every `ms` (the UTC start of that slice, ISO). */
export const slotOf = (ms: number) => (now: Date) => new Date(Math.floor(now.getTime() / ms) * ms).toISOString()

export interface Task {
  name: string
  /** The period `now` belongs to: the task runs at most once per distinct value. */
  period: (now: Date) => string
  /** Optional test before claiming (the nightly run is due only in its hour): false leaves the period unclaimed. */
  due?: (payload: Payload, now: Date) => Promise<boolean>
  /** The work; what it returns is logged and kept as the run's note when it is not empty. */
  run: (payload: Payload, now: Date) => Promise<string | null | undefined>
}

type Outcome = 'ran' | 'skipped' | 'failed' | 'not-due'

/** Claims the task's period for this instance and runs it; 'skipped' when another instance holds the period. */
export async function runOnce(payload: Payload, task: Task, now = new Date(), instance = INSTANCE): Promise<Outcome> {
  if (task.due && !(await task.due(payload, now))) return 'not-due'
  const claim = { task: task.name, period: task.period(now), instance }
  const id = await inTransaction(payload, (req) => insertClaim(payload, req, claim, now))
  if (id === null) return 'skipped'
  try {
    const note = (await task.run(payload, now)) || null
    if (note) log.info(`${task.name}: ${note}`)
    await inTransaction(payload, (req) => finishClaim(payload, req, id, 'done', note))
    return 'ran'
  } catch (err) {
    log.error(`${task.name} failed`, { err: String(err) })
    const why = String(err).slice(0, 500)
    await inTransaction(payload, (req) => finishClaim(payload, req, id, 'failed', why)).catch(() => undefined)
    return 'failed'
  }
}

/** How long the record of a run is kept (the retention sweep deletes older ones). */
const TASK_RUNS_KEPT_DAYS = 7

export const pruneTaskRuns = (payload: Payload, now = new Date()) =>
  inTransaction(payload, (req) =>
    deleteRunsBefore(payload, req, new Date(now.getTime() - TASK_RUNS_KEPT_DAYS * 86_400_000)),
  )
