// The one door of every custom backoffice view. Payload renders custom views for anyone who asks (it checks only its
// own views), so each one calls this first: a visitor goes to the sign-in page (and back here after), a session that
// still owes a step of its sign-in goes to that step; otherwise the view gets the signed-in staff member and decides
// from their roles what to show (hasRole and supplyViewAccess, which say no to such a session as well).
import { redirect } from 'next/navigation'
import { type OwedStep, owedStep, staffAccountOf } from '@/access/roles'

/** The page of each step a session may owe (the account page holds Payload's own "change password"). */
export const stepPath: Record<OwedStep, string> = { 'two-factor': '/app/two-factor', password: '/app/account' }

/**
 * The signed-in staff member this view shows to. `path` is the view's own (where the sign-in returns); `step` names
 * the step the view itself is, open to a session that owes it (/app/two-factor).
 */
export function staffView<U>(user: U | null | undefined, path: string, step?: OwedStep): U {
  if (!user || !staffAccountOf(user)) redirect(`/app/login?redirect=${encodeURIComponent(path)}`)
  const owed = owedStep(user)
  if (owed && owed !== step) redirect(stepPath[owed])
  return user
}
