// Rendered in the sidebar of every backoffice page (admin.components.beforeNavLinks): a session that owes its
// second factor (an account with two-step verification that has not given its code yet, or an admin who must set
// it up) is sent to /app/two-factor before it can use anything. The API itself is closed to such a session by the
// access rules (secondFactorPending); this only shows the way.
import { redirect } from 'next/navigation'
import { mustPassSecondFactor } from '@/server/staff/totp'

export function SecondFactorGate({ user }: { user?: unknown }) {
  if (mustPassSecondFactor(user)) redirect('/app/two-factor')
  return null
}
