// Document locks (`payload-locked-documents`, built by Payload with "any signed-in user" access). The admin reads
// them as the signed-in user to show who is editing, so every staff role may read; writing one through the API
// (taking or breaking someone else's lock) is for admins. The admin UI itself writes locks through the database
// adapter, unaffected by these rules.
import type { SanitizedConfig } from 'payload'
import { isAdmin } from './isAdmin'
import { isStaff } from './isStaff'

export const LOCKS_SLUG = 'payload-locked-documents'

export function restrictDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((c) => c.slug === LOCKS_SLUG)
  if (locks) locks.access = { ...locks.access, read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin, unlock: isAdmin }
  return config
}
