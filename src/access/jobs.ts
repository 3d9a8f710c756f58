// Who may run, queue or cancel background jobs over HTTP (`/api/payload-jobs/run` and friends): admins, and an
// external job runner presenting `Authorization: Bearer <JOBS_SECRET>` when that secret is set. Server code calls
// payload.jobs.* with access overridden and is not affected.
import { timingSafeEqual } from 'node:crypto'
import type { JobsConfig, PayloadRequest } from 'payload'
import { hasRole } from './roles'

function isJobRunner(req: PayloadRequest): boolean {
  const secret = process.env.JOBS_SECRET
  const header = req.headers?.get('authorization') ?? ''
  if (!secret || !header.startsWith('Bearer ')) return false
  const given = Buffer.from(header.slice('Bearer '.length))
  const expected = Buffer.from(secret)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export const canRunJobs = ({ req }: { req: PayloadRequest }) => hasRole(req.user) || isJobRunner(req)

export const jobsAccess: NonNullable<JobsConfig['access']> = {
  run: canRunJobs,
  queue: ({ req }) => hasRole(req.user),
  cancel: ({ req }) => hasRole(req.user),
}
