import type { Access } from 'payload'
import { hasRole } from './roles'

/** Admins see every staff account; others only their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user)) return true
  if (req.user?.collection === 'users') return { id: { equals: req.user.id } }
  return false
}
