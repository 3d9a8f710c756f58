// Scheduled publishing (articles and pages with `schedulePublish`). The admin's "schedule publish" queues a
// `schedulePublish` job on Payload's default queue, waiting until the chosen date. Payload runs queues from
// `jobs.autoRun` crons (payload.config.ts lists this entry), but only once an instance was obtained with
// `cron: true` — which the admin does on its first request, and which `startScheduledPublishing()` does at boot
// (src/instrumentation.ts) so a restarted server publishes on time even if nobody opens the admin. Each job is
// claimed by Payload before it runs, so every instance may run the cron.
import type { JobsConfig } from 'payload'

type AutoRunEntry = Extract<NonNullable<JobsConfig['autoRun']>, unknown[]>[number]

export const SCHEDULED_PUBLISH_QUEUE = 'default'

/** The autoRun entry: once a minute, up to 20 due publications. */
export const scheduledPublishAutoRun: AutoRunEntry = { cron: '* * * * *', queue: SCHEDULED_PUBLISH_QUEUE, limit: 20 }

/** Starts this instance's job crons (autoRun), including the scheduled-publish one. Idempotent. */
export async function startScheduledPublishing() {
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  return getPayload({ config, cron: true })
}
