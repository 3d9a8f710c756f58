// The order's timeline at the top of the order: each move once, newest first, in Paris time, credited to the staff
// member who made it (the shop for checkout, the payment and the hold's expiry), with what was saved with it (the
// tracking number of a shipment) and the reason given (src/domain/orderTimeline.ts).
import { orderTimeline, type LogEntry } from '@/domain/orderTimeline'
import type { Order } from '@/payload-types'
import type { OrderHeaderStrings } from './orderHeaderStrings'
import { timelineText } from './timelineText'

export function OrderTimeline({ order, s, lang }: { order: Order; s: OrderHeaderStrings; lang: 'en' | 'fr' }) {
  const when = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  })
  const entries = orderTimeline(order.timeline, order.changeLog as LogEntry[] | null)
  return (
    <>
      <h3 style={{ margin: '1rem 0 0.5rem' }}>{s.timeline}</h3>
      {entries.length === 0 ? <p>{s.empty}</p> : null}
      <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="order-timeline">
        {entries.map((e, i) => (
          <li
            key={i}
            data-testid="order-timeline-entry"
            style={{ display: 'grid', gridTemplateColumns: '14rem 1fr', gap: '1rem', padding: '0.25rem 0' }}
          >
            <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
            <span>
              {[e.status ? s.at[e.status] : null, ...e.changes.map((c) => timelineText(c, lang))]
                .filter(Boolean)
                .join(' · ')}{' '}
              — {e.by ?? s.system}
              {e.reasons.length ? ` (${e.reasons.join('; ')})` : ''}
            </span>
          </li>
        ))}
      </ol>
    </>
  )
}
