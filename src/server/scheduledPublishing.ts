// Runs Payload's scheduled-publish jobs (articles and pages with `schedulePublish`) once a minute. Each job is
// claimed by Payload before it runs, so every instance may run this loop. To be started at boot next to the
// other sweeps (src/server/schedulers.ts): `startScheduledPublishing()`.
import { log } from './log'
import { getPayload } from './payload'

const SWEEP_MS = 60_000

export async function runScheduledPublishing() {
  const payload = await getPayload()
  await payload.jobs.run({ queue: 'default', limit: 20 })
}

export function startScheduledPublishing() {
  const g = globalThis as unknown as { __schedulePublish?: NodeJS.Timeout }
  if (g.__schedulePublish) return
  g.__schedulePublish = setInterval(() => {
    runScheduledPublishing().catch((err) => log.error('Scheduled publishing failed', { err: String(err) }))
  }, SWEEP_MS)
  g.__schedulePublish.unref?.()
}
