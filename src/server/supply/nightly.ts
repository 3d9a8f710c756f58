// The stock team's night: the reconciliation check, then — when anything is at or below its reorder point — one
// email to every member of the stock role listing what to reorder. Once a day: a run happens when the Paris hour is
// NIGHTLY_HOUR and no nightly check was stored in the last 20 hours (instances checking at once may both run; the
// check is read-only and a second email is the worst case).
import type { Payload } from 'payload'
import { renderEmail } from '../email/layout'
import { queueEmail, runEmailQueueSoon } from '../email/queue'
import { log } from '../platform/log'
import { reconcile } from './reconcile'
import { type LowLine, SYSTEM, lowStock } from './reorder'

export const NIGHTLY_HOUR = 3
const PARIS_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' })

export function lowStockEmail(to: string, low: LowLine[], siteUrl: string) {
  const subject = `Stock: ${low.length} size(s) at or below their reorder point`
  return {
    to,
    subject,
    ...renderEmail(
      {
        paragraphs: [
          'These sizes are at or below their reorder point, counting what the workshops are already making:',
          ...low
            .slice(0, 40)
            .map(
              (l) =>
                `${l.product} — ${l.size} — ${l.storeName}: ${l.onHand} on hand, ${l.incoming} incoming, order ${l.suggest}.`,
            ),
        ],
        cta: { label: 'Open the low-stock list', href: `${siteUrl}/app/supply` },
        signoff: 'Maison Sabine — backoffice',
        footer: 'Sent once a day to the stock team.',
      },
      'en',
    ),
  }
}

export async function runNightly(payload: Payload, siteUrl: string) {
  await reconcile(payload, 'nightly')
  const low = await lowStock(payload, SYSTEM)
  if (!low.length) return { low: 0, emails: 0 }
  const team = await payload.find({
    collection: 'users',
    where: { roles: { contains: 'stock' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const u of team.docs) await queueEmail(payload, lowStockEmail(u.email, low, siteUrl))
  runEmailQueueSoon(payload)
  return { low: low.length, emails: team.docs.length }
}

/** Is the nightly run due now? */
export async function nightlyDue(payload: Payload, now = new Date()) {
  if (Number(PARIS_HOUR.format(now)) !== NIGHTLY_HOUR) return false
  const recent = await payload.count({
    collection: 'stock-checks',
    where: {
      and: [
        { trigger: { equals: 'nightly' } },
        { createdAt: { greater_than: new Date(now.getTime() - 20 * 3_600_000).toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  return recent.totalDocs === 0
}

export async function nightlyTick(payload: Payload, siteUrl: string) {
  try {
    if (await nightlyDue(payload)) log.info('Nightly stock run', await runNightly(payload, siteUrl))
  } catch (err) {
    log.error('Nightly stock run failed', { err: String(err) })
  }
}
