// What happens after the shopper leaves the payment page — the same code for Stripe's webhook and the built-in
// test checkout. Every event is handled once (unique event id); a hold is released at most once (guarded update
// on hold.state); a paid order is paid exactly once.
import type { Payload, PayloadRequest } from 'payload'
import type { Order } from '@/payload-types'
import { log } from '../log'
import { inTransaction } from '../transaction'
import { OutOfStockError, restoreStock, takeStock } from './stock'

export type PaymentOutcome = 'completed' | 'failed' | 'expired'

const linesOf = (o: Order) => (o.lines ?? []).map((l) => ({ sku: l.sku, quantity: l.quantity }))
const storeOf = (o: Order) => (typeof o.hold?.store === 'object' ? o.hold?.store?.id : o.hold?.store) as number

async function firstTime(payload: Payload, req: PayloadRequest, eventId: string, type: string, sessionId: string, provider: string) {
  const seen = await payload.find({ collection: 'payment-events', where: { eventId: { equals: eventId } }, limit: 1, req, overrideAccess: true })
  if (seen.docs.length) return false
  await payload.create({ collection: 'payment-events', data: { eventId, type, sessionId, provider }, req, overrideAccess: true })
  return true
}

async function orderBySession(payload: Payload, req: PayloadRequest, sessionId: string) {
  const res = await payload.find({ collection: 'orders', where: { 'payment.sessionId': { equals: sessionId } }, limit: 1, depth: 0, req, overrideAccess: true })
  return res.docs[0] as Order | undefined
}

/** Moves the hold from one state to another with a guarded update: true for exactly one caller. */
async function claimHold(payload: Payload, req: PayloadRequest, id: number, from: 'held' | 'released', to: 'captured' | 'released') {
  const row = await payload.db.updateOne({
    collection: 'orders',
    where: { and: [{ id: { equals: id } }, { 'hold.state': { equals: from } }] },
    data: { hold: { state: to } },
    options: { atomic: true },
    req,
  } as never)
  return Boolean(row)
}

const reread = (payload: Payload, req: PayloadRequest, id: number) =>
  payload.findByID({ collection: 'orders', id, depth: 0, req, overrideAccess: true }) as Promise<Order>

async function complete(payload: Payload, req: PayloadRequest, order: Order): Promise<Order> {
  if (order.status === 'paid') return order
  const paid = (data: Partial<Order> = {}) =>
    payload.update({ collection: 'orders', id: order.id, req, overrideAccess: true, data: { status: 'paid', ...data } }) as Promise<Order>
  if (await claimHold(payload, req, order.id, 'held', 'captured')) return paid()
  const fresh = await reread(payload, req, order.id)
  if (fresh.hold?.state !== 'released') return fresh
  // Paid after the hold was given back: take the stock again if it is still there, else flag for staff.
  const lateStatus = fresh.status === 'expired' || fresh.status === 'pending'
  try {
    await takeStock(payload, req, storeOf(fresh), linesOf(fresh))
    await claimHold(payload, req, order.id, 'released', 'captured')
    return lateStatus ? paid() : flag(payload, req, fresh, 'Paid after the order was cancelled; stock re-taken.')
  } catch (e) {
    if (!(e instanceof OutOfStockError)) throw e
    log.warn('Late payment without stock', { order: fresh.number, sku: e.sku })
    const note = `Paid after the hold was released; ${e.sku} is out of stock (${e.available} left).`
    return lateStatus ? paid({ needsAttention: true, attentionNote: note }) : flag(payload, req, fresh, note)
  }
}

const flag = (payload: Payload, req: PayloadRequest, order: Order, note: string) =>
  payload.update({ collection: 'orders', id: order.id, req, overrideAccess: true, data: { needsAttention: true, attentionNote: note } }) as Promise<Order>

async function release(payload: Payload, req: PayloadRequest, order: Order, outcome: 'failed' | 'expired'): Promise<Order> {
  if (order.status !== 'pending') return order
  // Whoever claims the hold first decides: a capture (payment) or this release.
  if (!(await claimHold(payload, req, order.id, 'held', 'released'))) return reread(payload, req, order.id)
  await restoreStock(payload, req, storeOf(order), linesOf(order))
  return payload.update({ collection: 'orders', id: order.id, req, overrideAccess: true, data: { status: outcome === 'expired' ? 'expired' : 'cancelled' } }) as Promise<Order>
}

export interface PaymentEvent {
  eventId: string
  sessionId: string
  outcome: PaymentOutcome
  type: string
  provider: 'stripe' | 'test'
}

/** Applies one payment event. Returns the order as it stands afterwards (null when the session is unknown). */
const isDuplicateEvent = (err: unknown) => /eventId|unique|duplicate/i.test(String((err as Error)?.message ?? err))

export async function applyPaymentEvent(payload: Payload, e: PaymentEvent): Promise<Order | null> {
  try {
    return await applyOnce(payload, e)
  } catch (err) {
    // The same event delivered concurrently: the other delivery holds the unique event id and did the work.
    if (!isDuplicateEvent(err)) throw err
    const res = await payload.find({ collection: 'orders', where: { 'payment.sessionId': { equals: e.sessionId } }, limit: 1, depth: 0, overrideAccess: true })
    return (res.docs[0] as Order | undefined) ?? null
  }
}

async function applyOnce(payload: Payload, e: PaymentEvent): Promise<Order | null> {
  const result = await inTransaction(payload, async (req) => {
    if (!(await firstTime(payload, req, e.eventId, e.type, e.sessionId, e.provider))) return { order: await orderBySession(payload, req, e.sessionId), paid: false }
    const order = await orderBySession(payload, req, e.sessionId)
    if (!order) return { order: null, paid: false }
    const after = e.outcome === 'completed' ? await complete(payload, req, order) : await release(payload, req, order, e.outcome)
    return { order: after as Order, paid: e.outcome === 'completed' && order.status !== 'paid' && after.status === 'paid' }
  })
  if (result.paid && result.order) await sendConfirmation(payload, result.order)
  return result.order ?? null
}

/** The scheduled sweep: holds past their expiry are released once, their orders marked expired. */
export async function expireHolds(payload: Payload, now = new Date()) {
  const due = await payload.find({
    collection: 'orders',
    where: { and: [{ 'hold.state': { equals: 'held' } }, { 'hold.expiresAt': { less_than: now.toISOString() } }, { status: { equals: 'pending' } }] },
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  for (const order of due.docs) {
    await applyPaymentEvent(payload, { eventId: `hold-expired:${order.id}`, sessionId: order.payment?.sessionId ?? '', outcome: 'expired', type: 'hold.expired', provider: (order.payment?.provider ?? 'test') as 'stripe' | 'test' })
  }
  return due.docs.length
}

async function sendConfirmation(payload: Payload, order: Order) {
  const { orderConfirmationEmail } = await import('./confirmationEmail')
  try {
    await payload.sendEmail(orderConfirmationEmail(order))
  } catch (err) {
    log.error('Order confirmation email failed', { order: order.number, err: String(err) })
  }
}
