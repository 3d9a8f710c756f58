// Writes a migration for BOTH adapters (SQLite and Postgres) from the current collections, one process each
// (the config binds its adapter when it is first imported).
// Usage: npm run migrate:create -- <name>   (Postgres must be reachable at POSTGRES_URL or the local default)
import { mkdirSync } from 'node:fs'
import { childMain, runUntilOk } from './child'
import { loadEnv } from './env'

const name = process.argv[2] || 'migration'

async function main() {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const payload = await getPayload({ config })
  await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true })
}

if (process.env.SCRIPT_CHILD) childMain(main)
else {
  loadEnv()
  mkdirSync('.tmp', { recursive: true })
  const postgresUrl = process.env.POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test'
  for (const url of [`file:./.tmp/migrate-create-${Date.now()}.db`, postgresUrl]) {
    runUntilOk('scripts/migrate-create.ts', [name], { DATABASE_URL: url })
  }
}
