// What a packer reads at the top of an order: where it goes (name, address, phone), what goes in the parcel (each
// line with its picture, colour, size and quantity), how it ships (and, once shipped, the carrier and the tracking
// number, linked to the carrier's tracking page) and how it was paid. Server-rendered from one read of the order
// (src/server/orders/packing.ts): Payload mounts the fields of a group only once they scroll near the viewport, so
// the form's own groups further down are not where a packer should have to look.
import { formatPrice } from '@/domain/money'
import { CARRIERS, isCarrier } from '@/domain/fulfilment'
import { lineWords } from '@/domain/orderLines'
import { countryName } from '@/domain/schemas/countries'
import { formatSize } from '@/domain/numberFormat'
import type { PackingOrder } from '@/server/orders/packing'
import type { OrderHeaderStrings } from './orderHeaderStrings'

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '0.75rem 1rem' }
// Secondary text still reads at 7:1 on the light theme (elevation-500 was 3.9:1, under the 4.5:1 of WCAG 1.4.3).
const muted = { color: 'var(--theme-elevation-650)' }
const heading = { margin: '0 0 0.5rem', fontSize: '1rem' }

function ShipTo({ p, s, lang }: { p: PackingOrder; s: OrderHeaderStrings; lang: 'en' | 'fr' }) {
  const a = p.order.shippingAddress
  return (
    <section style={box} data-testid="order-ship-to">
      <h3 style={heading}>{s.shipTo}</h3>
      <address style={{ fontStyle: 'normal', lineHeight: 1.5, overflowWrap: 'anywhere' }}>
        <strong>{a?.name}</strong>
        <br />
        {a?.line1}
        {a?.line2 ? (
          <>
            <br />
            {a.line2}
          </>
        ) : null}
        <br />
        {a?.postalCode} {a?.city}
        <br />
        {a?.country ? countryName(a.country, lang) : null}
        {a?.phone ? (
          <>
            <br />
            {s.phone}
            {s.colon}
            <a href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>{a.phone}</a>
          </>
        ) : null}
        <br />
        <a href={`mailto:${p.order.email}`}>{p.order.email}</a>
      </address>
    </section>
  )
}

function Delivery({ p, s }: { p: PackingOrder; s: OrderHeaderStrings }) {
  const d = p.shipping
  return (
    <section style={box} data-testid="order-delivery">
      <h3 style={heading}>{s.delivery}</h3>
      <p style={{ margin: 0 }}>
        {s.method[d.region]} ({s.days.replace('{min}', String(d.days.min)).replace('{max}', String(d.days.max))})
      </p>
      <p style={{ margin: '0.25rem 0 0' }}>
        <span style={muted}>{s.shippingCost}</span> {d.cost === 0 ? s.free : formatPrice(d.cost)}
      </p>
      {d.trackingNumber ? (
        <dl style={{ margin: '0.5rem 0 0', display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.25rem 0.75rem' }}>
          <dt style={muted}>{s.carrier}</dt>
          <dd style={{ margin: 0 }}>{isCarrier(d.carrier) ? CARRIERS[d.carrier].name : d.carrier}</dd>
          <dt style={muted}>{s.tracking}</dt>
          <dd style={{ margin: 0 }}>
            {d.trackingUrl ? (
              <a href={d.trackingUrl} target="_blank" rel="noreferrer" data-testid="order-tracking-link">
                {d.trackingNumber}
              </a>
            ) : (
              d.trackingNumber
            )}
          </dd>
        </dl>
      ) : (
        <p style={{ margin: '0.5rem 0 0', ...muted }}>{s.notShipped}</p>
      )}
    </section>
  )
}

function Payment({ p, s }: { p: PackingOrder; s: OrderHeaderStrings }) {
  const { provider, reference } = p.payment
  return (
    <section style={box} data-testid="order-payment">
      <h3 style={heading}>{s.payment}</h3>
      <p style={{ margin: 0 }}>{provider ? (s.provider[provider] ?? provider) : '—'}</p>
      <p style={{ margin: '0.25rem 0 0' }}>
        <span style={muted}>{s.paymentReference}</span>
        <br />
        <code style={{ wordBreak: 'break-all' }}>{reference ?? '—'}</code>
      </p>
      <p style={{ margin: '0.25rem 0 0' }}>
        <span style={muted}>{s.total}</span> {formatPrice(p.order.total)}
      </p>
    </section>
  )
}

function Items({ p, s, lang }: { p: PackingOrder; s: OrderHeaderStrings; lang: 'en' | 'fr' }) {
  return (
    <section style={{ margin: '1rem 0' }}>
      <h3 style={heading}>
        {s.items} ({p.lines.reduce((n, l) => n + l.quantity, 0)})
      </h3>
      <ul
        style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.5rem' }}
        data-testid="order-items"
      >
        {p.lines.map((line) => {
          const w = lineWords(line, lang)
          return (
            <li
              key={line.id ?? line.sku}
              data-testid="order-item"
              style={{ ...box, display: 'grid', gridTemplateColumns: '64px 1fr', gap: '1rem', alignItems: 'center' }}
            >
              {line.photo ? (
                // eslint-disable-next-line @next/next/no-img-element -- a stored file's own small size, in the admin
                <img src={line.photo.src} alt={line.photo.alt} width={64} height={80} style={{ objectFit: 'cover' }} />
              ) : (
                <span style={{ ...muted, fontSize: '0.75rem' }}>{s.noPhoto}</span>
              )}
              <div>
                <strong>{w.title}</strong>
                <dl style={{ margin: '0.25rem 0 0', display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1.5rem' }}>
                  {[
                    [s.colour, w.color || '—'],
                    [s.size[w.sizeSystem], line.size ? formatSize(line.size, lang) : '—'],
                    [s.quantity, String(line.quantity)],
                    [s.reference, line.sku],
                  ].map(([label, value]) => (
                    <div key={label} style={{ display: 'flex', gap: '0.4rem' }}>
                      <dt style={muted}>{label}</dt>
                      <dd style={{ margin: 0, fontWeight: label === s.quantity ? 600 : undefined }}>{value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

export function PackingPanel({ p, s, lang }: { p: PackingOrder; s: OrderHeaderStrings; lang: 'en' | 'fr' }) {
  return (
    <div data-testid="order-packing">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: '1rem' }}>
        <ShipTo p={p} s={s} lang={lang} />
        <Delivery p={p} s={s} />
        <Payment p={p} s={s} />
      </div>
      <Items p={p} s={s} lang={lang} />
    </div>
  )
}
