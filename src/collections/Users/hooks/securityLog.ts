// Records backoffice sign-ins and every change to a staff account (roles, password, deactivation, details) in
// security-logs, with who acted. A failure to log never blocks or changes the operation itself.
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterErrorHook,
  CollectionAfterLoginHook,
  CollectionAfterLogoutHook,
  CollectionAfterOperationHook,
  CollectionBeforeChangeHook,
} from 'payload'
import { describeUserChange } from '@/domain/staffAudit'
import { recordSecurityEvent } from '@/server/staff/securityLog'
import { isStaffFlowWrite } from '@/server/staff/stored'
import { DEACTIVATED_ERROR } from './deactivated'

export const logLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  await recordSecurityEvent(req, { event: 'login-success', email: user.email, actor: user.email })
}

export const logLogout: CollectionAfterLogoutHook = async ({ req }) => {
  await recordSecurityEvent(req, { event: 'logout', email: req.user?.email })
}

export const logLoginError: CollectionAfterErrorHook = async ({ error, req }) => {
  if (!req.url?.includes('/login')) return
  const email = typeof req.data?.email === 'string' ? req.data.email.slice(0, 200) : undefined
  const locked = error.name === 'LockedAuth'
  const deactivated = error.name === DEACTIVATED_ERROR
  if (locked || deactivated || error.name === 'AuthenticationError')
    await recordSecurityEvent(req, {
      event: locked ? 'locked' : 'login-failure',
      email,
      actor: email ?? 'anonymous',
      detail: deactivated ? 'account deactivated' : error.name,
    })
}

const PASSWORD_SET = 'staffAuditPasswordSet'

/** Notes, before Payload replaces it by a hash, that this save sets a password. */
export const notePasswordSet: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (typeof data.password === 'string' && data.password.length > 0) {
    const set = (req.context[PASSWORD_SET] as Set<string> | undefined) ?? new Set<string>()
    set.add(String(originalDoc?.id ?? 'new'))
    req.context[PASSWORD_SET] = set
  }
  return data
}

/** A staff flow's own write (sessions, second factor) is logged by the flow, not as an edit of the account. */
export const logUserChange: CollectionAfterChangeHook = async ({ context, doc, previousDoc, operation, req }) => {
  if (isStaffFlowWrite(context)) return doc
  const set = req.context[PASSWORD_SET] as Set<string> | undefined
  const passwordSet = operation === 'update' && Boolean(set?.has(String(doc.id)))
  const entries = describeUserChange(operation === 'create' ? null : previousDoc, doc, passwordSet)
  for (const entry of entries) await recordSecurityEvent(req, { ...entry, email: doc.email })
  return doc
}

export const logUserDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await recordSecurityEvent(req, { event: 'user-deleted', email: doc.email })
}

/** A password reset (the emailed link, an invitation's first password) writes the hash without an ordinary update. */
export const logPasswordReset: CollectionAfterOperationHook = async ({ operation, result, req }) => {
  if (operation !== 'resetPassword') return result
  const user = (result as { user?: { email?: string } } | undefined)?.user
  await recordSecurityEvent(req, { event: 'password-reset', email: user?.email, actor: user?.email })
  return result
}
