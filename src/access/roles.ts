// Staff roles. Admins can do everything; other roles open only their own areas — and only from a session that has
// finished signing in (see owedStep): until then a session has no role at all, wherever access is decided.
import { totpRequiredFor } from '@/domain/totp'

export const ROLES = ['admin', 'editor', 'stock', 'service'] as const
export type Role = (typeof ROLES)[number]

export interface StaffUser {
  id: number | string
  roles?: Role[] | null
  collection?: string
  deactivated?: boolean | null
  mustChangePassword?: boolean | null
  totpEnabled?: boolean | null
  totpSessions?: unknown
  _sid?: string
}

/** What a session still owes before it opens anything: its second factor first, then a password of its own. */
export type OwedStep = 'two-factor' | 'password'

/** An active staff account (whether or not this session finished signing in), or null. */
export function staffAccountOf(user: unknown): StaffUser | null {
  const u = user as StaffUser | null | undefined
  if (!u || u.collection !== 'users' || u.deactivated || !Array.isArray(u.roles) || u.roles.length === 0) return null
  return u
}

/**
 * A session of an account with a second factor owes its code until it gave one (the session ids verified are kept
 * on the account); an account that must have one (admins, unless STAFF_TOTP_REQUIRED=0 on a test server) and has
 * none owes setting it up. Then a password someone else chose (the first admin's generated one) must be replaced.
 * The order matters: a session that has not given its code cannot change the password (nor the email).
 */
export function owedStep(user: unknown): OwedStep | null {
  const u = staffAccountOf(user)
  if (!u) return null
  if (u.totpEnabled) {
    if (!(u._sid && Array.isArray(u.totpSessions) && u.totpSessions.includes(u._sid))) return 'two-factor'
  } else if (totpRequiredFor(u.roles, process.env.STAFF_TOTP_REQUIRED)) return 'two-factor'
  return u.mustChangePassword ? 'password' : null
}

export function hasRole(user: unknown, ...roles: Role[]): boolean {
  const u = staffAccountOf(user)
  // A deactivated account, or a session still owing a step of its sign-in, has no role at all.
  if (!u || owedStep(u)) return false
  return u.roles!.includes('admin') || roles.some((r) => u.roles!.includes(r))
}
