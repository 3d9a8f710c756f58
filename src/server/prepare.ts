// Migrate, then seed. Shared by server start (instrumentation) and the tests' database set-up.
import { mkdirSync } from 'node:fs'
import { seed } from '../../seed'
import { databaseKind } from './database'
import { migrationsForDatabase } from './migrations'
import { getPayload } from './payload'

export async function prepareDatabase() {
  if (databaseKind() === 'sqlite') mkdirSync('data', { recursive: true })
  const payload = await getPayload()
  await payload.db.migrate({ migrations: migrationsForDatabase() as never })
  await seed(payload)
  return payload
}
