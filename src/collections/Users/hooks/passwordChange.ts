import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook } from 'payload'

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
