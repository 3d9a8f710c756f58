// Shoppers sign in, refresh, and ask for or use a reset link through our /api/account endpoints only
// (src/server/accounts: per-connection locks, the strength rule, our own cookie). Payload's own operations for them
// answer Forbidden to any caller but our server code — whichever route or API (REST, GraphQL) would reach them.
import { type CollectionBeforeOperationHook, Forbidden } from 'payload'

const OURS_ONLY = new Set(['login', 'refresh', 'forgotPassword', 'resetPassword'])

export const authOperationsThroughOurFlows: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (OURS_ONLY.has(operation) && req.payloadAPI !== 'local') throw new Forbidden(req.t)
}
