// Scheduled publishing (articles and pages with `schedulePublish`). The admin's "schedule publish" queues a
// `schedulePublish` job on Payload's default queue, waiting until the chosen date. Payload runs queues from
// `jobs.autoRun` crons (the registry in jobs.ts), but only once an instance was obtained with `cron: true` —
// which the admin does on its first request, and which `startScheduledPublishing()` does at boot
// (src/instrumentation.ts) so a restarted server publishes on time even if nobody opens the admin. Each job is
// claimed by Payload before it runs, so every instance may run the cron.
import config from '@payload-config'
import { getPayload } from 'payload'

/** Starts this instance's job crons (autoRun), including the scheduled-publish one. Idempotent. */
export const startScheduledPublishing = () => getPayload({ config, cron: true })
