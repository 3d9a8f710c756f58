import type { Access } from 'payload'
import { hasRole, owedStep, staffAccountOf } from './roles'

/** Admins see every staff account; others only their own (a session still signing in too: its pages show it). */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user)) return true
  if (req.user?.collection === 'users') return { id: { equals: req.user.id } }
  return false
}

/**
 * Admins update every staff account; others only their own, and not from a session that still owes its second
 * factor: whoever has only the password cannot change it, nor the email, before giving the code.
 */
export const adminOrSelfSignedIn: Access = ({ req }) => {
  if (hasRole(req.user)) return true
  const self = staffAccountOf(req.user)
  if (self && owedStep(self) !== 'two-factor') return { id: { equals: self.id } }
  return false
}
