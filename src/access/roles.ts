// Staff roles. Admins can do everything; other roles open only their own areas.
export const ROLES = ['admin', 'editor', 'stock', 'service'] as const
export type Role = (typeof ROLES)[number]

export interface StaffUser {
  id: number | string
  roles?: Role[] | null
  collection?: string
}

export function hasRole(user: unknown, ...roles: Role[]): boolean {
  const u = user as StaffUser | null | undefined
  if (!u || u.collection !== 'users' || !Array.isArray(u.roles)) return false
  return u.roles.includes('admin') || roles.some((r) => u.roles!.includes(r))
}
