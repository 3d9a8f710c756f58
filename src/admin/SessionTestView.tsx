// /app/session-test — a staff member's own session: who they are signed in as, their roles, when the token was issued
// and expires (live), a refresh, and their open sessions with "end my other sessions". Payload does not guard custom
// views: this one requires a signed-in staff member (any role) and shows only that member's own data.
import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { staffSession } from '@/server/staff/sessions'
import { SessionClock } from './SessionClock.client'
import { fill } from '@/domain/fill'
import { liveStrings } from './liveStrings'
import { TabTitle } from './TabTitle.client'
import { staffView } from './staffGuard'

const cell = {
  padding: '6px 12px 6px 0',
  borderBottom: '1px solid var(--theme-elevation-100)',
  textAlign: 'left' as const,
}

export async function SessionTestView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const user = staffView(req.user, '/app/session-test')
  const session = await staffSession(req)
  if (!session) redirect('/app')
  const lang = req.i18n?.language === 'fr' ? 'fr' : 'en'
  const s = liveStrings(lang)
  const when = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Paris',
  })
  const at = (ms: number | string | null) => (ms ? when.format(new Date(ms)) : s.unknown)
  const ended = Number(searchParams?.ended)
  const others = session.sessions.filter((x) => !x.current).length
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
      <div className="gutter--left gutter--right" style={{ paddingBlock: '2rem', maxWidth: 900 }}>
        <h1>{s.sessionTitle}</h1>
        <TabTitle title={s.sessionTitle} />
        <p>{s.sessionIntro}</p>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px' }}>
          <dt>{s.email}</dt>
          <dd data-testid="session-email">{session.email}</dd>
          <dt>{s.roles}</dt>
          <dd data-testid="session-roles">{session.roles.join(', ')}</dd>
          <dt>{s.issued}</dt>
          <dd data-testid="session-issued">{at(session.issuedAt)}</dd>
          <dt>{s.expires}</dt>
          <dd data-testid="session-expires">{at(session.expiresAt)}</dd>
        </dl>
        <p>{s.autoRefresh}</p>
        <SessionClock
          expiresAt={session.expiresAt}
          strings={{
            remaining: s.remaining,
            refresh: s.refresh,
            refreshing: s.refreshing,
            refreshed: s.refreshed,
            refreshFailed: s.refreshFailed,
          }}
        />
        <h2 style={{ marginTop: '2rem' }}>{s.sessions}</h2>
        {Number.isInteger(ended) && ended >= 0 && searchParams?.ended !== undefined && (
          <p role="status" data-testid="sessions-ended">
            {ended > 0 ? fill(s.endedN, { n: ended }) : s.noOthers}
          </p>
        )}
        <table style={{ borderCollapse: 'collapse' }} data-testid="session-list">
          <thead>
            <tr>
              <th style={cell}>{s.device}</th>
              <th style={cell}>{s.started}</th>
              <th style={cell}>{s.expires}</th>
            </tr>
          </thead>
          <tbody>
            {session.sessions.map((x) => (
              <tr key={x.id} data-testid={x.current ? 'session-current' : 'session-other'}>
                <td style={cell}>{x.current ? <strong>{s.current}</strong> : `…${x.id.slice(-6)}`}</td>
                <td style={cell}>{at(x.createdAt)}</td>
                <td style={cell}>{at(x.expiresAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <form method="post" action="/api/staff-sessions" style={{ marginTop: '1rem' }}>
          <input type="hidden" name="action" value="end-others" />
          <input type="hidden" name="locale" value={lang} />
          <button
            type="submit"
            className="btn btn--style-primary btn--size-small"
            disabled={others === 0}
            data-testid="end-other-sessions"
          >
            {s.endOthers}
          </button>
        </form>
        {others === 0 && <p>{s.noOthers}</p>}
      </div>
    </DefaultTemplate>
  )
}
