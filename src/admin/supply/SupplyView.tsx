// /app/supply — the stock team's page: the low-stock list with "create supplier orders from low stock", the last
// reconciliation check (and a button to run it now), links to the workshops, supplier orders and the ledger.
// Payload does not guard custom views: the role is checked here (stock or admin).
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'
import { supplyViewAccess } from '@/access/supplyViews'
import type { Drift } from '@/domain/supply'
import { lowStock } from '@/server/supply/reorder'
import { staffView } from '../staffGuard'
import { Frame, td, th } from './Frame'
import { fill } from '@/domain/fill'
import { supplyStrings } from './strings'

export async function SupplyView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  staffView(req.user, '/app/supply')
  const allowed = supplyViewAccess(req.user).supply
  const s = supplyStrings(req.i18n?.language)
  const [low, checks, stores] = allowed
    ? await Promise.all([
        lowStock(req.payload, req.user, req),
        req.payload.find({
          collection: 'stock-checks',
          sort: '-createdAt',
          limit: 1,
          req,
          user: req.user,
          overrideAccess: false,
        }),
        req.payload.find({ collection: 'stores', depth: 0, req, user: req.user, overrideAccess: false }),
      ])
    : [[], null, null]
  const last = checks?.docs[0]
  const storeName = new Map((stores?.docs ?? []).map((st) => [st.id, st.name]))
  return (
    <Frame props={props} title={s.supplyTitle} allowed={allowed} denied={s.denied}>
      <nav aria-label={s.links}>
        <ul style={{ display: 'flex', gap: '1.5rem', listStyle: 'none', padding: 0 }}>
          <li>
            <Link href="/app/collections/suppliers">{s.suppliers}</Link>
          </li>
          <li>
            <Link href="/app/collections/supplier-orders">{s.supplierOrders}</Link>
          </li>
          <li>
            <Link href="/app/collections/stock-movements">{s.ledger}</Link>
          </li>
          <li>
            <Link href="/app/receive">{s.receiveTitle}</Link>
          </li>
          <li>
            <Link href="/app/pipeline">{s.pipelineTitle}</Link>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="low-title" style={{ marginTop: '1.5rem' }}>
        <h2 id="low-title">{s.lowTitle}</h2>
        <p>{s.lowIntro}</p>
        {low.length === 0 ? (
          <p data-testid="low-none">{s.lowNone}</p>
        ) : (
          <>
            <form method="post" action="/api/supply/drafts" style={{ margin: '1rem 0' }}>
              <button type="submit" className="btn btn--style-primary btn--size-medium">
                {s.draft}
              </button>
              <p style={{ fontSize: '0.85rem' }}>{s.draftHint}</p>
            </form>
            <div style={{ overflowX: 'auto' }}>
              <table style={{ borderCollapse: 'collapse' }} data-testid="low-stock">
                <thead>
                  <tr>
                    {[s.product, s.size, s.store, s.onHand, s.incoming, s.point, s.target, s.suggest, s.workshop].map(
                      (h) => (
                        <th key={h} style={th} scope="col">
                          {h}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {low.map((l) => (
                    <tr key={`${l.sku}|${l.store}`} data-sku={l.sku} data-store={l.store}>
                      <th style={{ ...th, fontWeight: 400 }} scope="row">
                        <Link href={`/app/collections/products/${l.productId}`}>{l.product}</Link>
                      </th>
                      <td style={td}>{l.size}</td>
                      <td style={td}>{l.storeName}</td>
                      <td style={td}>{l.onHand}</td>
                      <td style={td}>{l.incoming}</td>
                      <td style={td}>{l.point}</td>
                      <td style={td}>{l.target}</td>
                      <td style={td}>{l.suggest}</td>
                      <td style={td}>{l.supplier?.name ?? s.noWorkshop}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
      <section aria-labelledby="check-title" id="check" style={{ marginTop: '2rem' }}>
        <h2 id="check-title">{s.checkTitle}</h2>
        <p>{s.checkIntro}</p>
        <p data-testid="stock-check" role="status">
          {last
            ? fill(s.checkLast, {
                when: new Date(last.createdAt).toLocaleString(req.i18n?.language === 'fr' ? 'fr-FR' : 'en-GB', {
                  timeZone: 'Europe/Paris',
                }),
                summary: last.summary,
              })
            : s.checkNever}
        </p>
        {last && last.drifts > 0 && (
          <ul data-testid="stock-drifts">
            {((last.details as Drift[] | null) ?? []).map((d) => (
              <li key={`${d.sku}|${d.store}`}>
                <Link href={`/app/collections/stock-movements?where[and][0][sku][equals]=${encodeURIComponent(d.sku)}`}>
                  {fill(s.drift, { ...d, store: storeName.get(d.store) ?? d.store })}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <form method="post" action="/api/supply/reconcile">
          <button type="submit" className="btn btn--style-secondary btn--size-medium">
            {s.checkRun}
          </button>
        </form>
      </section>
    </Frame>
  )
}
