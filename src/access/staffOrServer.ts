import type { Access } from 'payload'
import { ROLES, hasRole } from './roles'

/**
 * Staff, or the server's own Local API reads. For the stock: the shop's pages and its stock endpoint read it
 * through src/server/inventory/reads.ts, which shows a ceiling, not the count; Payload's REST and GraphQL never
 * list it to a shopper or an anonymous caller (the exact quantities are what a hold flood needs to ask for).
 */
export const staffOrServer: Access = ({ req }) => hasRole(req.user, ...ROLES) || req.payloadAPI === 'local'
