// The claim of one background run: a row per task and period, unique on the pair (src/collections/TaskRuns). One
// statement on the adapter's own query builder, the same on SQLite and Postgres: insert the row; when another instance
// already holds it, do nothing — unless that run failed, in which case the row is taken over, so a failed sweep is
// tried again within its period. The database decides who wins (Postgres re-checks a concurrent taker's condition
// against the row it just wrote), so exactly one instance gets the row back. Each runs inside the caller's
// transaction (src/server/platform/transaction.ts: on SQLite, behind this process's other writers).
import type { Payload, PayloadRequest } from 'payload'
import { builder, eq, lt, table } from '../platform/sql'

interface Claim {
  task: string
  period: string
  instance: string
}

/** The claimed row's id, or null when another instance holds this task's period. */
export async function insertClaim(
  payload: Payload,
  req: PayloadRequest,
  claim: Claim,
  now = new Date(),
): Promise<number | null> {
  const t = table(payload, 'task_runs')
  const db = await builder(payload, req)
  const at = now.toISOString()
  const rows = await db
    .insert(t)
    .values({ ...claim, status: 'running', createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [t.task, t.period],
      set: { instance: claim.instance, status: 'running', finishedAt: null, note: null, updatedAt: at },
      setWhere: eq(t.status, 'failed'),
    })
    .returning({ id: t.id })
  return rows[0] ? Number(rows[0].id) : null
}

/** Records how a claimed run ended. */
export async function finishClaim(
  payload: Payload,
  req: PayloadRequest,
  id: number,
  status: 'done' | 'failed',
  note: string | null,
) {
  const t = table(payload, 'task_runs')
  const db = await builder(payload, req)
  const at = new Date().toISOString()
  await db.update(t).set({ status, note, finishedAt: at, updatedAt: at }).where(eq(t.id, id))
}

/** Deletes the records of runs claimed before `before`; returns how many. */
export async function deleteRunsBefore(payload: Payload, req: PayloadRequest, before: Date): Promise<number> {
  const t = table(payload, 'task_runs')
  const db = await builder(payload, req)
  const rows = await db.delete(t).where(lt(t.createdAt, before.toISOString())).returning({ id: t.id })
  return rows.length
}
