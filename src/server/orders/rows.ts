// The orders' statements below Payload, on the adapter's query builder (the same calls on SQLite and Postgres).
// - A guarded claim on an order row inside the caller's transaction: `UPDATE orders SET updated_at = now WHERE id AND
//   status = from`. On Postgres the row lock makes a concurrent claim wait for this transaction and then find the
//   status moved on (no rows); on SQLite the single writer orders them. True for exactly one of two racing callers.
// - The sample orders of the seed (SEED_ORDERS), written a few hundred at a time.
import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { and, builder, eq, like, table } from '../platform/sql'

export async function claimOrder(payload: Payload, req: Partial<PayloadRequest>, id: number, status: string) {
  const t = table(payload, 'orders')
  const rows = await (
    await builder(payload, req)
  )
    .update(t)
    .set({ updatedAt: new Date().toISOString() })
    .where(and(eq(t.id, id), eq(t.status, status)))
    .returning({ id: t.id })
  return rows.length > 0
}

/** An order's line as its row holds it: the pair in both languages, bought at unitPrice (cents). */
export interface OrderLineRow {
  sku: string
  productId: number
  title: string
  titleFr?: string | null
  size: string
  sizeSystem?: string | null
  color: string
  colorFr?: string | null
  unitPrice: number
  quantity: number
  custom?: boolean
}

/** The delivery address as an order's row holds it. */
export interface AddressRow {
  name: string
  line1: string
  line2?: string | null
  city: string
  postalCode: string
  country: string
  phone?: string | null
}

/** A finished order as the sample seed writes it (seed/orders.ts): priced, with the moves it has made. */
export interface SampleOrderRow {
  number: string
  requestId: string
  sessionId: string
  status: string
  needsAttention: boolean
  attentionNote: string | null
  email: string
  locale: 'en' | 'fr'
  lines: Required<OrderLineRow>[]
  subtotal: number
  shipping: number
  total: number
  vat: { regime: string; rate: number; amount: number }
  shippingAddress: Required<AddressRow>
  holdStore: number
  holdState: 'captured' | 'released'
  /** When the order reached each status it reached (ISO). */
  timeline: Partial<Record<string, string>>
  fulfilment: { carrier: string; trackingNumber: string } | null
  changeLog: { at: string; by: string; change: string }[]
  createdAt: string
  updatedAt: string
}

const rowId = () => randomBytes(12).toString('hex')

/**
 * Sample orders, their lines and change logs, written in three multi-row statements in the caller's transaction:
 * thousands in seconds, where the Local API (hooks, validation, a read-back per order) takes minutes. An order whose
 * request id (the sample's mark) or number is taken already is skipped. Answers the request ids written.
 */
export async function insertSampleOrders(payload: Payload, req: Partial<PayloadRequest>, orders: SampleOrderRow[]) {
  if (orders.length === 0) return []
  const db = await builder(payload, req)
  const t = table(payload, 'orders')
  const written: { id: number; requestId: string }[] = await db
    .insert(t)
    .values(
      orders.map((o) => {
        const a = o.shippingAddress
        const timeline = Object.fromEntries(Object.entries(o.timeline).map(([s, at]) => [`timeline_${s}At`, at]))
        return {
          number: o.number,
          status: o.status,
          needsAttention: o.needsAttention,
          attentionNote: o.attentionNote,
          email: o.email,
          locale: o.locale,
          subtotal: o.subtotal,
          shipping: o.shipping,
          total: o.total,
          vat_regime: o.vat.regime,
          vat_rate: o.vat.rate,
          vat_amount: o.vat.amount,
          currency: 'EUR',
          shippingAddress_name: a.name,
          shippingAddress_line1: a.line1,
          shippingAddress_line2: a.line2,
          shippingAddress_city: a.city,
          shippingAddress_postalCode: a.postalCode,
          shippingAddress_country: a.country,
          shippingAddress_phone: a.phone,
          payment_provider: 'test',
          payment_sessionId: o.sessionId,
          payment_requestId: o.requestId,
          hold_store: o.holdStore,
          hold_expiresAt: new Date(Date.parse(o.createdAt) + 30 * 60_000).toISOString(),
          hold_state: o.holdState,
          fulfilment_carrier: o.fulfilment?.carrier ?? null,
          fulfilment_trackingNumber: o.fulfilment?.trackingNumber ?? null,
          ...timeline,
          createdAt: o.createdAt,
          updatedAt: o.updatedAt,
        }
      }),
    )
    .onConflictDoNothing()
    .returning({ id: t.id, requestId: t.payment_requestId })
  const byRequest = new Map(orders.map((o) => [o.requestId, o]))
  const lines = written.flatMap(({ id, requestId }) =>
    byRequest.get(requestId)!.lines.map(({ productId, ...l }, i) => ({
      _order: i + 1,
      _parentID: Number(id),
      id: rowId(),
      product: productId,
      ...l,
    })),
  )
  if (lines.length) await db.insert(table(payload, 'orders_lines')).values(lines)
  const log = written.flatMap(({ id, requestId }) =>
    byRequest.get(requestId)!.changeLog.map((c, i) => ({ _order: i + 1, _parentID: Number(id), id: rowId(), ...c })),
  )
  if (log.length) await db.insert(table(payload, 'orders_change_log')).values(log)
  return written.map((w) => w.requestId)
}

/** The request ids of the orders whose id starts with `prefix` (the sample seed's mark). */
export async function requestIdsLike(payload: Payload, prefix: string): Promise<Set<string>> {
  const t = table(payload, 'orders')
  const rows: { requestId: string }[] = await (
    await builder(payload)
  )
    .select({ requestId: t.payment_requestId })
    .from(t)
    .where(like(t.payment_requestId, `${prefix}%`))
  return new Set(rows.map((r) => r.requestId))
}
