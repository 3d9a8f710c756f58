// A deactivated staff account cannot sign in: the refusal comes after the password check (so it tells nothing to
// someone without the password) and says why. Deactivating an account also ends its sessions at once.
import { APIError, type CollectionAfterChangeHook, type CollectionBeforeLoginHook } from 'payload'

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

export const endSessionsOnDeactivation: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && doc.deactivated && !previousDoc?.deactivated) {
    // Session rows are written by Payload's auth operations only; like its logout, through the adapter.
    await req.payload.db.updateOne({
      collection: 'users',
      id: doc.id,
      data: { sessions: [], updatedAt: null } as never,
      req,
      returning: false,
    })
  }
  return doc
}
