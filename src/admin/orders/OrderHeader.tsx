// The top of an order in the backoffice: its timeline (who, when, what — the shop's own steps and every staff
// change, newest first, in Paris time) and, for the service and stock teams, the Fulfil button for the next state.
// A custom field gets no access check from Payload: the order itself was read with the user's access, and the
// button's endpoint checks the role again.
import type { UIFieldServerProps } from 'payload'
import { hasRole } from '@/access/roles'
import { nextFulfilmentStatus, trackingUrl } from '@/domain/fulfilment'
import { ORDER_STATUSES } from '@/domain/orders'
import { FulfilButton } from './FulfilButton.client'
import { ReturnsPanel } from './ReturnsPanel'
import { ORDER_HEADER_STRINGS } from './orderHeaderStrings'
import { timelineText } from './timelineText'

// Orders that were paid have an invoice (issued at payment; at first download for one paid by hand).
const INVOICED = new Set(['paid', 'preparing', 'shipped', 'delivered', 'refunded'])

type Entry = { at: string; by: string; what: string; reason?: string | null }

export function OrderHeader({ data, req, i18n }: UIFieldServerProps) {
  if (!data?.id || !hasRole(req.user, 'service', 'stock')) return null
  const lang = i18n.language === 'fr' ? 'fr' : 'en'
  const s = ORDER_HEADER_STRINGS[lang]
  const when = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  })
  const timeline = (data.timeline ?? {}) as Record<string, string | null>
  const entries: Entry[] = [
    ...ORDER_STATUSES.flatMap((st) =>
      timeline[`${st}At`] ? [{ at: timeline[`${st}At`]!, by: s.system, what: s.at[st] }] : [],
    ),
    ...((data.changeLog ?? []) as { at: string; by: string; change: string; reason?: string | null }[]).map((c) => ({
      at: c.at,
      by: c.by,
      what: timelineText(c.change, lang),
      reason: c.reason,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at))
  const next = nextFulfilmentStatus(String(data.status))
  const link = trackingUrl(data.fulfilment?.carrier, data.fulfilment?.trackingNumber)
  return (
    <section style={{ marginBottom: '2rem' }} data-testid="order-header">
      {next === 'preparing' || next === 'shipped' || next === 'delivered' ? (
        <FulfilButton id={Number(data.id)} from={String(data.status)} next={next} strings={s} />
      ) : null}
      {INVOICED.has(String(data.status)) && hasRole(req.user, 'service') ? (
        <p>
          <a href={`/api/invoices?order=${Number(data.id)}&locale=${lang}`} download data-testid="order-invoice-link">
            {s.invoice}
          </a>
        </p>
      ) : null}
      {link ? (
        <p>
          <a href={link} target="_blank" rel="noreferrer" data-testid="order-tracking-link">
            {data.fulfilment.trackingNumber}
          </a>
        </p>
      ) : null}
      <ReturnsPanel orderId={Number(data.id)} req={req} lang={lang} />
      <h3 style={{ margin: '1rem 0 0.5rem' }}>{s.timeline}</h3>
      {entries.length === 0 ? <p>{s.empty}</p> : null}
      <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="order-timeline">
        {entries.map((e, i) => (
          <li key={i} style={{ display: 'grid', gridTemplateColumns: '14rem 1fr', gap: '1rem', padding: '0.25rem 0' }}>
            <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
            <span>
              {e.what} — {e.by}
              {e.reason ? ` (${e.reason})` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
