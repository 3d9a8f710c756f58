// The returns of an order, under its timeline: lines, amount, reason, state and the next step's button. Read with
// the staff member's own access (returns are the service team's and admins'): anyone else sees no panel.
import type { PayloadRequest } from 'payload'
import { formatPrice } from '@/domain/money'
import { nextReturnAction } from '@/domain/returns'
import type { Return } from '@/payload-types'
import { ReturnAction } from './ReturnAction.client'
import { RETURN_STRINGS } from './returnStrings'

export async function ReturnsPanel({
  orderId,
  req,
  lang,
}: {
  orderId: number
  req: PayloadRequest
  lang: 'en' | 'fr'
}) {
  const found = await req.payload
    .find({
      collection: 'returns',
      where: { order: { equals: orderId } },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      user: req.user,
      overrideAccess: false,
    })
    .catch(() => null)
  const returns = (found?.docs ?? []) as Return[]
  if (returns.length === 0) return null
  const s = RETURN_STRINGS[lang]
  return (
    <section data-testid="order-returns" style={{ margin: '1rem 0' }}>
      <h3 style={{ margin: '1rem 0 0.5rem' }}>{s.title}</h3>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.75rem' }}>
        {returns.map((r) => {
          const next = nextReturnAction(r.status)
          return (
            <li key={r.id} data-testid="order-return" data-status={r.status}>
              <strong>
                #{r.id} · {s.status[r.status]} · {formatPrice(r.amount, lang)}
              </strong>{' '}
              · {s.reason[r.reason]}
              <br />
              {(r.lines ?? []).map((l) => `${l.quantity} × ${l.title}${l.size ? ` ${l.size}` : ''}`).join(', ')}
              {r.note ? <em> — {r.note}</em> : null}
              {r.refund?.refundId ? (
                <>
                  <br />
                  {s.refundId}: <code>{r.refund.refundId}</code>
                </>
              ) : null}
              {next ? (
                <div style={{ marginTop: '0.5rem' }}>
                  <ReturnAction id={r.id} from={r.status} action={next} strings={s} />
                  {next === 'refund' ? <p style={{ margin: '0.25rem 0 0' }}>{s.refundNote}</p> : null}
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
