// The sweep's part for boutique reservations: every held reservation past its 48 hours ends as expired and its unit
// goes back on the boutique's shelf, each in its own short transaction (a staff click on one does not wait for all).
import type { Payload } from 'payload'
import { inTransaction } from '../platform/transaction'
import { endReservation } from './end'

export const RESERVATION_BATCH = 100

/** One pass: the number of reservations this pass ended (one a staff member ended meanwhile is not counted). */
export async function expireReservations(payload: Payload, now = new Date()) {
  // The scheduler's own read, for no caller: every shopper's reservations.
  const due = await payload.find({
    collection: 'reservations',
    where: { and: [{ status: { equals: 'held' } }, { expiresAt: { less_than_equal: now.toISOString() } }] },
    limit: RESERVATION_BATCH,
    depth: 0,
    overrideAccess: true,
    select: { sku: true, store: true },
  })
  let ended = 0
  for (const r of due.docs) {
    if (await inTransaction(payload, (req) => endReservation(payload, req, r, 'expired'))) ended++
  }
  return ended
}
