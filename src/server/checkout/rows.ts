// The checkout's hot statements, written with the adapter's own query builder (payload.db.drizzle, or the
// request's transaction session) — the same calls on SQLite and Postgres. The Local API would add a read-back,
// hooks and validation to each of them, and the checkout already knows everything those would check: the
// handler computed the prices, the guarded updates are the only checks that matter under contention.
import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import type { Holder } from '@/domain/orderLimits'
import type { VatRegime } from '@/domain/vat'
import type { AddressRow, OrderLineRow } from '../orders/rows'
import { databaseKind } from '../platform/database'
import { and, builder, eq, gt, isNull, named, ne, or, sql, table } from '../platform/sql'
import {
  type HoldGuard,
  type PgClient,
  isPgClient,
  pgInsertOrder,
  pgInsertOrderLines,
  pgOpenHold,
  pgStoreSession,
} from './pgRows'

const now = () => new Date().toISOString()

export interface PendingOrderRow {
  number: string
  email: string
  locale: 'en' | 'fr'
  lines: OrderLineRow[]
  subtotal: number
  /** Shipping in cents, from the zone of the delivery country (src/server/checkout/shippingRates.ts). */
  shipping: number
  /** The VAT charged (src/domain/vat.ts): regime of the delivery country, rate in percent, amount inside the total. */
  vat: { regime: VatRegime; rate: number; amount: number }
  shippingAddress: AddressRow
  payment: { provider: 'stripe' | 'test'; requestId?: string | null; successUrl: string; cancelUrl: string }
  hold: { store: number; expiresAt: string } & HolderKeys
}

/** Who a checkout's held units count against (src/domain/orderLimits.ts); null where the request has none. */
export interface HolderKeys {
  /** The client address's keyed hash (src/server/checkout/holders.ts). */
  client: string | null
  email: string
  customer: number | null
}

/** The pending order's row and its lines', as Payload would store them (lines ordered from 1, ids like Payload's). */
function pendingRows(o: PendingOrderRow) {
  const at = now()
  const a = o.shippingAddress
  const values = {
    number: o.number,
    status: 'pending',
    needsAttention: false,
    email: o.email,
    locale: o.locale,
    subtotal: o.subtotal,
    shipping: o.shipping,
    total: o.subtotal + o.shipping,
    vat_regime: o.vat.regime,
    vat_rate: o.vat.rate,
    vat_amount: o.vat.amount,
    currency: 'EUR',
    shippingAddress_name: a.name,
    shippingAddress_line1: a.line1,
    shippingAddress_line2: a.line2 ?? null,
    shippingAddress_city: a.city,
    shippingAddress_postalCode: a.postalCode,
    shippingAddress_country: a.country,
    shippingAddress_phone: a.phone ?? null,
    payment_provider: o.payment.provider,
    payment_requestId: o.payment.requestId ?? null,
    payment_successUrl: o.payment.successUrl,
    payment_cancelUrl: o.payment.cancelUrl,
    hold_store: o.hold.store,
    hold_expiresAt: o.hold.expiresAt,
    hold_state: 'held',
    hold_client: o.hold.client,
    hold_customer: o.hold.customer,
    timeline_pendingAt: at,
    createdAt: at,
    updatedAt: at,
  }
  const lineRows = (id: number) =>
    o.lines.map((l, i) => ({
      _order: i + 1,
      _parentID: id,
      id: randomBytes(12).toString('hex'),
      sku: l.sku,
      product: l.productId,
      title: l.title,
      titleFr: l.titleFr ?? null,
      size: l.size,
      sizeSystem: l.sizeSystem ?? null,
      color: l.color,
      colorFr: l.colorFr ?? null,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      custom: l.custom ?? false,
    }))
  return { at, values, lineRows }
}

/** One pending order and its lines, in the caller's transaction. */
export async function insertPendingOrder(
  payload: Payload,
  req: Partial<PayloadRequest>,
  o: PendingOrderRow,
): Promise<{ id: number; createdAt: string }> {
  const { at, values, lineRows } = pendingRows(o)
  if (databaseKind() === 'postgres') {
    const id = await pgInsertOrder(payload, req, values)
    await pgInsertOrderLines(payload, req, lineRows(id))
    return { id, createdAt: at }
  }
  const db = await builder(payload, req)
  const orders = table(payload, 'orders')
  const [row] = await db.insert(orders).values(values).returning({ id: orders.id })
  await db.insert(table(payload, 'orders_lines')).values(lineRows(Number(row.id)))
  return { id: Number(row.id), createdAt: at }
}

/**
 * Postgres: the pending order, its lines and the hold on `take` (sorted by SKU), in one transaction of its own whose
 * stock statements and COMMIT go in one message (pgOpenHold). Throws the database's error when a line is short
 * (pgShortLine tells which) or a unique value is taken; then nothing is written.
 */
export async function openHeldOrderPg(
  payload: Payload,
  o: PendingOrderRow,
  take: { sku: string; quantity: number }[],
  guard?: HoldGuard,
): Promise<number> {
  const { at, values, lineRows } = pendingRows(o)
  return pgOpenHold(payload, values, lineRows, { store: o.hold.store, kind: 'hold', at, lines: take }, guard)
}

/**
 * Units each holder already has in live holds (orders still holding stock, not expired), this request's own order
 * left out (a retried request resumes it). Run inside the checkout's transaction — `on` is its request, or on
 * Postgres the connection pgOpenHold holds: on SQLite one writer at a time makes this read and the insert after it
 * one step; on Postgres the holders' advisory locks, taken first, do (pgRows.ts).
 */
export async function heldUnits(
  payload: Payload,
  on: Partial<PayloadRequest> | PgClient,
  who: HolderKeys,
  requestId: string | null | undefined,
  at: string,
): Promise<Partial<Record<Holder, number>>> {
  const o = table(payload, 'orders')
  const l = table(payload, 'orders_lines')
  const match = {
    client: who.client == null ? null : eq(o.hold_client, who.client),
    email: sql`lower(${o.email}) = ${who.email.toLowerCase()}`,
    customer: who.customer == null ? null : eq(o.hold_customer, who.customer),
  }
  const present = (Object.keys(match) as Holder[]).filter((k) => match[k] !== null)
  const sums = Object.fromEntries(
    present.map((k) => [
      k,
      // Named in the SQL too: pgOpenHold's connection reads the columns by name, without drizzle's mapping.
      sql<number>`coalesce(sum(case when ${match[k]} then ${l.quantity} else 0 end), 0)`.as(k),
    ]),
  )
  const query = (await builder(payload, isPgClient(on) ? undefined : on))
    .select(sums)
    .from(o)
    .innerJoin(l, eq(l._parentID, o.id))
    .where(
      and(
        eq(o.hold_state, 'held'),
        gt(o.hold_expiresAt, at),
        or(...present.map((k) => match[k]!)),
        requestId ? or(isNull(o.payment_requestId), ne(o.payment_requestId, requestId)) : undefined,
      ),
    )
  // One text per set of holders (and with or without a request id to leave out): one statement name each.
  const name = `checkout_held_${present.join('_')}${requestId ? '_retry' : ''}`
  let rows: Record<string, unknown>[]
  if (isPgClient(on)) {
    const { sql: text, params } = query.toSQL()
    rows = (await on.query({ name, text, values: params })).rows
  } else rows = await named(query, name)
  return Object.fromEntries(present.map((k) => [k, Number(rows[0]?.[k] ?? 0)]))
}

/** The order a client request id already opened, if any. */
export async function orderIdForRequest(payload: Payload, requestId: string): Promise<number | null> {
  const t = table(payload, 'orders')
  const rows = await named(
    (await builder(payload)).select({ id: t.id }).from(t).where(eq(t.payment_requestId, requestId)).limit(1),
    'checkout_order_for_request',
  )
  return rows[0] ? Number(rows[0].id) : null
}

/** Stores the provider's session on the order, in one statement; the hold is extended only while it is still held. */
export async function storeSession(
  payload: Payload,
  req: Partial<PayloadRequest>,
  id: number,
  session: { id: string; url: string },
  holdUntil?: string,
) {
  if (databaseKind() === 'postgres') return pgStoreSession(payload, req, id, session, now(), holdUntil)
  const t = table(payload, 'orders')
  const extend = holdUntil
    ? { hold_expiresAt: sql`CASE WHEN ${t.hold_state} = 'held' THEN ${holdUntil} ELSE ${t.hold_expiresAt} END` }
    : {}
  await named(
    (await builder(payload, req))
      .update(t)
      .set({ payment_sessionId: session.id, payment_url: session.url, updatedAt: now(), ...extend })
      .where(eq(t.id, id)),
    holdUntil ? 'checkout_store_session_extend' : 'checkout_store_session',
  )
}

/** Moves an order's hold from one state to another: true for exactly one caller. */
export async function moveHold(payload: Payload, req: Partial<PayloadRequest>, id: number, from: string, to: string) {
  const t = table(payload, 'orders')
  const rows = await named(
    (await builder(payload, req))
      .update(t)
      .set({ hold_state: to, updatedAt: now() })
      .where(and(eq(t.id, id), eq(t.hold_state, from)))
      .returning({ id: t.id }),
    'checkout_move_hold',
  )
  return rows.length > 0
}

/** Has this payment event been handled (recorded) already? */
export async function eventSeen(payload: Payload, eventId: string, req?: Partial<PayloadRequest>) {
  const t = table(payload, 'payment_events')
  const rows = await named(
    (await builder(payload, req)).select({ id: t.id }).from(t).where(eq(t.eventId, eventId)).limit(1),
    'payment_event_seen',
  )
  return rows.length > 0
}

/**
 * Takes the order's row lock until the transaction ends (`SELECT … FOR UPDATE`), so the settlements of one order run
 * one after the other instead of each holding a lock the other needs. True when it took one (Postgres): the order is
 * then read again, since it may have changed while this waited. SQLite runs one write transaction at a time already.
 */
export async function lockOrderRow(payload: Payload, req: Partial<PayloadRequest>, id: number) {
  if (databaseKind() !== 'postgres') return false
  const t = table(payload, 'orders')
  await named(
    (await builder(payload, req)).select({ id: t.id }).from(t).where(eq(t.id, id)).for('update'),
    'payment_lock_order',
  )
  return true
}

/** Records a payment event once: false when it was recorded before (the unique event id decides). */
export async function recordEvent(
  payload: Payload,
  req: Partial<PayloadRequest>,
  e: { eventId: string; type: string; sessionId: string; provider: string },
) {
  const t = table(payload, 'payment_events')
  const at = now()
  const rows = await named(
    (await builder(payload, req))
      .insert(t)
      .values({
        eventId: e.eventId,
        type: e.type,
        sessionId: e.sessionId,
        provider: e.provider,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: t.id }),
    'payment_event_record',
  )
  return rows.length > 0
}

/** What the confirmation email and the ledger need of an order the payment just settled. */
export interface PaidOrderRow {
  id: number
  number: string
  email: string
  locale: 'en' | 'fr'
  total: number
  /** As the checkout stored it (the invoice issued with the payment splits the total at this rate). */
  vat: { regime: string | null; rate: number | null }
  holdStore: number
  lines: {
    sku: string
    title: string
    titleFr: string | null
    size: string | null
    sizeSystem: string | null
    color: string | null
    colorFr: string | null
    unitPrice: number
    quantity: number
  }[]
}

/**
 * The first payment of a pending order still holding its stock, in one guarded statement: status → paid, hold →
 * captured, the paid time stamped (as the Orders transition hook does). Null when the session's order is in any
 * other state (or none has it): the caller decides then on the full order.
 */
export async function markHeldOrderPaid(
  payload: Payload,
  req: Partial<PayloadRequest>,
  sessionId: string,
): Promise<PaidOrderRow | null> {
  if (!sessionId) return null
  const db = await builder(payload, req)
  const t = table(payload, 'orders')
  const at = now()
  const [row] = await named(
    db
      .update(t)
      .set({ status: 'paid', hold_state: 'captured', timeline_paidAt: at, updatedAt: at })
      .where(and(eq(t.payment_sessionId, sessionId), eq(t.status, 'pending'), eq(t.hold_state, 'held')))
      .returning({
        id: t.id,
        number: t.number,
        email: t.email,
        locale: t.locale,
        total: t.total,
        vatRegime: t.vat_regime,
        vatRate: t.vat_rate,
        holdStore: t.hold_store,
      }),
    'payment_mark_paid',
  )
  if (!row) return null
  const l = table(payload, 'orders_lines')
  const lines = await named(
    db
      .select({
        sku: l.sku,
        title: l.title,
        titleFr: l.titleFr,
        size: l.size,
        sizeSystem: l.sizeSystem,
        color: l.color,
        colorFr: l.colorFr,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
      })
      .from(l)
      .where(eq(l._parentID, row.id))
      .orderBy(l._order),
    'payment_paid_lines',
  )
  return {
    id: Number(row.id),
    number: row.number,
    email: row.email,
    locale: row.locale === 'fr' ? 'fr' : 'en',
    total: Number(row.total),
    // Postgres gives a numeric column back as text.
    vat: { regime: row.vatRegime ?? null, rate: row.vatRate == null ? null : Number(row.vatRate) },
    holdStore: Number(row.holdStore),
    lines: lines.map((x: PaidOrderRow['lines'][number]) => ({
      ...x,
      unitPrice: Number(x.unitPrice),
      quantity: Number(x.quantity),
    })),
  }
}

/** The id of the order a payment session belongs to, if any. */
export async function orderIdForSession(payload: Payload, sessionId: string, req?: Partial<PayloadRequest>) {
  if (!sessionId) return null
  const t = table(payload, 'orders')
  const rows = await named(
    (await builder(payload, req)).select({ id: t.id }).from(t).where(eq(t.payment_sessionId, sessionId)).limit(1),
    'payment_order_for_session',
  )
  return rows[0] ? Number(rows[0].id) : null
}
