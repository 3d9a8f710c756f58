// Real-user speed: the rows the vitals beacon writes, and the dashboard's p75 table read with the reader's access.
import type { PayloadRequest } from 'payload'
import type { VitalsInput } from '@/domain/schemas/webVitals'
import { type VitalSample, type VitalsTable, vitalsTable } from '@/domain/webVitals'
import { getPayload } from '@/server/platform/payload'

/** The window the dashboard summarises, and at most how many measures it reads for it. */
export const VITALS_DAYS = 7
const VITALS_READ_CAP = 20_000
/**
 * How long a measure is kept: four dashboard windows, enough to compare this week with the last few; older rows
 * are deleted by a daily sweep (src/server/schedulers.ts), so the table does not grow with every page view.
 */
export const VITALS_RETENTION_DAYS = 28

/** Stores one page view's measures, one row each (the endpoint is the only writer: the collection refuses creates). */
export async function recordVitals(data: VitalsInput) {
  const payload = await getPayload()
  for (const m of data.metrics)
    await payload.create({
      collection: 'web-vitals',
      data: { template: data.template, name: m.name, value: m.value, rating: m.rating, locale: data.locale },
      overrideAccess: true,
    })
}

/** The last VITALS_DAYS days' p75 per template, or null for a reader who may not read the measures. */
export async function vitalsSummary(req: PayloadRequest, now = new Date()): Promise<VitalsTable | null> {
  const since = new Date(now.getTime() - VITALS_DAYS * 86_400_000).toISOString()
  try {
    const res = await req.payload.find({
      collection: 'web-vitals',
      where: { createdAt: { greater_than_equal: since } },
      sort: '-createdAt',
      limit: VITALS_READ_CAP,
      depth: 0,
      select: { template: true, name: true, value: true },
      req,
      user: req.user,
      overrideAccess: false,
    })
    return vitalsTable(res.docs as unknown as VitalSample[])
  } catch {
    // Forbidden to this reader: no tile.
    return null
  }
}

/** Deletes the measures older than VITALS_RETENTION_DAYS; returns how many went. */
export async function pruneVitals(now = new Date()): Promise<number> {
  const payload = await getPayload()
  const cutoff = new Date(now.getTime() - VITALS_RETENTION_DAYS * 86_400_000).toISOString()
  const res = await payload.delete({
    collection: 'web-vitals',
    where: { createdAt: { less_than: cutoff } },
    overrideAccess: true,
  })
  return res.docs.length
}
