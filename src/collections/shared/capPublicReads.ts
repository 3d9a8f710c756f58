// Anonymous REST reads are paged and capped: `limit=0`, `limit=-1` or `pagination=false` would otherwise return
// every document of a collection in one response. Staff (the backoffice) and the server's own Local API calls
// are not affected. Payload's REST guard refuses such a read before it gets here (src/server/http/restGuard.ts);
// this hook keeps the bound for any other way in.
import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'
import { ROLES, hasRole } from '@/access/roles'
import { PUBLIC_MAX_LIMIT } from '@/domain/restReads'

export const PUBLIC_READ_LIMIT = PUBLIC_MAX_LIMIT

export const capPublicReads: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  if ((operation !== 'read' && operation !== 'readDistinct') || req.payloadAPI !== 'REST' || overrideAccess) return args
  // Relationship population runs its own finds on the same request (with a currentDepth): those fetch exactly the
  // documents already named, and must not be paged.
  if ((args as { currentDepth?: number }).currentDepth !== undefined) return args
  if (hasRole(req.user, ...ROLES)) return args
  const asked = Number((args as { limit?: unknown }).limit)
  const limit =
    !('limit' in args) || args.limit === undefined
      ? undefined
      : Number.isFinite(asked) && asked >= 1
        ? Math.min(Math.floor(asked), PUBLIC_READ_LIMIT)
        : PUBLIC_READ_LIMIT
  return { ...args, limit, pagination: true }
}

export const withPublicReadCap = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [capPublicReads, ...(collection.hooks?.beforeOperation ?? [])] },
})
