// /app/email-test — staff send a test email and read the recent outbox. Payload does not guard custom views,
// so this one checks the signed-in user and role itself (authentication required): the outbox holds
// shoppers' messages, so customer service and admins only.
import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { hasRole } from '@/access/roles'
import { fill } from '@/domain/fill'
import { listStrings } from './listStrings'
import { TabTitle } from './TabTitle.client'
import { staffView } from './staffGuard'

const cell = {
  padding: '6px 12px 6px 0',
  borderBottom: '1px solid var(--theme-elevation-100)',
  textAlign: 'left' as const,
}

export async function EmailTestView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const user = staffView(req.user, '/app/email-test')
  if (!hasRole(user, 'service')) redirect('/app')
  const outbox = await req.payload.find({
    collection: 'outbox',
    sort: '-createdAt',
    limit: 15,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const lang = req.i18n?.language === 'fr' ? 'fr' : 'en'
  const s = listStrings(lang)
  // Dates as the admin writes them: "24 novembre 2026, 00:26" in French (Paris time).
  const when = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  })
  const sent = typeof searchParams?.sent === 'string' ? searchParams.sent : undefined
  const transport = process.env.SMTP_URL ? `SMTP (${new URL(process.env.SMTP_URL).hostname})` : s.outboxTransport
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
        <h1>{s.emailTest}</h1>
        <TabTitle title={s.emailTest} />
        <p>
          {s.transport}
          {lang === 'fr' ? '\u00a0: ' : ': '}
          <strong data-testid="email-transport">{transport}</strong>
        </p>
        <form
          method="post"
          action="/api/email-test"
          style={{ display: 'flex', gap: '1rem', alignItems: 'end', margin: '1.5rem 0' }}
        >
          <label style={{ display: 'grid', gap: 4 }}>
            {s.recipient}
            <input
              name="to"
              type="email"
              required
              defaultValue={user.email ?? ''}
              style={{ padding: 8, minWidth: 280 }}
            />
          </label>
          <label style={{ display: 'grid', gap: 4 }}>
            {s.language}
            <select name="locale" defaultValue={lang} style={{ padding: 8 }}>
              <option value="en">English</option>
              <option value="fr">Français</option>
            </select>
          </label>
          <button type="submit" className="btn btn--style-primary btn--size-medium" style={{ margin: 0 }}>
            {s.send}
          </button>
        </form>
        {sent && (
          <p role="status" data-testid="email-test-result">
            {sent === 'ok' ? s.sent : fill(s.failed, { reason: sent })}
          </p>
        )}
        <h2 style={{ marginTop: '2rem' }}>{s.recent}</h2>
        {outbox.docs.length === 0 ? (
          <p>{s.outboxEmpty}</p>
        ) : (
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                <th style={cell}>{s.date}</th>
                <th style={cell}>{s.to}</th>
                <th style={cell}>{s.subject}</th>
              </tr>
            </thead>
            <tbody>
              {outbox.docs.map((m) => (
                <tr key={m.id}>
                  <td style={cell}>{when.format(new Date(m.createdAt))}</td>
                  <td style={cell}>{m.to}</td>
                  <td style={cell}>
                    <a href={`/app/collections/outbox/${m.id}`}>{m.subject}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </DefaultTemplate>
  )
}
