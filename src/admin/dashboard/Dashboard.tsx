// /app (also /app/admin and /app/backoffice) — the staff's day: what needs them today, and for admins how sales go.
// Payload renders the dashboard only for a signed-in user with admin access; the tiles are still chosen from the
// reader's roles here (domain/dashboard.ts) and every figure is read with their own access (server/backoffice).
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'
import { formatPrice } from '@/domain/money'
import { dashboardFor } from '@/server/backoffice/dashboard'
import { shortcutsFor } from '../nav/shortcuts'
import { staffView } from '../staffGuard'
import { fill } from '@/domain/fill'
import { dashboardStrings } from './dashboardStrings'
import { SalesChart } from './SalesChart'
import { ScheduledTile } from './ScheduledTile'
import { SpeedTile } from './SpeedTile'

const card = {
  display: 'grid',
  gap: 6,
  alignContent: 'start',
  padding: '1rem 1.25rem',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 4,
  color: 'inherit',
  textDecoration: 'none',
} as const

export async function Dashboard({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  staffView(req.user, '/app')
  const lang = req.i18n?.language === 'fr' ? 'fr' : 'en'
  const s = dashboardStrings(lang)
  const data = await dashboardFor(req)
  const links = shortcutsFor(req.payload, req.user, lang)
  const name = (req.user as { name?: string } | null)?.name || req.user?.email || ''
  const count = (n: number) => fill(n === 1 ? s.order : s.orders, { n: String(n) })
  return (
    <div className="gutter--left gutter--right" style={{ paddingBlock: '2rem' }} data-testid="dashboard">
      <h1>{s.title}</h1>
      <p>
        {fill(s.greeting, { name })} {s.intro}
      </p>
      {data.tiles.length === 0 && <p>{s.nothing}</p>}
      <ul
        style={{
          listStyle: 'none',
          padding: 0,
          display: 'grid',
          gap: '1rem',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        }}
      >
        {data.counts.map((t) => (
          <li key={t.tile}>
            <Link href={t.href} style={card} data-testid={`tile-${t.tile}`}>
              <span style={{ fontWeight: 600 }}>{s.tiles[t.tile]}</span>
              <span style={{ fontSize: '2rem', lineHeight: 1 }} data-testid="tile-count">
                {t.count}
              </span>
              <span style={{ opacity: 0.7, fontSize: '0.85rem' }}>{s.hints[t.tile]}</span>
            </Link>
          </li>
        ))}
        {data.scheduled && (
          <li>
            <ScheduledTile scheduled={data.scheduled} s={s} lang={lang} style={card} />
          </li>
        )}
      </ul>
      {data.revenue && (
        <section
          aria-labelledby="revenue-title"
          style={{ ...card, marginTop: '1.5rem', gap: '1rem' }}
          data-testid="tile-revenue"
        >
          <h2 id="revenue-title" style={{ margin: 0, fontSize: '1.1rem' }}>
            <Link href="/app/collections/orders?sort=-createdAt">{s.tiles.revenue}</Link>
          </h2>
          <dl style={{ display: 'flex', gap: '3rem', margin: 0 }}>
            <div>
              <dt>{s.today}</dt>
              <dd style={{ margin: 0, fontSize: '1.6rem' }} data-testid="revenue-today">
                {formatPrice(data.revenue.todayCents, lang)}
              </dd>
              <dd style={{ margin: 0, opacity: 0.7 }}>{count(data.revenue.todayOrders)}</dd>
            </div>
            <div>
              <dt>{s.last30}</dt>
              <dd style={{ margin: 0, fontSize: '1.6rem' }} data-testid="revenue-30">
                {formatPrice(data.revenue.periodCents, lang)}
              </dd>
              <dd style={{ margin: 0, opacity: 0.7 }}>{count(data.revenue.periodOrders)}</dd>
            </div>
          </dl>
          <SalesChart series={data.revenue.series} s={s} lang={lang} />
        </section>
      )}
      {data.speed && <SpeedTile speed={data.speed} s={s} lang={lang} style={card} />}
      {links.length > 0 && (
        <nav aria-labelledby="shortcuts-title" style={{ marginTop: '2rem' }}>
          <h2 id="shortcuts-title" style={{ fontSize: '1.1rem' }}>
            {s.shortcuts}
          </h2>
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', listStyle: 'none', padding: 0 }}>
            {links.map((l) => (
              <li key={l.href}>
                <Link className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href={l.href}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  )
}
