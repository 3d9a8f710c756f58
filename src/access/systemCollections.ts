// Payload's own collections, built with "any signed-in user" access. Document locks: the admin reads them as the
// signed-in user to show who is editing, so every staff role may read; taking or breaking a lock through the API
// is for admins (the admin UI writes locks through the database adapter, unaffected). Migration records: admins
// may read them, nobody writes them through the API (the migrate command uses the database directly).
import type { SanitizedConfig } from 'payload'
import { isAdmin } from './isAdmin'
import { isStaff } from './isStaff'
import { nobody } from './nobody'

export const LOCKS_SLUG = 'payload-locked-documents'
export const MIGRATIONS_SLUG = 'payload-migrations'

export function restrictSystemCollections(config: SanitizedConfig): SanitizedConfig {
  for (const c of config.collections) {
    if (c.slug === LOCKS_SLUG)
      c.access = { ...c.access, read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin }
    if (c.slug === MIGRATIONS_SLUG)
      c.access = { ...c.access, read: isAdmin, create: nobody, update: nobody, delete: nobody }
  }
  return config
}
