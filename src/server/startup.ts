// What an instance does once when it starts, before it is open (src/instrumentation.ts calls it): the routes our
// server answers itself, what to do when told to stop, then migrations and the first seed, the background sweeps and
// Payload's job crons. It says how far it got (platform/opening.ts): our server answers the opening page until open.
// The seed is passed in, so the server layer never imports it.
import type { Payload } from 'payload'
import { setOpening } from './platform/opening'

export async function openInstance(seed: () => Promise<(payload: Payload) => Promise<unknown>>) {
  try {
    await open(seed)
    setOpening({ phase: 'open' })
  } catch (err) {
    setOpening({ phase: 'failed', error: err instanceof Error ? err.message : String(err) })
    throw err
  }
}

async function open(seed: () => Promise<(payload: Payload) => Promise<unknown>>) {
  // The shared store's connection opens while the instance migrates and seeds, ready for its first request.
  const { sharedRedis } = await import('./platform/redis')
  sharedRedis()
  // Long-lived responses our production server answers itself (./edge/directRoutes.ts).
  const { registerDirectCartLive } = await import('./carts/liveEndpoint')
  registerDirectCartLive()
  // What this instance does when it is told to stop (./edge/shutdown.ts): live-cart streams reconnect elsewhere.
  const [{ onDrain }, { reconnectAllStreams }] = await Promise.all([
    import('./edge/draining'),
    import('./carts/stream'),
  ])
  onDrain('live-cart streams', () => void reconnectAllStreams())
  if (process.env.SKIP_DB_PREPARE === '1') return
  const { prepareDatabase } = await import('./platform/prepare')
  await prepareDatabase(await seed())
  // The emails' footer, read from the boutique and company now the database is ready: the first email signs with them.
  const { houseRead } = await import('./email/house')
  await houseRead()
  const { startSchedulers, stopSchedulers } = await import('./schedulers')
  startSchedulers()
  onDrain('schedulers', stopSchedulers)
  // Payload starts its job crons (emails, scheduled publishing) only for an instance asked for with cron: true.
  const { startScheduledPublishing } = await import('./platform/scheduledPublishing')
  await startScheduledPublishing()
}
