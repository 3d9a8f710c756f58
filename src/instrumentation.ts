// Runs once when a server instance starts, before it answers requests: apply committed migrations and seed
// an empty database. Never during `next build` — a build needs no database.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // Long-lived responses our production server answers itself (src/server/edge/directRoutes.ts).
  const { registerDirectCartLive } = await import('./server/carts/liveEndpoint')
  registerDirectCartLive()
  if (process.env.SKIP_DB_PREPARE === '1') return
  const [{ prepareDatabase }, { seed }] = await Promise.all([import('./server/platform/prepare'), import('../seed')])
  await prepareDatabase(seed)
  const { startSchedulers } = await import('./server/schedulers')
  startSchedulers()
  // Payload starts its job crons (emails, scheduled publishing) only for an instance asked for with cron: true.
  const { startScheduledPublishing } = await import('./server/platform/scheduledPublishing')
  await startScheduledPublishing()
}
