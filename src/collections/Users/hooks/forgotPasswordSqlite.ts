// Payload's forgot-password opens a transaction, then reserves the reset (a rate-limit stamp) on a second
// connection outside it. SQLite has one writer: the transaction already holds the write lock, so the reservation
// failed with "database is locked" (a 500 on every request). On SQLite the operation runs without its transaction:
// each of its writes is one atomic statement, and the reservation was never part of it anyway.
import { type CollectionBeforeOperationHook, commitTransaction } from 'payload'
import { databaseKind } from '@/server/platform/database'

export const forgotPasswordWithoutTransaction: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  // Only a REST call's transaction is surely the operation's own (a Local API caller may pass its own req).
  if (operation === 'forgotPassword' && req.payloadAPI === 'REST' && req.transactionID && databaseKind() === 'sqlite') {
    await commitTransaction(req)
  }
  return args
}
