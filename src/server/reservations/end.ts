// Ending a held reservation, by staff (collected, cancelled) or by the sweep (expired, ./expire.ts): the guarded
// claim decides who ends it, and only that caller moves the unit, on the same transaction.
import type { Payload, PayloadRequest } from 'payload'
import { type ReservationStatus, unitOnEnd } from '@/domain/reservations'
import { claimEnd, settleUnit } from './rows'

export interface HeldUnit {
  id: number
  store: number | { id: number }
  sku: string
}

/** True when this call ended the reservation (and moved its unit); false when it had ended already. */
export async function endReservation(
  payload: Payload,
  req: Partial<PayloadRequest>,
  r: HeldUnit,
  to: Exclude<ReservationStatus, 'held'>,
) {
  if (!(await claimEnd(payload, req, r.id, to))) return false
  const store = typeof r.store === 'object' ? r.store.id : r.store
  await settleUnit(payload, req, { id: r.id, store, sku: r.sku }, unitOnEnd(to))
  return true
}
