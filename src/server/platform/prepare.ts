// Migrate, then seed, when a server instance starts (src/instrumentation.ts). The seeding is passed in by the
// caller, so the server layer never imports the seed. Instances starting together on one Postgres take turns
// (./rows.ts): the first migrates and seeds, the others find it done. Each step is published (./opening.ts) for the
// opening page the instance answers meanwhile.
import { mkdirSync } from 'node:fs'
import type { Payload } from 'payload'
import { databaseKind } from './database'
import { migrationsForDatabase } from './migrations'
import { setOpening } from './opening'
import { getPayload } from './payload'
import { whileHoldingStartLock } from './rows'

/** What the seed reports as it goes: its step, and for a long one how many of how many. */
type SeedProgress = (step: string, done?: number, total?: number) => void

export async function prepareDatabase(seed: (payload: Payload, progress: SeedProgress) => Promise<unknown>) {
  if (databaseKind() === 'sqlite') mkdirSync('data', { recursive: true })
  const payload = await getPayload()
  await whileHoldingStartLock(payload, async () => {
    setOpening({ phase: 'migrating' })
    await payload.db.migrate({ migrations: migrationsForDatabase() as never })
    setOpening({ phase: 'seeding' })
    await seed(payload, (step, done, total) => setOpening({ phase: 'seeding', step, done, total }))
  })
  return payload
}
