import { type CollectionBeforeChangeHook, type CollectionBeforeValidateHook, Forbidden } from 'payload'
import { owedStep } from '@/access/roles'

/** A new password chosen by its owner lifts the "change your password" requirement. */
export const clearMustChange: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation === 'update' && typeof data.password === 'string' && data.password.length > 0)
    return { ...data, mustChangePassword: false }
  return data
}

/**
 * The same after a password reset: Payload's reset writes the whole record (with its new hash) straight to the
 * database, running only the collection's beforeValidate hooks on it — without an original document, unlike an
 * ordinary update — and ignores their return value.
 */
export const clearMustChangeOnReset: CollectionBeforeValidateHook = ({ data, operation, originalDoc }) => {
  if (operation === 'update' && !originalDoc && data && typeof data.hash === 'string' && data.mustChangePassword)
    data.mustChangePassword = false
  return data
}

// What a staff member may change on their own account besides the password.
const OWN_FIELDS = new Set(['email', 'name', 'language'])

/**
 * A session owing a new password may change only that on its own account: not the email (which would take the
 * account away from its owner with a password someone else chose), nor anything else, until it is done.
 */
export const onlyPasswordWhileOwed: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc || owedStep(req.user) !== 'password') return data
  if (String(req.user?.id) !== String(originalDoc.id)) return data
  const changed = Object.keys(data).filter(
    (k) => OWN_FIELDS.has(k) && JSON.stringify(data[k] ?? null) !== JSON.stringify(originalDoc[k] ?? null),
  )
  if (changed.length) throw new Forbidden(req.t)
  return data
}
