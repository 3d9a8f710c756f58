// Runs once when a server instance starts, before it answers requests: apply committed migrations and seed
// an empty database. Never during `next build` — a build needs no database. Our production server answers the
// opening page meanwhile (src/server/edge/httpServer.ts), with the progress prepareDatabase publishes.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // Our server answers the opening page until this says open (src/server/platform/opening.ts).
  const { setOpening } = await import('./server/platform/opening')
  try {
    await open()
    setOpening({ phase: 'open' })
  } catch (err) {
    setOpening({ phase: 'failed', error: err instanceof Error ? err.message : String(err) })
    throw err
  }
}

async function open() {
  // Long-lived responses our production server answers itself (src/server/edge/directRoutes.ts).
  const { registerDirectCartLive } = await import('./server/carts/liveEndpoint')
  registerDirectCartLive()
  // What this instance does when it is told to stop (src/server/edge/shutdown.ts): live-cart streams reconnect elsewhere.
  const [{ onDrain }, { reconnectAllStreams }] = await Promise.all([
    import('./server/edge/draining'),
    import('./server/carts/stream'),
  ])
  onDrain('live-cart streams', () => void reconnectAllStreams())
  if (process.env.SKIP_DB_PREPARE === '1') return
  const [{ prepareDatabase }, { seed }] = await Promise.all([import('./server/platform/prepare'), import('../seed')])
  await prepareDatabase(seed)
  const { startSchedulers, stopSchedulers } = await import('./server/schedulers')
  startSchedulers()
  onDrain('schedulers', stopSchedulers)
  // Payload starts its job crons (emails, scheduled publishing) only for an instance asked for with cron: true.
  const { startScheduledPublishing } = await import('./server/platform/scheduledPublishing')
  await startScheduledPublishing()
}
