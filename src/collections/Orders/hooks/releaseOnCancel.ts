// Staff closing a pending order (cancelled, expired) gives its held stock back — the same guarded release as the
// payment events and the expiry sweep, so the stock moves once whoever gets there first.
import type { CollectionAfterChangeHook } from 'payload'
import type { Order } from '@/payload-types'
import { releaseHold } from '@/server/checkout/holds'

const CLOSED = new Set(['cancelled', 'expired'])

export const releaseOnCancel: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.status !== 'pending' || !CLOSED.has(doc.status)) return doc
  if (!(await releaseHold(req.payload, req, doc))) return doc
  return { ...doc, hold: { ...doc.hold, state: 'released' } }
}
