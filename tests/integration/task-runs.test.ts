// Work that must happen once for the shop happens once, however many instances run it. Three "instances" (three
// instance names, their ticks run concurrently on the real database) tick every task over several periods: each task
// runs once per period, the others skip, and the task-runs collection records who ran it and how it ended. A failed
// run leaves its period open to the next tick. Instances starting together migrate and seed in turn: on Postgres the
// second waits for the first's advisory lock (another connection cannot take it meanwhile).
import pg from 'pg'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { databaseKind } from '@/server/platform/database'
import { prepareDatabase } from '@/server/platform/prepare'
import { type Task, pruneTaskRuns, runOnce, slotOf } from '@/server/tasks'
import { staffUser, testPayload } from './helpers/payload'

let payload: Payload
const INSTANCES = ['web-1:101', 'web-2:102', 'web-3:103']
const MINUTE = 60_000

beforeAll(async () => {
  payload = await testPayload()
})

const runsOf = async (task: string) =>
  (
    await payload.find({
      collection: 'task-runs',
      where: { task: { equals: task } },
      sort: 'period',
      pagination: false,
      overrideAccess: true,
    })
  ).docs

describe('a task claimed per period', () => {
  it('runs once per period when three instances tick at the same moments', async () => {
    const name = `sweep-${Date.now()}`
    const ran: string[] = []
    const task: Task = {
      name,
      period: slotOf(MINUTE),
      run: async (_p, now) => {
        ran.push(now.toISOString())
        await new Promise((r) => setTimeout(r, 20))
        return 'swept'
      },
    }
    const start = Date.parse('2026-11-29T10:00:05.000Z')
    for (let minute = 0; minute < 4; minute++) {
      // Each instance ticks twice within the minute (their timers are not in step).
      const ticks = INSTANCES.flatMap((instance, i) => [
        runOnce(payload, task, new Date(start + minute * MINUTE + i * 1000), instance),
        runOnce(payload, task, new Date(start + minute * MINUTE + 30_000 + i * 1000), instance),
      ])
      const outcomes = await Promise.all(ticks)
      expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1)
      expect(outcomes.filter((o) => o === 'skipped')).toHaveLength(5)
    }
    expect(ran).toHaveLength(4)
    const runs = await runsOf(name)
    expect(runs.map((r) => r.period)).toEqual([
      '2026-11-29T10:00:00.000Z',
      '2026-11-29T10:01:00.000Z',
      '2026-11-29T10:02:00.000Z',
      '2026-11-29T10:03:00.000Z',
    ])
    for (const r of runs) {
      expect(r).toMatchObject({ status: 'done', note: 'swept' })
      expect(INSTANCES).toContain(r.instance)
      expect(r.finishedAt).toBeTruthy()
    }
  })

  it('a failed run is recorded, and the next tick of the same period (any instance) runs it again', async () => {
    const name = `repair-${Date.now()}`
    let attempts = 0
    const task: Task = {
      name,
      period: () => '2026-11-29',
      run: async () => {
        if (++attempts === 1) throw new Error('provider down')
        return null
      },
    }
    expect(await runOnce(payload, task, new Date(), INSTANCES[0])).toBe('failed')
    expect((await runsOf(name))[0]).toMatchObject({ status: 'failed', instance: INSTANCES[0] })
    expect((await runsOf(name))[0]!.note).toContain('provider down')
    const again = await Promise.all(INSTANCES.map((i) => runOnce(payload, task, new Date(), i)))
    expect(again.filter((o) => o === 'ran')).toHaveLength(1)
    expect(attempts).toBe(2)
    const [row] = await runsOf(name)
    expect(row).toMatchObject({ status: 'done', note: null })
    expect(await runOnce(payload, task, new Date(), INSTANCES[0])).toBe('skipped')
  })

  it('a task not due claims nothing', async () => {
    const name = `nightly-${Date.now()}`
    const task: Task = { name, period: () => 'x', due: async () => false, run: async () => 'ran' }
    expect(await runOnce(payload, task)).toBe('not-due')
    expect(await runsOf(name)).toHaveLength(0)
  })

  it('keeps the records a week: older ones are deleted by the retention sweep', async () => {
    const name = `old-${Date.now()}`
    const task: Task = { name, period: slotOf(MINUTE), run: async () => null }
    const now = new Date()
    await runOnce(payload, task, new Date(now.getTime() - 8 * 86_400_000))
    await runOnce(payload, task, new Date(now.getTime() - 6 * 86_400_000))
    expect(await pruneTaskRuns(payload, now)).toBeGreaterThanOrEqual(1)
    expect(await runsOf(name)).toHaveLength(1)
  })

  it('admins read the records; no one else, and no one writes them through the API', async () => {
    const admin = await staffUser(payload, ['admin'])
    const stock = await staffUser(payload, ['stock'])
    // A record of its own, whichever test of this file ran first (they run shuffled).
    await runOnce(payload, { name: `read-${Date.now()}`, period: slotOf(MINUTE), run: async () => null })
    expect(
      (await payload.find({ collection: 'task-runs', user: admin, overrideAccess: false })).totalDocs,
    ).toBeGreaterThan(0)
    await expect(payload.find({ collection: 'task-runs', user: stock, overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'task-runs',
        data: { task: 'x', period: 'y', instance: 'z', status: 'done' },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})

describe('instances starting together', () => {
  it('migrate and seed one after the other, each finding the work done by the first', async () => {
    let inSeed = 0
    let most = 0
    const lockFree: boolean[] = []
    const seed = async () => {
      most = Math.max(most, ++inSeed)
      if (databaseKind() === 'postgres') {
        // Another connection (another instance) cannot take the start lock while this one seeds.
        const other = new pg.Client({ connectionString: process.env.DATABASE_URL })
        await other.connect()
        const r = await other.query(`SELECT pg_try_advisory_lock(hashtext('maison-shop:prepare')) AS got`)
        lockFree.push(Boolean(r.rows[0].got))
        await other.end()
      }
      await new Promise((r) => setTimeout(r, 50))
      inSeed--
    }
    await Promise.all([prepareDatabase(seed), prepareDatabase(seed), prepareDatabase(seed)])
    const applied = await payload.find({ collection: 'payload-migrations', pagination: false, overrideAccess: true })
    const { migrationsForDatabase } = await import('@/server/platform/migrations')
    // Each migration recorded once, none run again by the later instances.
    expect(
      applied.docs
        .filter((d) => d.batch !== -1)
        .map((d) => d.name)
        .sort(),
    ).toEqual(
      migrationsForDatabase()
        .map((m) => m.name)
        .sort(),
    )
    if (databaseKind() === 'postgres') {
      expect(most).toBe(1)
      expect(lockFree).toEqual([false, false, false])
    }
  })
})
