// Payload's own collections, built with "any signed-in user" access. Document locks: the admin reads them as the
// signed-in user to show who is editing, so every staff role may read; taking or breaking a lock through the API
// is for admins (the admin UI writes locks through the database adapter, unaffected). Migration records: admins
// may read them, nobody writes them through the API (the migrate command uses the database directly; over REST they
// are a 404, src/server/http/restRoutes.ts). Preferences: a staff account's own; shoppers (an auth collection
// too) keep none — one stored 1.9 MB per call.
import type { SanitizedConfig } from 'payload'
import { isAdmin } from './isAdmin'
import { isStaff } from './isStaff'
import { nobody } from './nobody'
import { ownStaffPreferences, staffPreferencesCreate } from './ownStaffPreferences'

export const LOCKS_SLUG = 'payload-locked-documents'
export const MIGRATIONS_SLUG = 'payload-migrations'
export const PREFERENCES_SLUG = 'payload-preferences'

export function restrictSystemCollections(config: SanitizedConfig): SanitizedConfig {
  for (const c of config.collections) {
    if (c.slug === LOCKS_SLUG)
      c.access = { ...c.access, read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin }
    if (c.slug === PREFERENCES_SLUG)
      c.access = {
        ...c.access,
        read: ownStaffPreferences,
        create: staffPreferencesCreate,
        update: ownStaffPreferences,
        delete: ownStaffPreferences,
      }
    if (c.slug === MIGRATIONS_SLUG)
      c.access = { ...c.access, read: isAdmin, create: nobody, update: nobody, delete: nobody }
  }
  return config
}
