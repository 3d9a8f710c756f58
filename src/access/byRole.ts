import type { Access, FieldAccess } from 'payload'
import { type Role, hasRole } from './roles'

/** Access for staff holding one of these roles (admins always pass). */
export const byRole =
  (...roles: Role[]): Access =>
  ({ req }) =>
    hasRole(req.user, ...roles)

export const fieldByRole =
  (...roles: Role[]): FieldAccess =>
  ({ req }) =>
    hasRole(req.user, ...roles)
