import type { Access } from 'payload'
import { ROLES, hasRole } from './roles'

/** Any signed-in staff member, whatever the role. */
export const isStaff: Access = ({ req }) => hasRole(req.user, ...ROLES)
