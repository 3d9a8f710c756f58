// Run once per integration run (by ../globalSetup.ts, in its own process): migrates the database at DATABASE_URL,
// which every test file then copies instead of running the migrations again.
import { childMain } from '../../../scripts/child'

childMain(async () => {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../../payload.config')
  const { migrationsForDatabase } = await import('../../../src/server/platform/migrations')
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrationsForDatabase() as never })
  await payload.db.destroy?.()
})
