// Whether this instance can serve the shop (GET /api/ready): the database answers, every committed migration is
// applied to it (an instance of a newer release on a database not yet migrated is not ready), and Redis answers when
// REDIS_URL names one. Each check has a short timeout: a probe must answer, not hang with what it probes.
import { migrationsForDatabase } from './migrations'
import { getPayload } from './payload'
import { pingRedis } from './redisPing'

const CHECK_TIMEOUT_MS = 2000

interface Readiness {
  ready: boolean
  database: 'ok' | 'unreachable'
  /** Committed migrations the database has not applied. */
  pendingMigrations: string[]
  redis: 'ok' | 'unreachable' | 'not configured'
}

const timeout = <T>(work: Promise<T>, ms: number) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref?.()),
  ])

async function appliedMigrations(): Promise<Set<string>> {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    pagination: false,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
  })
  return new Set(docs.map((d) => String(d.name)))
}

export async function readiness(env = process.env): Promise<Readiness> {
  const [applied, redis] = await Promise.all([
    timeout(appliedMigrations(), CHECK_TIMEOUT_MS).catch(() => null),
    env.REDIS_URL ? pingRedis(env.REDIS_URL, CHECK_TIMEOUT_MS / 2) : Promise.resolve(null),
  ])
  const pendingMigrations = applied
    ? migrationsForDatabase()
        .map((m) => m.name)
        .filter((n) => !applied.has(n))
    : []
  const state: Readiness = {
    ready: false,
    database: applied ? 'ok' : 'unreachable',
    pendingMigrations,
    redis: redis === null ? 'not configured' : redis ? 'ok' : 'unreachable',
  }
  state.ready = state.database === 'ok' && !pendingMigrations.length && state.redis !== 'unreachable'
  return state
}
