import type { Access, Where } from 'payload'
import { staffAccountOf } from './roles'

/** A staff account's own admin preferences (even mid-sign-in: the two-factor page keeps its own); shoppers have none. */
export const ownStaffPreferences: Access = ({ req }) => {
  if (!staffAccountOf(req.user)) return false
  const own: Where[] = [{ 'user.value': { equals: req.user!.id } }, { 'user.relationTo': { equals: 'users' } }]
  return { and: own }
}

/** Any staff account may keep preferences; the owner is always the caller (Payload pins it). */
export const staffPreferencesCreate: Access = ({ req }) => Boolean(staffAccountOf(req.user))
