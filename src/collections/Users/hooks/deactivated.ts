// A deactivated staff account cannot sign in: the refusal comes after the password check (so it tells nothing to
// someone without the password) and says why. Deactivating an account also ends its sessions at once.
import { APIError, type CollectionAfterChangeHook, type CollectionBeforeLoginHook } from 'payload'
import { isStaffFlowWrite } from '@/server/staff/stored'
import { endAllSessions } from '@/server/staff/totp'

export const DEACTIVATED_ERROR = 'AccountDeactivated'

class AccountDeactivated extends APIError {
  constructor(message: string) {
    super(message, 401)
    // Set by hand: the production bundle minifies class names, and the security log keys on this one.
    this.name = DEACTIVATED_ERROR
  }
}

export const refuseDeactivated: CollectionBeforeLoginHook = ({ req, user }) => {
  if (!user.deactivated) return user
  throw new AccountDeactivated(
    req.i18n?.language === 'fr'
      ? 'Ce compte est désactivé. Demandez à un administrateur de le réactiver.'
      : 'This account is deactivated. Ask an admin to reactivate it.',
  )
}

/**
 * Ends the sessions in the same transaction (`req`), as a staff flow's write: the update it makes comes back through
 * this collection's hooks, which leave it alone (no second audit entry, no second ending).
 */
export const endSessionsOnDeactivation: CollectionAfterChangeHook = async ({
  context,
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (isStaffFlowWrite(context)) return doc
  if (operation === 'update' && doc.deactivated && !previousDoc?.deactivated) await endAllSessions(req, doc.id)
  return doc
}
