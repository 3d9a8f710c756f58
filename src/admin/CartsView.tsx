// /app/carts — signed-in shoppers' open carts: customer, lines, value, last change; the "abandoned" filter keeps the
// carts without a change for N hours (24 by default). Payload does not guard custom views: this one checks the user
// and the role itself (customer service and admins), and reads as that user.
import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import { hasRole } from '@/access/roles'
import { formatPrice } from '@/domain/money'
import { ABANDONED_DEFAULT_HOURS, openCarts } from '@/server/carts/openCarts'
import { fill } from '@/domain/fill'
import { liveStrings } from './liveStrings'
import { TabTitle } from './TabTitle.client'
import { staffView } from './staffGuard'

const cell = {
  padding: '6px 12px 6px 0',
  borderBottom: '1px solid var(--theme-elevation-100)',
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
}

function hoursParam(value: unknown): number {
  const n = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(n) && n >= 1 && n <= 24 * 90 ? n : ABANDONED_DEFAULT_HOURS
}

export async function CartsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const user = staffView(req.user, '/app/carts')
  const s = liveStrings(req.i18n?.language)
  const allowed = hasRole(user, 'service')
  const abandoned = searchParams?.filter === 'abandoned'
  const hours = hoursParam(searchParams?.hours)
  const { carts, total } = allowed
    ? await openCarts(req, { abandonedHours: abandoned ? hours : null })
    : { carts: [], total: 0 }
  const when = new Intl.DateTimeFormat(req.i18n?.language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  })
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <div className="gutter--left gutter--right" style={{ paddingBlock: '2rem' }}>
        <h1>{s.cartsTitle}</h1>
        <TabTitle title={s.cartsTitle} />
        {!allowed ? (
          <p role="alert" data-testid="carts-denied">
            {s.denied}
          </p>
        ) : (
          <>
            <p>{s.cartsIntro}</p>
            <form method="get" style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
              <label>
                <input type="radio" name="filter" value="all" defaultChecked={!abandoned} /> {s.all}
              </label>
              <label>
                <input type="radio" name="filter" value="abandoned" defaultChecked={abandoned} /> {s.abandoned}
              </label>
              <label>
                {s.abandonedFor}{' '}
                <input
                  type="number"
                  name="hours"
                  min={1}
                  max={24 * 90}
                  defaultValue={hours}
                  style={{ width: '5em' }}
                  data-testid="carts-hours"
                />{' '}
                {s.hours}
              </label>
              <button type="submit" className="btn btn--style-secondary btn--size-small">
                {s.apply}
              </button>
            </form>
            <p data-testid="carts-count">{fill(s.count, { n: total })}</p>
            {carts.length === 0 ? (
              <p data-testid="carts-none">{s.none}</p>
            ) : (
              <table style={{ borderCollapse: 'collapse', width: '100%' }} data-testid="carts-table">
                <thead>
                  <tr>
                    <th style={cell}>{s.customer}</th>
                    <th style={cell}>{s.lines}</th>
                    <th style={cell}>{s.value}</th>
                    <th style={cell}>{s.lastChange}</th>
                  </tr>
                </thead>
                <tbody>
                  {carts.map((c) => (
                    <tr key={c.id} data-testid="cart-row">
                      <td style={cell}>
                        {c.customer ? (
                          <a href={`/app/collections/customers/${c.customer.id}`}>
                            {c.customer.name ? `${c.customer.name} · ` : ''}
                            {c.customer.email}
                          </a>
                        ) : (
                          s.deleted
                        )}
                      </td>
                      <td style={cell}>
                        <ul style={{ margin: 0, paddingLeft: '1em' }}>
                          {c.lines.map((l, i) => (
                            <li key={i}>
                              {l.quantity} × {l.title}
                              {l.size ? ` (${s.size} ${l.size})` : ''} — {formatPrice(l.price)}
                            </li>
                          ))}
                        </ul>
                      </td>
                      <td style={cell} data-testid="cart-value">
                        {formatPrice(c.value)}
                      </td>
                      <td style={cell}>{when.format(new Date(c.updatedAt))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </div>
    </DefaultTemplate>
  )
}
