// A reservation's unit and its state, on the caller's transaction (req): the boutique's unit is taken by the shop's one
// guarded decrement (`quantity = quantity - 1 WHERE … AND quantity >= 1`), and a reservation ends by a guarded update
// of its status (`WHERE status = 'held'`), so of a staff click and the expiry sweep arriving together exactly one ends
// it and moves the unit, once. Each move writes its ledger row, naming the reservation.
import { createHash } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import type { ReservationStatus } from '@/domain/reservations'
import { decrementLine, incrementLine, quantities, recordMovements } from '../inventory/rows'
import { databaseKind } from '../platform/database'
import { and, builder, eq, named, pgRun, table } from '../platform/sql'

type Req = Partial<PayloadRequest>
const reason = (id: number) => `Boutique reservation #${id}`

/** Takes the boutique's unit for a reservation: false when none is left (nothing was written). */
export async function holdUnit(payload: Payload, req: Req, r: { id: number; store: number; sku: string }) {
  const after = await decrementLine(payload, req, r.store, r.sku, 1)
  if (after === null) return false
  await recordMovements(payload, req, [
    { sku: r.sku, store: r.store, kind: 'hold', delta: -1, after, reason: reason(r.id), ref: `reservation:${r.id}` },
  ])
  return true
}

/**
 * Ends a held reservation: true for exactly one caller, who then moves its unit (./end.ts). The key that kept the
 * email from holding the SKU twice is cleared in the same statement.
 */
export async function claimEnd(payload: Payload, req: Req, id: number, to: Exclude<ReservationStatus, 'held'>) {
  const t = table(payload, 'reservations')
  const at = new Date().toISOString()
  const rows = await named(
    (await builder(payload, req))
      .update(t)
      .set({ status: to, activeKey: null, endedAt: at, updatedAt: at })
      .where(and(eq(t.id, id), eq(t.status, 'held')))
      .returning({ id: t.id }),
    'reservation_end',
  )
  return rows.length > 0
}

/** The unit of an ended reservation: back on the boutique's shelf, or marked sold there (it left the shelf already). */
export async function settleUnit(
  payload: Payload,
  req: Req,
  r: { id: number; store: number; sku: string },
  how: 'restored' | 'sold',
) {
  if (how === 'sold') {
    const now = (await quantities(payload, req, r.store, [r.sku])).get(r.sku) ?? 0
    await recordMovements(payload, req, [
      { sku: r.sku, store: r.store, kind: 'sale', delta: 0, after: now, reason: `${reason(r.id)}: collected` },
    ])
    return
  }
  const after = await incrementLine(payload, req, r.store, r.sku, 1)
  if (after === null) return
  await recordMovements(payload, req, [
    { sku: r.sku, store: r.store, kind: 'release', delta: 1, after, reason: reason(r.id) },
  ])
}

/**
 * Postgres: one shopper's reservations are decided one after the other (a transaction-scoped advisory lock on the
 * email), so two made at once both count the other against the per-email limit. SQLite runs one write transaction at
 * a time already.
 */
export async function lockShopper(payload: Payload, req: Req, email: string) {
  if (databaseKind() !== 'postgres') return
  const key = createHash('sha256').update(`maison-reservation:${email.trim().toLowerCase()}`).digest().readBigInt64BE(0)
  await pgRun(payload, req, 'reservation_lock', 'SELECT pg_advisory_xact_lock($1::bigint)', [key.toString()])
}
