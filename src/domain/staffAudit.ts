// What a change to a staff account means for the security log: one entry per kind of change (who did it is added
// by the caller). Pure: compares the account before and after, and whether a password was set.
export interface AuditedUser {
  email?: string | null
  name?: string | null
  roles?: readonly string[] | null
  deactivated?: boolean | null
  language?: string | null
}

export type AuditEvent =
  'user-created' | 'user-updated' | 'roles-changed' | 'password-changed' | 'user-deactivated' | 'user-reactivated'

export interface AuditEntry {
  event: AuditEvent
  detail: string
}

const rolesText = (r: readonly string[] | null | undefined) => (r && r.length ? [...r].sort().join(', ') : '—')

export function describeUserChange(before: AuditedUser | null, after: AuditedUser, passwordSet: boolean): AuditEntry[] {
  if (!before) return [{ event: 'user-created', detail: `roles: ${rolesText(after.roles)}` }]
  const out: AuditEntry[] = []
  if (rolesText(before.roles) !== rolesText(after.roles))
    out.push({ event: 'roles-changed', detail: `${rolesText(before.roles)} → ${rolesText(after.roles)}` })
  if (passwordSet) out.push({ event: 'password-changed', detail: 'password set' })
  if (Boolean(before.deactivated) !== Boolean(after.deactivated))
    out.push({ event: after.deactivated ? 'user-deactivated' : 'user-reactivated', detail: '' })
  const fields: string[] = []
  if ((before.email ?? '') !== (after.email ?? '')) fields.push(`email: ${before.email ?? ''} → ${after.email ?? ''}`)
  if ((before.name ?? '') !== (after.name ?? '')) fields.push('name')
  if ((before.language ?? '') !== (after.language ?? '')) fields.push(`language: ${after.language ?? '—'}`)
  if (fields.length) out.push({ event: 'user-updated', detail: fields.join('; ') })
  return out
}

/**
 * Why an admin may not deactivate this account, or null. Nobody deactivates themselves (they would lock themselves
 * out mid-task), and the last active admin stays: without one, nobody could manage staff again.
 */
export function deactivationProblem(args: {
  actorId: number | string
  targetId: number | string
  targetIsAdmin: boolean
  otherActiveAdmins: number
}): 'self' | 'last-admin' | null {
  if (String(args.actorId) === String(args.targetId)) return 'self'
  if (args.targetIsAdmin && args.otherActiveAdmins === 0) return 'last-admin'
  return null
}
