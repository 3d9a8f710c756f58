// The stock team's night: the reconciliation check, then — when a size crossed its reorder point since the last
// night (low now, not low then; every low size on the first night) — one email to every member of the stock role
// listing what to reorder. A size that stays low sends nothing more until another one crosses. Once a day: the rule
// is isNightlyDue (src/domain/nightly.ts), fed with the last stored nightly check; the schedulers (src/server/schedulers.ts)
// claim the Paris day before running it, so one instance runs it however many check at once.
import type { Payload } from 'payload'
import { isNightlyDue } from '@/domain/nightly'
import { crossedSince } from '@/domain/supply'
import { queueEmail, runEmailQueueSoon } from '../email/queue'
import { lowStockEmail } from './lowStockEmail'
import { reconcile } from './reconcile'
import { movedSince } from './rows'
import { SYSTEM, lowStock } from './reorder'

/** When the last nightly run happened (its stored check), if ever. */
async function lastNightly(payload: Payload) {
  const last = await payload.find({
    collection: 'stock-checks',
    where: { trigger: { equals: 'nightly' } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    select: { createdAt: true },
    overrideAccess: true,
  })
  return last.docs[0]?.createdAt ?? null
}

export async function runNightly(payload: Payload, siteUrl: string) {
  const previous = await lastNightly(payload)
  await reconcile(payload, 'nightly')
  const low = await lowStock(payload, SYSTEM)
  const crossed = crossedSince(low, previous ? await movedSince(payload, previous) : null)
  if (!crossed.length) return { low: low.length, crossed: 0, emails: 0 }
  const team = await payload.find({
    collection: 'users',
    where: { roles: { contains: 'stock' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const u of team.docs) await queueEmail(payload, await lowStockEmail(u.email, low, siteUrl))
  runEmailQueueSoon(payload)
  return { low: low.length, crossed: crossed.length, emails: team.docs.length }
}

/** Is the nightly run due now? The last nightly check stored says when it last ran. */
export async function nightlyDue(payload: Payload, now = new Date()) {
  const at = await lastNightly(payload)
  return isNightlyDue(now, at ? new Date(at) : null)
}
