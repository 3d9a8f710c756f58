// Shopper accounts: a customer reads and updates only their own document; the service team (and admins) read every
// account to help a shopper; editors and stock keepers see none. Only admins delete or unlock an account through the
// backoffice; shoppers create and delete their own through our /api/account endpoints (src/server/accounts).
import type { Access } from 'payload'
import { hasRole } from './roles'

/** The signed-in shopper's id, or null when the caller is not a customer. */
export const customerId = (user: unknown): number | string | null => {
  const u = user as { id?: number | string; collection?: string } | null | undefined
  return u && u.collection === 'customers' && u.id !== undefined ? u.id : null
}

export const serviceOrSelfCustomer: Access = ({ req }) => {
  if (hasRole(req.user, 'service')) return true
  const id = customerId(req.user)
  if (id !== null) return { id: { equals: id } }
  return false
}

export const adminOrSelfCustomer: Access = ({ req }) => {
  if (hasRole(req.user)) return true
  const id = customerId(req.user)
  if (id !== null) return { id: { equals: id } }
  return false
}
