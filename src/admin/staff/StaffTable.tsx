// The staff accounts of /app/manage-users with one small form per action (no client code: each posts to
// /api/staff-users and the page comes back with the outcome).
import { ROLE_LABELS, type StaffRole } from '@/domain/staffRoles'
import type { StaffRow } from '@/server/staff/manage'
import { staffStrings } from './strings'

const cell = {
  padding: '6px 12px 6px 0',
  borderBottom: '1px solid var(--theme-elevation-100)',
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
}

function Action({ user, action, label, lang }: { user: number; action: string; label: string; lang: string }) {
  return (
    <form method="post" action="/api/staff-users" style={{ display: 'inline-block', marginRight: 8 }}>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="user" value={user} />
      <input type="hidden" name="locale" value={lang} />
      <button type="submit" className="btn btn--style-secondary btn--size-small" data-testid={`${action}-${user}`}>
        {label}
      </button>
    </form>
  )
}

export function StaffTable({ staff, selfId, lang }: { staff: StaffRow[]; selfId: number; lang: 'en' | 'fr' }) {
  const s = staffStrings(lang)
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }} data-testid="staff-list">
      <thead>
        <tr>
          {[s.email, s.roles, s.status, s.twoFactor, s.sessions, s.actions].map((h) => (
            <th key={h} style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {staff.map((u) => (
          <tr key={u.id} data-testid="staff-row" data-email={u.email}>
            <td style={cell}>
              <a href={`/app/collections/users/${u.id}`}>{u.email}</a> {u.id === selfId && s.you}
              {u.name && (
                <>
                  <br />
                  <small>{u.name}</small>
                </>
              )}
            </td>
            <td style={cell}>
              {u.roles.map((r) => ROLE_LABELS[r as StaffRole]?.[lang].split(' — ')[0] ?? r).join(', ')}
            </td>
            <td style={cell} data-testid="staff-status">
              {u.deactivated ? s.deactivated : s.active}
            </td>
            <td style={cell}>{u.totpEnabled ? s.on : s.off}</td>
            <td style={cell} data-testid="staff-sessions">
              {u.sessions}
            </td>
            <td style={cell}>
              {u.id !== selfId &&
                (u.deactivated ? (
                  <Action user={u.id} action="reactivate" label={s.reactivate} lang={lang} />
                ) : (
                  <Action user={u.id} action="deactivate" label={s.deactivate} lang={lang} />
                ))}
              {u.sessions > 0 && <Action user={u.id} action="sign-out" label={s.signOut} lang={lang} />}
              {u.totpEnabled && <Action user={u.id} action="reset-two-factor" label={s.resetTwoFactor} lang={lang} />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
