// What happens after the shopper leaves the payment page — the same code for Stripe's webhook and the built-in
// test checkout. Every event is handled once (unique event id); a hold is released at most once (guarded update
// on hold.state); a paid order is paid exactly once.
import type { Payload, PayloadRequest } from 'payload'
import type { Order } from '@/payload-types'
import { orderPhotos } from '../email/orderPhotos'
import { queueEmail, runEmailQueueSoon } from '../email/queue'
import { orderPageUrl } from '../orderLinks/orderPage'
import { log } from '../platform/log'
import { inTransaction } from '../platform/transaction'
import { orderConfirmationEmail } from './confirmationEmail'
import { claimHold, holdLines, holdStore, releaseHold } from './holds'
import { type PaidOrderRow, eventSeen, lockOrderRow, markHeldOrderPaid, orderIdForSession, recordEvent } from './rows'
import { OutOfStockError, takeStock } from '../inventory/moves'
import { recordSale } from '../inventory/rows'
import { issueInvoice } from '../invoices/issue'
import { invoiceUrl } from '../invoices/link'

export type PaymentOutcome = 'completed' | 'failed' | 'expired'

// One statement: the unique event id lets exactly one transaction record it (a concurrent one waits, then skips).
const firstTime = (
  payload: Payload,
  req: PayloadRequest,
  eventId: string,
  type: string,
  sessionId: string,
  provider: string,
) => recordEvent(payload, req, { eventId, type, sessionId, provider })

/** The event's order: by its session id, else by the order id the session carries (metadata, client_reference_id). */
async function orderOf(
  payload: Payload,
  req: PayloadRequest | undefined,
  e: Pick<PaymentEvent, 'sessionId' | 'orderId' | 'orderNumber'>,
) {
  if (e.sessionId) {
    const res = await payload.find({
      collection: 'orders',
      where: { 'payment.sessionId': { equals: e.sessionId } },
      limit: 1,
      pagination: false,
      depth: 0,
      req,
      overrideAccess: true,
    })
    if (res.docs[0]) return res.docs[0] as Order
  }
  if (e.orderId == null || !Number.isSafeInteger(e.orderId) || e.orderId <= 0) return undefined
  const res = await payload.find({
    collection: 'orders',
    where: { id: { equals: e.orderId } },
    limit: 1,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const order = res.docs[0] as Order | undefined
  // Only an order that never stored a session (its creation failed on our side) is matched by id, and only when
  // the number agrees: another environment sharing the Stripe account has orders with the same ids.
  if (!order || (e.sessionId && order.payment?.sessionId && order.payment.sessionId !== e.sessionId)) return undefined
  if (e.orderNumber && e.orderNumber !== order.number) return undefined
  return order
}

const reread = (payload: Payload, req: PayloadRequest, id: number) =>
  payload.findByID({ collection: 'orders', id, depth: 0, req, overrideAccess: true }) as Promise<Order>

// Only a pending order (or one whose hold expired) may become paid; anything else is flagged for staff.
const payable = (o: Order) => o.status === 'pending' || o.status === 'expired'

async function complete(payload: Payload, req: PayloadRequest, order: Order): Promise<Order> {
  if (order.status === 'paid') return order
  const paid = (data: Partial<Order> = {}) =>
    payload.update({
      collection: 'orders',
      id: order.id,
      req,
      depth: 0,
      overrideAccess: true,
      data: { status: 'paid', ...data },
    }) as Promise<Order>
  if (await claimHold(payload, req, order.id, 'held', 'captured')) {
    await recordSale(payload, req, holdStore(order), order.id, holdLines(order))
    return payable(order)
      ? paid()
      : flag(payload, req, order, `Paid while the order was ${order.status}; the stock stays set aside for it.`)
  }
  const fresh = await reread(payload, req, order.id)
  if (fresh.hold?.state !== 'released') return fresh
  // Paid after the hold was given back (expired, or cancelled by staff or by a failed session): take the stock
  // again if it is still there, else flag for staff. Never an error: the payment happened.
  const lateStatus = payable(fresh)
  try {
    await takeStock(payload, req, holdStore(fresh), holdLines(fresh), { kind: 'sale', order: order.id })
    await claimHold(payload, req, order.id, 'released', 'captured')
    return lateStatus ? paid() : flag(payload, req, fresh, `Paid after the order was ${fresh.status}; stock re-taken.`)
  } catch (e) {
    if (!(e instanceof OutOfStockError)) throw e
    log.warn('Late payment without stock', { order: fresh.number, sku: e.sku })
    const note = `Paid after the hold was released; ${e.sku} is out of stock (${e.available} left).`
    return lateStatus ? paid({ needsAttention: true, attentionNote: note }) : flag(payload, req, fresh, note)
  }
}

const flag = (payload: Payload, req: PayloadRequest, order: Order, note: string) =>
  payload.update({
    collection: 'orders',
    id: order.id,
    req,
    depth: 0,
    overrideAccess: true,
    data: { needsAttention: true, attentionNote: note },
  }) as Promise<Order>

async function release(
  payload: Payload,
  req: PayloadRequest,
  order: Order,
  outcome: 'failed' | 'expired',
): Promise<Order> {
  if (order.status !== 'pending') return order
  // Whoever claims the hold first decides: a capture (payment) or this release.
  if (!(await releaseHold(payload, req, order))) return reread(payload, req, order.id)
  return payload.update({
    collection: 'orders',
    id: order.id,
    req,
    depth: 0,
    overrideAccess: true,
    data: { status: outcome === 'expired' ? 'expired' : 'cancelled' },
  }) as Promise<Order>
}

export interface PaymentEvent {
  eventId: string
  sessionId: string
  /** The order the session was opened for, when the event carries it (Stripe metadata, the expiry sweep). */
  orderId?: number
  /** The order number the session carries, checked against the order found by id. */
  orderNumber?: string
  outcome: PaymentOutcome
  type: string
  provider: 'stripe' | 'test'
}

/** An event's result: the order's id, the order when the full path read it, and what was paid by this event. */
export interface Settled {
  id: number
  order?: Order
  /** Set when this event made the order paid (the transaction writes what goes with a payment). */
  paid?: Order | PaidOrderRow
}

const isDuplicateEvent = (err: unknown) => /eventId|unique|duplicate/i.test(String((err as Error)?.message ?? err))

/** Postgres chose this transaction as a deadlock's victim (40P01): it was rolled back whole, the other one goes on. */
const isDeadlock = (err: unknown): boolean =>
  (err as { code?: string })?.code === '40P01' || (!!(err as Error)?.cause && isDeadlock((err as Error).cause))
const DEADLOCK_RETRIES = 3

/**
 * Applies one payment event. Returns the order as it stands afterwards, or null when no order matches: such an
 * event is NOT recorded as seen, so a later delivery (once the order is there) is still handled.
 */
export async function applyPaymentEvent(payload: Payload, e: PaymentEvent): Promise<Order | null> {
  const settled = await settlePaymentEvent(payload, e)
  if (!settled) return null
  return (
    settled.order ??
    ((await payload.findByID({ collection: 'orders', id: settled.id, depth: 0, overrideAccess: true })) as Order)
  )
}

/** The same, without reading the order back: the webhook only needs to know that an order matched. `retries`: how
 *  many times a delivery Postgres picks as a deadlock's victim is settled again (tests set 0 to see the deadlock). */
export async function settlePaymentEvent(
  payload: Payload,
  e: PaymentEvent,
  retries = DEADLOCK_RETRIES,
): Promise<Settled | null> {
  // A replay (providers deliver at least once, often several times) is answered from a read, without taking a
  // write transaction: on SQLite that keeps the single writer free for the events that change something.
  if (await eventSeen(payload, e.eventId)) return matching(payload, e)
  try {
    return await applyOnce(payload, e)
  } catch (err) {
    // Both paths take the order's row first, so deliveries of one order queue rather than deadlock; should Postgres
    // still pick this one as a deadlock's victim, its transaction wrote nothing and nothing outside it has run yet,
    // so the event is simply settled again: it then finds what the other delivery did, like any later delivery.
    if (retries > 0 && isDeadlock(err)) return settlePaymentEvent(payload, e, retries - 1)
    // The same event delivered concurrently: the other delivery holds the unique event id and did the work.
    if (!isDuplicateEvent(err)) throw err
    return matching(payload, e)
  }
}

/** The event's order, by session id first (one indexed read), as a result that changes nothing. */
async function matching(payload: Payload, e: PaymentEvent): Promise<Settled | null> {
  const id = await orderIdForSession(payload, e.sessionId)
  if (id != null) return { id }
  const order = await orderOf(payload, undefined, e)
  return order ? { id: order.id, order } : null
}

async function applyOnce(payload: Payload, e: PaymentEvent): Promise<Settled | null> {
  const result = await inTransaction(payload, async (req) => {
    const settled =
      (e.outcome === 'completed' ? await payHeldOrder(payload, req, e) : null) ?? (await applyToOrder(payload, req, e))
    // What goes with a payment is written in the payment's transaction, whichever path paid the order. The
    // confirmation email is queued here: the job exists exactly when the order is paid, and a failed send is
    // retried by the job queue instead of delaying (or failing) the answer to the provider.
    // The email shows the whole order (address, subtotal and shipping, the pairs' photos): the fast path's row
    // carries only what paying needs, so the order is read in full here, in the transaction (one read by id).
    // The invoice number is taken in this transaction too: a payment rolled back gives its number back (no gap in
    // the sequence), and the confirmation email links the invoice it announces.
    if (settled?.paid) {
      const invoice = await issueInvoice(payload, req, settled.paid)
      const link = invoiceUrl(payload, invoice.number)
      const order =
        'shippingAddress' in settled.paid
          ? settled.paid
          : ((await payload.findByID({
              collection: 'orders',
              id: settled.id,
              depth: 0,
              overrideAccess: true,
              req,
            })) as Order)
      const ctx = {
        photos: await orderPhotos(payload, order, req),
        orderUrl: orderPageUrl(payload, order, order.locale === 'fr' ? 'fr' : 'en'),
      }
      await queueEmail(payload, await orderConfirmationEmail(order, link, ctx), req)
    }
    return settled
  })
  if (result?.paid) runEmailQueueSoon(payload)
  return result
}

/**
 * The usual first delivery of a payment — a pending order still holding its stock — in a few statements on the
 * query builder: the guarded update pays the order and captures its hold at once (it is the check the Local API's
 * hooks would make: pending → paid is an allowed move, the hold is captured once), then the event is recorded and
 * the sale written to the ledger. Null when the order is in any other state: the full path below decides.
 */
async function payHeldOrder(payload: Payload, req: PayloadRequest, e: PaymentEvent): Promise<Settled | null> {
  const paid = await markHeldOrderPaid(payload, req, e.sessionId)
  if (!paid) return null
  // A concurrent delivery of the same event waits on the order's row, then finds it paid and takes the full path.
  // An event recorded before while its order stayed held cannot happen; should it, nothing is kept.
  if (!(await firstTime(payload, req, e.eventId, e.type, e.sessionId, e.provider)))
    throw new Error(`duplicate payment event ${e.eventId}`)
  await recordSale(payload, req, paid.holdStore, paid.id, paid.lines)
  return { id: paid.id, paid }
}

/** Any event on the order as it stands, read and saved through the Local API (its hooks and rules). */
async function applyToOrder(payload: Payload, req: PayloadRequest, e: PaymentEvent): Promise<Settled | null> {
  const found = await orderOf(payload, req, e)
  if (!found) return null
  // The order's row is locked before the event is recorded, as the fast path's guarded update locks it first: two
  // deliveries of one order then queue on the row. Recording the event first let a delivery hold the event id while
  // waiting for a row that a failed fast-path update still kept locked, whose delivery in turn waited for that id.
  const order = (await lockOrderRow(payload, req, found.id)) ? await reread(payload, req, found.id) : found
  if (!(await firstTime(payload, req, e.eventId, e.type, e.sessionId, e.provider))) return { id: order.id, order }
  const after =
    e.outcome === 'completed' ? await complete(payload, req, order) : await release(payload, req, order, e.outcome)
  const paid = e.outcome === 'completed' && order.status !== 'paid' && after.status === 'paid'
  return { id: order.id, order: after, paid: paid ? after : undefined }
}

/** How many expired holds one pass of the sweep releases. */
export const HOLD_BATCH = 100

/** One pass of the scheduled sweep: holds past their expiry are released once, their orders marked expired. */
export async function expireHolds(payload: Payload, now = new Date()) {
  const due = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { 'hold.state': { equals: 'held' } },
        { 'hold.expiresAt': { less_than: now.toISOString() } },
        { status: { equals: 'pending' } },
      ],
    },
    limit: HOLD_BATCH,
    depth: 0,
    overrideAccess: true,
  })
  for (const order of due.docs) {
    // By order id: an order whose payment session never opened still gets its stock back, once.
    await applyPaymentEvent(payload, {
      eventId: `hold-expired:${order.id}`,
      sessionId: order.payment?.sessionId ?? '',
      orderId: order.id,
      outcome: 'expired',
      type: 'hold.expired',
      provider: (order.payment?.provider ?? 'test') as 'stripe' | 'test',
    })
  }
  return due.docs.length
}
