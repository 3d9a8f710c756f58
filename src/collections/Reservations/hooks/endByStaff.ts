// Staff end a held reservation from the backoffice (collected or cancelled): the move is the guarded claim of
// src/server/reservations/end.ts on the save's own transaction, so the unit moves once with the status, and a
// reservation the sweep expired a moment before is refused rather than ended twice.
import { type CollectionBeforeChangeHook, ValidationError } from 'payload'
import { type ReservationStatus, canStaffMoveReservation } from '@/domain/reservations'
import { endReservation } from '@/server/reservations/end'

const refuse = (message: string, req: Parameters<CollectionBeforeChangeHook>[0]['req']) =>
  new ValidationError({ errors: [{ path: 'status', message }], req })

export const endByStaff: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  // Only the status may change; who reserved what, and until when, is the shopper's and the endpoint's.
  const from = originalDoc.status as ReservationStatus
  const to = (data.status ?? from) as ReservationStatus
  const kept = { ...data }
  for (const k of ['sku', 'size', 'store', 'expiresAt', 'activeKey', 'endedAt', 'requestId', 'email'] as const)
    kept[k] = originalDoc[k]
  if (from === to) return kept
  if (!canStaffMoveReservation(from, to) || to === 'held') throw refuse(`${from} → ${to} is not allowed`, req)
  if (!(await endReservation(req.payload, req, originalDoc, to))) {
    throw refuse('This reservation has already ended.', req)
  }
  return { ...kept, status: to, activeKey: null, endedAt: new Date().toISOString() }
}
