// /app/supply — the stock team's page: the low-stock list by workshop, narrowed by workshop and store, with "create
// supplier orders from low stock" for the lines shown and for each workshop; the drafts just made, linked; the last
// reconciliation check (and a button to run it now), links to the workshops, supplier orders and the ledger.
// Payload does not guard custom views: the role is checked here (stock or admin).
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'
import { supplyViewAccess } from '@/access/supplyViews'
import type { Drift } from '@/domain/supply'
import type { Locale } from '@/domain/locale'
import {
  NO_WORKSHOP,
  groupByWorkshop,
  matchesLowStockFilter,
  parseDrafted,
  parseLowStockFilter,
} from '@/domain/lowStockList'
import { draftsMade } from '@/server/supply/drafted'
import { readLowStock } from '@/server/supply/reorder'
import { staffView } from '../staffGuard'
import { DraftedNotice } from './DraftedNotice'
import { Frame } from './Frame'
import { LowStockFilter } from './LowStockFilter'
import { LowStockGroup } from './LowStockGroups'
import { fill } from '@/domain/fill'
import { supplyStrings } from './strings'

export async function SupplyView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  staffView(req.user, '/app/supply')
  const allowed = supplyViewAccess(req.user).supply
  const lang: Locale = req.i18n?.language === 'fr' ? 'fr' : 'en'
  const s = supplyStrings(lang)
  const query = props.searchParams as Record<string, string | string[] | undefined> | undefined
  const filter = parseLowStockFilter(query)
  const drafted = allowed ? parseDrafted(query) : null
  const [low, checks, made] = allowed
    ? await Promise.all([
        readLowStock(req.payload, req.user, req, lang),
        req.payload.find({
          collection: 'stock-checks',
          sort: '-createdAt',
          limit: 1,
          req,
          user: req.user,
          overrideAccess: false,
        }),
        drafted ? draftsMade(req.payload, req.user, drafted, lang, req) : null,
      ])
    : [null, null, null]
  const last = checks?.docs[0]
  const storeName = new Map((low?.stores ?? []).map((st) => [st.id, st.name]))
  const lines = low?.lines ?? []
  const groups = groupByWorkshop(lines.filter((l) => matchesLowStockFilter(l, filter)))
  const filtered = filter.workshop !== null || filter.store !== null
  // What the filter narrows to, sent along with "create supplier orders": it drafts the lines shown.
  const scope = {
    ...(typeof filter.workshop === 'number' ? { supplier: filter.workshop } : {}),
    ...(filter.store !== null ? { store: filter.store } : {}),
  }
  return (
    <Frame props={props} title={s.supplyTitle} allowed={allowed} denied={s.denied}>
      {/* Drafts just made (?drafted=…); none when the ids name nothing this staff member can read. */}
      {drafted && (drafted.length === 0 || (made?.length ?? 0) > 0) && (
        <DraftedNotice drafts={made ?? []} s={s} lang={lang} />
      )}
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
        {lines.length === 0 ? (
          <p data-testid="low-none">{s.lowNone}</p>
        ) : (
          <>
            <LowStockFilter filter={filter} options={low!} s={s} />
            {groups.length === 0 ? (
              <p data-testid="low-none">{s.lowNoneFiltered}</p>
            ) : (
              <>
                {filter.workshop !== NO_WORKSHOP && (
                  <form method="post" action="/api/supply/drafts" style={{ margin: '1rem 0' }}>
                    {Object.entries(scope).map(([name, value]) => (
                      <input key={name} type="hidden" name={name} value={value} />
                    ))}
                    <button type="submit" className="btn btn--style-primary btn--size-medium">
                      {filtered ? s.draftShown : s.draft}
                    </button>
                    <p style={{ fontSize: '0.85rem' }}>{s.draftHint}</p>
                  </form>
                )}
                {groups.map((g) => (
                  <LowStockGroup key={g.supplier?.id ?? 'none'} group={g} store={filter.store} s={s} lang={lang} />
                ))}
              </>
            )}
          </>
        )}
      </section>
      <section aria-labelledby="check-title" id="check" style={{ marginTop: '2rem' }}>
        <h2 id="check-title">{s.checkTitle}</h2>
        <p>{s.checkIntro}</p>
        <p data-testid="stock-check" role="status">
          {last
            ? fill(s.checkLast, {
                when: new Date(last.createdAt).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB', {
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
