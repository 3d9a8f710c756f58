// Staff roles. Admins can do everything; other roles open only their own areas.
export const ROLES = ['admin', 'editor', 'stock', 'service'] as const
export type Role = (typeof ROLES)[number]

export interface StaffUser {
  id: number | string
  roles?: Role[] | null
  collection?: string
  deactivated?: boolean | null
  totpEnabled?: boolean | null
  totpSessions?: unknown
  _sid?: string
}

/**
 * A session of an account with a second factor opens nothing until its code was given on this session (the
 * session ids verified are kept on the account). Accounts without one are not affected.
 */
export function secondFactorPending(u: StaffUser): boolean {
  if (!u.totpEnabled) return false
  return !(u._sid && Array.isArray(u.totpSessions) && u.totpSessions.includes(u._sid))
}

export function hasRole(user: unknown, ...roles: Role[]): boolean {
  const u = user as StaffUser | null | undefined
  if (!u || u.collection !== 'users' || !Array.isArray(u.roles)) return false
  // A deactivated account, or a session still owing its second factor, has no role at all.
  if (u.deactivated || secondFactorPending(u)) return false
  return u.roles.includes('admin') || roles.some((r) => u.roles!.includes(r))
}
