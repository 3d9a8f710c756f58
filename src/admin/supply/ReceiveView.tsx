// /app/receive — receiving goods: pick an open supplier order, enter what arrived per line (whole or part), submit.
// Each line names its product as staff know it (photo, name in their language, size and colour; the SKU below).
// The form carries a receipt key made when the page is drawn: submitting it twice (double click, back and resend)
// counts the goods once. Payload does not guard custom views: the role is checked here (stock or admin).
import { randomUUID } from 'node:crypto'
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'
import { supplyViewAccess } from '@/access/supplyViews'
import { RECEIVABLE, canReceive, type SupplierOrderStatus } from '@/domain/supply'
import type { Store, Supplier, SupplierOrder } from '@/payload-types'
import { supplierStatusLabel } from '@/collections/SupplierOrders'
import { staffView } from '../staffGuard'
import { Frame } from './Frame'
import { fill } from '@/domain/fill'
import { supplyStrings } from './strings'
import { MAX_RECORD_ID } from '@/domain/schemas/recordId'
import { nullIfNotFound } from '@/server/notFound'
import { type ReceivingItem, receivingItems } from '@/server/supply/receiveLines'
import { formatMessage } from '@/domain/icu'
import type { Locale } from '@/domain/locale'
import { sizeKind } from '@/domain/orderLines'
import { formatSize } from '@/domain/numberFormat'
import { ReceivingItemCell } from './ReceivingItemCell'

const nameOf = (v: unknown) => (typeof v === 'object' && v ? (v as Supplier | Store).name : String(v ?? ''))

export async function ReceiveView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  staffView(req.user, '/app/receive')
  const allowed = supplyViewAccess(req.user).receive
  const s = supplyStrings(req.i18n?.language)
  const lang: Locale = req.i18n?.language === 'fr' ? 'fr' : 'en'
  const q = (props.searchParams ?? {}) as Record<string, string | undefined>
  const id = Number(q.order)
  const common = { req, user: req.user, overrideAccess: false, depth: 1 } as const
  const order =
    allowed && Number.isInteger(id) && id > 0 && id <= MAX_RECORD_ID
      ? ((await nullIfNotFound(
          req.payload.findByID({ ...common, collection: 'supplier-orders', id }),
        )) as SupplierOrder | null)
      : null
  const items = order
    ? await receivingItems(
        req.payload,
        req.user,
        (order.lines ?? []).map((l) => l.sku),
        lang,
        req,
      )
    : new Map<string, ReceivingItem>()
  const open =
    allowed && !order
      ? await req.payload.find({
          ...common,
          collection: 'supplier-orders',
          where: { status: { in: [...RECEIVABLE] } },
          sort: 'expectedAt',
          pagination: false,
        })
      : null
  return (
    <Frame props={props} title={s.receiveTitle} allowed={allowed} denied={s.denied}>
      {q.error && (
        <p role="alert" data-testid="receive-error" style={{ fontWeight: 500, color: 'var(--theme-error-500)' }}>
          {q.error}
        </p>
      )}
      {q.done && (
        <p role="status" data-testid="receive-done" style={{ fontWeight: 500 }}>
          {q.done === 'repeated' ? s.receiveRepeated : s.receiveDone}
        </p>
      )}
      {!order ? (
        <>
          <p>{s.receivePick}</p>
          {open?.docs.length ? (
            <ul>
              {(open.docs as SupplierOrder[]).map((o) => (
                <li key={o.id}>
                  <Link href={`/app/receive?order=${o.id}`}>
                    {fill(s.receiveOrder, {
                      number: o.number ?? o.id,
                      workshop: nameOf(o.supplier),
                      store: nameOf(o.store),
                    })}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>{s.receiveNone}</p>
          )}
        </>
      ) : (
        <section aria-labelledby="receive-order">
          <h2 id="receive-order">
            {fill(s.receiveOrder, {
              number: order.number ?? order.id,
              workshop: nameOf(order.supplier),
              store: nameOf(order.store),
            })}
          </h2>
          {!canReceive(order.status as SupplierOrderStatus) ? (
            <p role="alert">{fill(s.notReceivable, { status: supplierStatusLabel(order.status, lang) })}</p>
          ) : (
            <form method="post" action="/api/supply/receive">
              <input type="hidden" name="supplierOrder" value={order.id} />
              <input type="hidden" name="receipt" value={randomUUID()} />
              {/* Refusals come back on this page in the staff member's language. */}
              <input type="hidden" name="locale" value={lang} />
              <table className="supply-table supply-table--spaced">
                <thead>
                  <tr>
                    {[s.item, s.ordered, s.received, s.expected, s.receivingNow].map((h) => (
                      <th key={h} scope="col">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {(order.lines ?? []).map((l) => {
                    const left = l.quantity - (l.received ?? 0)
                    const item = items.get(l.sku)
                    return (
                      <tr key={l.id} data-sku={l.sku}>
                        <th scope="row">
                          <ReceivingItemCell item={item} sku={l.sku} s={s} lang={lang} />
                        </th>
                        <td>{l.quantity}</td>
                        <td>{l.received ?? 0}</td>
                        <td>{left}</td>
                        <td>
                          <input
                            type="number"
                            name={`qty:${l.sku}`}
                            min={0}
                            max={left}
                            step={1}
                            defaultValue={0}
                            disabled={left <= 0}
                            aria-label={
                              item
                                ? formatMessage(s.receiveLabel, lang, {
                                    product: item.title,
                                    kind: sizeKind(item.sizeSystem),
                                    size: formatSize(item.size, lang),
                                  })
                                : `${s.receivingNow} — ${l.sku}`
                            }
                            style={{ width: '5rem', padding: '4px 6px' }}
                          />
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
              <button type="submit" className="btn btn--style-primary btn--size-medium">
                {s.receiveSubmit}
              </button>
            </form>
          )}
        </section>
      )}
    </Frame>
  )
}
