// Migrate, then seed, when a server instance starts (src/instrumentation.ts). The seeding is
// passed in by the caller, so the server layer never imports the seed.
import { mkdirSync } from 'node:fs'
import type { Payload } from 'payload'
import { databaseKind } from './database'
import { migrationsForDatabase } from './migrations'
import { getPayload } from './payload'

export async function prepareDatabase(seed: (payload: Payload) => Promise<unknown>) {
  if (databaseKind() === 'sqlite') mkdirSync('data', { recursive: true })
  const payload = await getPayload()
  await payload.db.migrate({ migrations: migrationsForDatabase() as never })
  await seed(payload)
  return payload
}
