// The refunds of an order, above its timeline: each refund made (amount, pairs, who, the credit note) and the
// "Refund…" button that opens the dialog with what each line still has to refund. Service staff and admins only (the
// endpoint checks the role again); an order never paid has nothing to refund, and a refunded one nothing left.
import type { PayloadRequest } from 'payload'
import { hasRole } from '@/access/roles'
import { formatPrice } from '@/domain/money'
import { boughtWords, itemLabel } from '@/domain/orderLines'
import { refundableTotal } from '@/domain/refunds'
import type { Order } from '@/payload-types'
import { refundBalance, refundsOf } from '@/server/refunds/balance'
import { RefundDialog } from './RefundDialog.client'
import { REFUND_STRINGS } from './refundStrings'

const PAID = new Set(['paid', 'preparing', 'shipped', 'delivered', 'refunded'])

export async function RefundsPanel({ order, req, lang }: { order: Order; req: PayloadRequest; lang: 'en' | 'fr' }) {
  if (!hasRole(req.user, 'service') || !PAID.has(order.status)) return null
  const s = REFUND_STRINGS[lang]
  const [left, done] = [await refundBalance(req.payload, order, req), await refundsOf(req.payload, order.id, req)]
  const max = refundableTotal(left)
  const provider = order.payment?.provider === 'stripe' ? 'stripe' : 'test'
  const lines = left.map((l) => {
    const bought = order.lines.find((x) => x.sku === l.sku)!
    return { ...l, label: itemLabel(bought, lang) }
  })
  return (
    <section data-testid="order-refunds" style={{ margin: '1rem 0' }}>
      <h3 style={{ margin: '1rem 0 0.5rem' }}>{s.title}</h3>
      {done.length ? (
        <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 0.75rem', display: 'grid', gap: '0.5rem' }}>
          {done.map((r) => (
            <li key={r.id} data-testid="order-refund" data-status={r.status}>
              <strong>{formatPrice(r.amount, lang)}</strong> · {s.earlier} {s.by} {r.by}
              {r.restock ? ` · ${s.restocked}` : ''}
              {(r.lines ?? []).some((l) => l.quantity > 0)
                ? ` · ${(r.lines ?? [])
                    .filter((l) => l.quantity > 0)
                    .map(
                      (l) =>
                        `${l.quantity} × ${itemLabel({ ...boughtWords(order.lines, l.sku), title: l.title, size: l.size }, lang)}`,
                    )
                    .join(', ')}`
                : ''}
              {r.reason ? <em> — {r.reason}</em> : null}
              {r.creditNoteNumber ? (
                <>
                  {' · '}
                  <a href={`/api/credit-notes?refund=${r.id}&locale=${lang}`} download data-testid="refund-credit-note">
                    {s.creditNote(r.creditNoteNumber)}
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {max > 0 ? (
        <RefundDialog
          orderId={order.id}
          number={order.number}
          lines={lines}
          max={max}
          provider={provider}
          lang={lang}
        />
      ) : null}
    </section>
  )
}
