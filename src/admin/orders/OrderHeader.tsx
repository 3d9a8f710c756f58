// The top of an order in the backoffice, for the service and stock teams (and admins): the Fulfil button for the
// next state, the packing slip and invoice downloads, what the packer needs (address, lines with their pictures,
// delivery, payment), the returns, the refunds (and the "Refund…" dialog), and the timeline. A custom field gets no access check from Payload: the order
// is read again here with the user's own access, and each download's endpoint checks the role again.
import type { UIFieldServerProps } from 'payload'
import { hasRole } from '@/access/roles'
import { nextFulfilmentStatus } from '@/domain/fulfilment'
import { packingOrder } from '@/server/orders/packing'
import { FulfilButton } from './FulfilButton.client'
import { OrderTimeline } from './OrderTimeline'
import { PackingPanel } from './PackingPanel'
import { RefundsPanel } from './RefundsPanel'
import { ReturnsPanel } from './ReturnsPanel'
import { ORDER_HEADER_STRINGS } from './orderHeaderStrings'

// Orders that were paid have an invoice (issued at payment; at first download for one paid by hand).
const INVOICED = new Set(['paid', 'preparing', 'shipped', 'delivered', 'refunded'])
// Orders that are packed (or were): a pending, expired or cancelled one has nothing to pack.
const PACKED = new Set(['paid', 'preparing', 'shipped', 'delivered'])

export async function OrderHeader({ data, req, i18n }: UIFieldServerProps) {
  if (!data?.id || !hasRole(req.user, 'service', 'stock')) return null
  const p = await packingOrder(req.payload, req.user, Number(data.id), req)
  if (!p) return null
  const lang = i18n.language === 'fr' ? 'fr' : 'en'
  const s = ORDER_HEADER_STRINGS[lang]
  const { order } = p
  const next = nextFulfilmentStatus(order.status)
  const link = { display: 'inline-block', marginRight: '1.5rem' }
  return (
    <section style={{ marginBottom: '2rem' }} data-testid="order-header">
      {next === 'preparing' || next === 'shipped' || next === 'delivered' ? (
        <FulfilButton id={order.id} from={order.status} next={next} strings={s} />
      ) : null}
      <p style={{ margin: '0 0 1rem' }}>
        {PACKED.has(order.status) ? (
          <a
            href={`/api/packing-slips?order=${order.id}&locale=${lang}`}
            download
            style={link}
            data-testid="order-packing-slip-link"
          >
            {s.packingSlip}
          </a>
        ) : null}
        {INVOICED.has(order.status) && hasRole(req.user, 'service') ? (
          <a
            href={`/api/invoices?order=${order.id}&locale=${lang}`}
            download
            style={link}
            data-testid="order-invoice-link"
          >
            {s.invoice}
          </a>
        ) : null}
      </p>
      <PackingPanel p={p} s={s} lang={lang} />
      <ReturnsPanel order={order} req={req} lang={lang} />
      <RefundsPanel order={order} req={req} lang={lang} />
      <OrderTimeline order={order} s={s} lang={lang} />
    </section>
  )
}
