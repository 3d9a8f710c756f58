// The ai-logs rows: one per answer, the click-through recorded on the same row, and the 90-day retention. These
// are system writes made on no one's behalf (the collection denies every user create/update), hence overrideAccess.
import type { RecommendRequest } from '@/domain/schemas/recommend'
import { getPayload } from '@/server/platform/payload'
import { log } from '@/server/platform/log'
import type { RecommendRun } from './index'
import { scrub } from './llm'

export const AI_LOG_RETENTION_DAYS = 90

export async function writeAiLog(req: RecommendRequest, run: RecommendRun): Promise<number | null> {
  try {
    const payload = await getPayload()
    const r = run.response
    const doc = await payload.create({
      collection: 'ai-logs',
      overrideAccess: true,
      data: {
        locale: req.locale,
        input: scrub(req.text),
        chips: req.chips,
        intent: r.intent,
        engine: r.engine as 'built-in' | 'llm',
        model: r.model,
        fellBack: run.fellBack,
        products: r.recommendations.map((p) => ({ id: p.id, handle: p.handle, where: p.where })),
        productCount: r.recommendations.length,
        latencyMs: run.latencyMs,
        promptTokens: run.usage?.promptTokens,
        completionTokens: run.usage?.completionTokens,
        costUsd: run.usage?.costUsd,
      },
    })
    return doc.id
  } catch (err) {
    // The shopper still gets the answer when the log cannot be written.
    log.error('ai-log write failed', { err: String(err) })
    return null
  }
}

/** Records the first click on a product of that answer; a handle the answer did not show changes nothing. */
export async function recordClick(logId: number, handle: string): Promise<boolean> {
  const payload = await getPayload()
  const row = await payload.findByID({
    collection: 'ai-logs',
    id: logId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const shown = Array.isArray(row?.products) && row.products.some((p) => (p as { handle?: string }).handle === handle)
  if (!row || !shown || row.clickedHandle) return false
  await payload.update({
    collection: 'ai-logs',
    id: logId,
    overrideAccess: true,
    data: { clickedHandle: handle, clickedAt: new Date().toISOString() },
  })
  return true
}

/** Deletes the rows older than the retention period; returns how many went. */
export async function pruneAiLogs(now = new Date()): Promise<number> {
  const payload = await getPayload()
  const cutoff = new Date(now.getTime() - AI_LOG_RETENTION_DAYS * 86_400_000).toISOString()
  const res = await payload.delete({
    collection: 'ai-logs',
    where: { createdAt: { less_than: cutoff } },
    overrideAccess: true,
  })
  return res.docs.length
}
