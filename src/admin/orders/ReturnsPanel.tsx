// The returns of an order, under its timeline: lines, amount, reason, state and the next step's button (a request
// is accepted or declined; an interrupted refund is finished), why a return was declined, and the credit note of a
// refunded one. Read with the staff member's own access (returns are the service team's and admins'): anyone else
// sees no panel.
import type { PayloadRequest } from 'payload'
import { formatPrice } from '@/domain/money'
import { nextReturnAction } from '@/domain/returns'
import type { Return } from '@/payload-types'
import { DeclineReturn } from './DeclineReturn.client'
import { ReturnAction } from './ReturnAction.client'
import { RETURN_STRINGS } from './returnStrings'
import { hasRole } from '@/access/roles'

export async function ReturnsPanel({
  orderId,
  req,
  lang,
}: {
  orderId: number
  req: PayloadRequest
  lang: 'en' | 'fr'
}) {
  // Returns are the service team's (and admins'): anyone else sees no panel. A failed read is not "no returns".
  if (!hasRole(req.user, 'service')) return null
  const found = await req.payload.find({
    collection: 'returns',
    where: { order: { equals: orderId } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    user: req.user,
    overrideAccess: false,
  })
  const returns = found.docs as Return[]
  if (returns.length === 0) return null
  const s = RETURN_STRINGS[lang]
  return (
    <section data-testid="order-returns" style={{ margin: '1rem 0' }}>
      <h3 style={{ margin: '1rem 0 0.5rem' }}>{s.title}</h3>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.75rem' }}>
        {returns.map((r) => {
          const next = nextReturnAction(r.status)
          // Claimed as refunded, but the provider's refund id never written: the process stopped in between.
          const interrupted = r.status === 'refunded' && !r.refund?.refundId
          return (
            <li key={r.id} data-testid="order-return" data-status={r.status}>
              <strong>
                #{r.id} · {s.status[r.status]} · {formatPrice(r.amount, lang)}
              </strong>{' '}
              · {s.reason[r.reason]}
              <br />
              {(r.lines ?? []).map((l) => `${l.quantity} × ${l.title}${l.size ? ` ${l.size}` : ''}`).join(', ')}
              {r.note ? <em> — {r.note}</em> : null}
              {r.status === 'declined' && r.declineReason ? (
                <>
                  <br />
                  <span data-testid="return-declined-reason">
                    {s.declinedBecause}: {s.declineReasons[r.declineReason]}
                    {r.declineNote ? ` — ${r.declineNote}` : ''}
                  </span>
                </>
              ) : null}
              {r.refund?.refundId ? (
                <>
                  <br />
                  {s.refundId}: <code>{r.refund.refundId}</code> ·{' '}
                  <a
                    href={`/api/credit-notes?return=${r.id}&locale=${lang}`}
                    download
                    data-testid="return-credit-note-link"
                  >
                    {s.creditNote}
                  </a>
                </>
              ) : null}
              {next ? (
                <div style={{ marginTop: '0.5rem', display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
                  <ReturnAction id={r.id} from={r.status} action={next} strings={s} lang={lang} />
                  {next === 'accept' ? <DeclineReturn id={r.id} strings={s} lang={lang} /> : null}
                  {next === 'refund' ? <p style={{ margin: '0.25rem 0 0' }}>{s.refundNote}</p> : null}
                </div>
              ) : null}
              {interrupted ? (
                <div style={{ marginTop: '0.5rem' }}>
                  <ReturnAction id={r.id} from="refunded" action="refund" strings={s} lang={lang} label={s.finish} />
                  <p style={{ margin: '0.25rem 0 0' }}>{s.finishNote}</p>
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
