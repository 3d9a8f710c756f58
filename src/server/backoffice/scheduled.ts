// Publications waiting for their time: Payload's `schedulePublish` jobs not yet run. Payload closes its jobs
// collection to every API caller (read: () => false), so this reads it with access overridden — callers gate it:
// only editors and admins get here (domain/dashboard.ts TILE_ROLES, checked again below), and only the document
// reference and the time leave this module.
import type { PayloadRequest } from 'payload'
import { hasRole } from '@/access/roles'

export interface ScheduledPublication {
  collection: string
  id: string
  at: string
  type: 'publish' | 'unpublish'
}

export async function scheduledPublications(req: PayloadRequest, now = new Date()) {
  if (!hasRole(req.user, 'editor')) return { count: 0, next: [] as ScheduledPublication[] }
  const res = await req.payload.find({
    collection: 'payload-jobs',
    where: {
      taskSlug: { equals: 'schedulePublish' },
      completedAt: { exists: false },
      hasError: { not_equals: true },
      waitUntil: { greater_than_equal: new Date(now.getTime() - 5 * 60_000).toISOString() },
    },
    sort: 'waitUntil',
    limit: 5,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const next = res.docs.flatMap((job): ScheduledPublication[] => {
    const input = job.input as { type?: string; doc?: { relationTo?: string; value?: string | number } } | null
    if (!input?.doc?.relationTo || !job.waitUntil) return []
    const type = input.type === 'unpublish' ? 'unpublish' : 'publish'
    return [{ collection: input.doc.relationTo, id: String(input.doc.value), at: job.waitUntil, type }]
  })
  return { count: res.totalDocs, next }
}
