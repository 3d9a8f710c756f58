// The stock hold of a pending order: claimed by a guarded update on hold.state, so whoever moves it first
// (a payment, an expiry, a failed session, staff cancelling the order) decides, and the stock moves exactly once.
import type { Payload, PayloadRequest } from 'payload'
import type { Order } from '@/payload-types'
import { moveHold } from './rows'
import { restoreStock } from '../inventory/moves'

export type HoldState = 'held' | 'captured' | 'released'

export const holdLines = (o: Pick<Order, 'lines'>) => (o.lines ?? []).map((l) => ({ sku: l.sku, quantity: l.quantity }))
export const holdStore = (o: Pick<Order, 'hold'>) =>
  (typeof o.hold?.store === 'object' ? o.hold?.store?.id : o.hold?.store) as number

/** Moves the hold from one state to another with a guarded update: true for exactly one caller. */
export function claimHold(payload: Payload, req: PayloadRequest, id: number, from: HoldState, to: HoldState) {
  return moveHold(payload, req, id, from, to)
}

/** Gives a held order's stock back, once: false when the hold was already captured or released. */
export async function releaseHold(payload: Payload, req: PayloadRequest, order: Pick<Order, 'id' | 'lines' | 'hold'>) {
  if (!(await claimHold(payload, req, order.id, 'held', 'released'))) return false
  await restoreStock(payload, req, holdStore(order), holdLines(order), { kind: 'release', order: order.id })
  return true
}
