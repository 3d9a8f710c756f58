// /app/manage-users — admins invite staff by email (each role described where it is chosen), see every account's
// status, second factor and open sessions, deactivate or reactivate, sign an account out everywhere, reset a lost
// second factor. Payload does not guard custom views: this one checks the role itself and says so when it refuses;
// every form posts to /api/staff-users, which checks again.
import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import { hasRole } from '@/access/roles'
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES } from '@/domain/staffRoles'
import { listStaff } from '@/server/staff/manage'
import { staffView } from '../staffGuard'
import { StaffTable } from './StaffTable'
import { fill } from '@/domain/fill'
import { staffStrings } from './strings'

const one = (v: unknown) => (Array.isArray(v) ? String(v[0] ?? '') : typeof v === 'string' ? v : '')

export async function ManageUsersView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const user = staffView(req.user, '/app/manage-users')
  const lang = req.i18n?.language === 'fr' ? 'fr' : 'en'
  const s = staffStrings(lang)
  const allowed = hasRole(user)
  const staff = allowed ? await listStaff(req, lang) : []
  const done = one(searchParams?.done)
  const error = one(searchParams?.error)
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
      <div className="gutter--left gutter--right" style={{ paddingBlock: '2rem', maxWidth: 1100 }}>
        <h1>{s.title}</h1>
        {!allowed ? (
          <p role="alert" data-testid="manage-users-denied">
            {s.denied}
          </p>
        ) : (
          <>
            <p>{s.intro}</p>
            {s.done[done] && (
              <p role="status" data-testid="manage-users-done">
                {fill(s.done[done], { email: one(searchParams?.email), n: one(searchParams?.n) || '0' })}
              </p>
            )}
            {error && (
              <p role="alert" data-testid="manage-users-error">
                {error}
              </p>
            )}
            <h2 style={{ marginTop: '1.5rem' }}>{s.inviteTitle}</h2>
            <form
              method="post"
              action="/api/staff-users"
              data-testid="invite-form"
              style={{ display: 'grid', gap: 12 }}
            >
              <input type="hidden" name="action" value="invite" />
              <input type="hidden" name="locale" value={lang} />
              <label style={{ display: 'grid', gap: 4, maxWidth: 420 }}>
                {s.email}
                <input type="email" name="email" required maxLength={200} autoComplete="off" />
              </label>
              <label style={{ display: 'grid', gap: 4, maxWidth: 420 }}>
                {s.name}
                <input type="text" name="name" maxLength={120} autoComplete="off" />
              </label>
              <fieldset style={{ border: 0, padding: 0 }}>
                <legend>{s.roles}</legend>
                {STAFF_ROLES.map((r) => (
                  <label key={r} style={{ display: 'flex', gap: 8, alignItems: 'baseline', marginBlock: 6 }}>
                    <input type="checkbox" name={`role_${r}`} value="on" defaultChecked={r === 'service'} />
                    <span>
                      <strong>{ROLE_LABELS[r][lang]}</strong>
                      <br />
                      <small>{ROLE_DESCRIPTIONS[r][lang]}</small>
                    </span>
                  </label>
                ))}
              </fieldset>
              <label style={{ display: 'grid', gap: 4, maxWidth: 240 }}>
                {s.language}
                <select name="language" defaultValue={lang}>
                  <option value="fr">Français</option>
                  <option value="en">English</option>
                </select>
              </label>
              <p style={{ margin: 0 }}>{s.inviteNote}</p>
              <div>
                <button type="submit" className="btn btn--style-primary btn--size-small">
                  {s.invite}
                </button>
              </div>
            </form>
            <h2 style={{ marginTop: '2rem' }}>{s.staffTitle}</h2>
            <StaffTable staff={staff} selfId={user.id as number} lang={lang} />
          </>
        )}
      </div>
    </DefaultTemplate>
  )
}
