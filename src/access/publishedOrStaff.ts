import type { Access } from 'payload'
import { ROLES, hasRole } from './roles'

/** Public readers get published documents only; staff see drafts too. */
export const publishedOrStaff: Access = ({ req }) => {
  if (hasRole(req.user, ...ROLES)) return true
  return { _status: { equals: 'published' } }
}
