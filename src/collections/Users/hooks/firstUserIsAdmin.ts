import type { CollectionBeforeChangeHook } from 'payload'

/** The very first account of a fresh install becomes an admin, so the shop can never start without one. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const existing = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  if (existing.totalDocs === 0) return { ...data, roles: ['admin'] }
  return data
}
