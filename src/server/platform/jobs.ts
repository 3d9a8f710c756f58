// The job registry: which queues run on which cron. payload.config.ts reads it; it imports no config, so the
// modules that start the crons (scheduledPublishing.ts) can import the config without a cycle.
import type { JobsConfig } from 'payload'

type AutoRunEntry = Extract<NonNullable<JobsConfig['autoRun']>, unknown[]>[number]

// The admin's "schedule publish" queues a `schedulePublish` job on Payload's default queue.
export const SCHEDULED_PUBLISH_QUEUE = 'default'

/** The autoRun entry: up to 20 due publications, looked for every 10 seconds (croner's seconds field), so a
 * publication is live well within a minute of its time (a once-a-minute tick could land just after it). */
export const scheduledPublishAutoRun: AutoRunEntry = {
  cron: '*/10 * * * * *',
  queue: SCHEDULED_PUBLISH_QUEUE,
  limit: 20,
}
