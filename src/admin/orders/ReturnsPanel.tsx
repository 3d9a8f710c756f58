// The returns of an order, under its timeline: lines, amount, reason, state and the next step's button (a request
// is accepted or declined, a received one is refunded through the order's Refund dialog with its pairs chosen, an
// interrupted refund is finished), why a return was declined, and the credit note of a refunded one. Read with the staff member's own access (returns are the service team's and admins'): anyone else
// sees no panel.
import type { PayloadRequest } from 'payload'
import { formatPrice } from '@/domain/money'
import { boughtWords, itemLabel } from '@/domain/orderLines'
import { nextReturnAction } from '@/domain/returns'
import { refundableTotal, settledReturn } from '@/domain/refunds'
import type { Order, Return } from '@/payload-types'
import { refundBalance, refundsOf } from '@/server/refunds/balance'
import { DeclineReturn } from './DeclineReturn.client'
import { RefundDialog } from './RefundDialog.client'
import { ReturnAction } from './ReturnAction.client'
import { RETURN_STRINGS } from './returnStrings'
import { hasRole } from '@/access/roles'

export async function ReturnsPanel({ order, req, lang }: { order: Order; req: PayloadRequest; lang: 'en' | 'fr' }) {
  // Returns are the service team's (and admins'): anyone else sees no panel. A failed read is not "no returns".
  if (!hasRole(req.user, 'service')) return null
  const found = await req.payload.find({
    collection: 'returns',
    where: { order: { equals: order.id } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    user: req.user,
    overrideAccess: false,
  })
  const returns = found.docs as Return[]
  if (returns.length === 0) return null
  const s = RETURN_STRINGS[lang]
  // A received return is refunded through the order's dialog: what is left on the order, and the refunds that
  // settled a return (their credit note is the refund's).
  const [balance, refunds] = [await refundBalance(req.payload, order, req), await refundsOf(req.payload, order.id, req)]
  const settledBy = new Map(refunds.map((r) => [settledReturn(r), r.id] as const))
  const provider = order.payment?.provider === 'stripe' ? 'stripe' : 'test'
  const dialogLines = (r: Return) =>
    balance
      .filter((b) => (r.lines ?? []).some((l) => l.sku === b.sku))
      .map((b) => {
        const bought = order.lines.find((x) => x.sku === b.sku)!
        return { ...b, label: itemLabel(bought, lang) }
      })
  const returnedPairs = (r: Return) =>
    Object.fromEntries(
      dialogLines(r).map((b) => [
        b.sku,
        Math.min(
          b.quantity,
          (r.lines ?? []).filter((l) => l.sku === b.sku).reduce((sum, l) => sum + l.quantity, 0),
        ),
      ]),
    )
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
              {(r.lines ?? [])
                .map(
                  (l) =>
                    `${l.quantity} × ${itemLabel({ ...boughtWords(order.lines, l.sku), title: l.title, size: l.size }, lang)}`,
                )
                .join(', ')}
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
                    href={
                      settledBy.has(r.id)
                        ? `/api/credit-notes?refund=${settledBy.get(r.id)}&locale=${lang}`
                        : `/api/credit-notes?return=${r.id}&locale=${lang}`
                    }
                    download
                    data-testid="return-credit-note-link"
                  >
                    {s.creditNote}
                  </a>
                </>
              ) : null}
              {next ? (
                <div style={{ marginTop: '0.5rem', display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
                  {next === 'refund' ? (
                    <RefundDialog
                      orderId={order.id}
                      number={order.number}
                      lines={dialogLines(r)}
                      balance={balance}
                      max={refundableTotal(balance)}
                      provider={provider}
                      lang={lang}
                      forReturn={{ id: r.id, pairs: returnedPairs(r) }}
                    />
                  ) : (
                    <ReturnAction id={r.id} from={r.status} action={next} strings={s} lang={lang} />
                  )}
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
