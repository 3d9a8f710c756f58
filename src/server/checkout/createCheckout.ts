// Starts a checkout: prices from the catalog (cached, cleared by its tags), then ONE short transaction — the pending
// order with its lines, then a guarded decrement per line in a fixed order — then, after the commit, the payment
// session (idempotent per request) stored on the order. Never oversells: a short line → 409. Never holds more than
// the order limits allow one shopper (src/domain/orderLimits.ts): a cart over them, or a shopper whose unpaid
// checkouts already hold too much, → OrderLimitError (422), the second checked inside that same transaction.
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { lineWords } from '@/domain/orderLines'
import { holdExpiry, orderNumber } from '@/domain/orders'
import { type OrderLimits, heldRefusal, orderRefusal } from '@/domain/orderLimits'
import { sameOriginUrl } from '@/domain/safeRedirect'
import type { Order } from '@/payload-types'
import { databaseKind } from '../platform/database'
import { log } from '../platform/log'
import { paymentProvider, serverUrl } from '../payments'
import { inTransaction } from '../platform/transaction'
import { giveUpUrl } from './giveUp'
import { OrderLimitError, holderKeys, holderLocks } from './holders'
import { releaseHold } from './holds'
import { phase } from './phases'
import { pgShortLine } from './pgRows'
import { orderLimits } from './orderLimits'
import {
  heldUnits,
  insertPendingOrder,
  openHeldOrderPg,
  orderIdForRequest,
  type PendingOrderRow,
  storeSession,
} from './rows'
import { stockLevel } from '../inventory/rows'
import { quoteShipping } from './shippingRates'
import { vatSettings } from './vatRates'
import { chargeOrder, vatRule } from '@/domain/vat'
import { onlineStoreId, OutOfStockError, type StockLine, takeStock } from '../inventory/moves'
import { sortLinesForDecrement } from '@/domain/inventory'
import { CheckoutError, type CheckoutRequest, priceLines } from './priceLines'

export interface CheckoutResult {
  url: string
  orderId: number
  orderNumber: string
}

export const OFF_SITE = 'Must be a URL on this site.'

// Absolute (the payment page needs it) and on this site, by the shop's one redirect rule.
function assertOnSite(url: string, field: string) {
  if (url.startsWith('/') || !sameOriginUrl(url, serverUrl()))
    throw new CheckoutError(422, field, OFF_SITE, { code: 'offSite' })
}

// Numbers are random within a month (MS-YYMM-NNNNN, 100 000 values), so two orders can draw the same one
// (birthday odds pass 1 % after ~45 orders in a month). The unique index refuses the second; the transaction
// rolls back (stock included) and we draw again.
const drawNumber = () => orderNumber(Number.parseInt(randomBytes(3).toString('hex'), 16) % 100_000, new Date())
// The builder wraps the driver's error (cause): Postgres names the constraint, SQLite the column.
const numberTaken = (e: unknown): boolean => {
  const err = e as
    { data?: { errors?: { path?: string }[] }; message?: string; constraint?: string; cause?: unknown } | undefined
  if (!err) return false
  if (err.data?.errors?.some((x) => x.path === 'number')) return true
  if (
    /orders_number/i.test(String(err.constraint ?? '')) ||
    /orders_number_idx|UNIQUE constraint failed: orders\.number\b/i.test(String(err.message ?? ''))
  )
    return true
  return err.cause !== undefined && err.cause !== e && numberTaken(err.cause)
}

// The same client request id again: the order's unique request id refuses the second insert (the transaction
// rolls back before any stock is taken), and the order the first one opened answers instead.
const requestTaken = (e: unknown): boolean => {
  const err = e as { message?: string; constraint?: string; cause?: unknown } | undefined
  if (!err) return false
  if (
    /payment_request_id/i.test(String(err.constraint ?? '')) ||
    /payment_request_id_idx|UNIQUE constraint failed: orders\.payment_request_id\b/i.test(String(err.message ?? ''))
  )
    return true
  return err.cause !== undefined && err.cause !== e && requestTaken(err.cause)
}

// A drawn number that is already taken is drawn again. Twelve draws: even with a fifth of a month's 100,000 numbers
// given (20,000 orders, as a checkout bench makes), twelve taken draws in a row happen once in 2 × 10⁸ checkouts.
const NUMBER_DRAWS = 12

async function withFreshNumber<T>(fn: (number: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(drawNumber())
    } catch (e) {
      if (attempt >= NUMBER_DRAWS || !numberTaken(e)) throw e
    }
  }
}

/**
 * Postgres: the order, its lines and the hold in one transaction whose stock statements and COMMIT are one message
 * (src/server/checkout/pgRows.ts). A short line → OutOfStockError naming it, with the level read after the rollback.
 */
async function openOnPostgres(
  payload: Payload,
  row: PendingOrderRow,
  lines: StockLine[],
  limits: OrderLimits,
): Promise<number> {
  const take = sortLinesForDecrement(lines).map((l) => ({ sku: l.sku, quantity: l.quantity }))
  try {
    return await openHeldOrderPg(payload, row, take, {
      locks: holderLocks(row.hold),
      check: (c) => refuseOverHeld(payload, c, row, limits),
    })
  } catch (e) {
    const i = pgShortLine(e)
    if (i === undefined) throw e
    const line = take[i]!
    throw new OutOfStockError(
      line.sku,
      line.quantity,
      Math.max(0, await stockLevel(payload, {}, row.hold.store, line.sku)),
    )
  }
}

/** Refuses the checkout when one of its holders would hold more than the limit with this order's units. */
async function refuseOverHeld(
  payload: Payload,
  on: Parameters<typeof heldUnits>[1],
  row: Pick<PendingOrderRow, 'hold' | 'payment' | 'lines'>,
  limits: OrderLimits,
) {
  const held = await phase('tx: held units', () =>
    heldUnits(payload, on, row.hold, row.payment.requestId, new Date().toISOString()),
  )
  const refusal = heldRefusal(
    held,
    row.lines.reduce((s, l) => s + l.quantity, 0),
    limits,
  )
  if (refusal) throw new OrderLimitError(refusal)
}

/** Same client request → same key → same provider session, even when the request is retried. */
export const sessionIdempotencyKey = (requestId: string | null | undefined, orderId: number) =>
  requestId ? `checkout-${requestId}-${orderId}` : `checkout-${orderId}`

/** Who is checking out, beyond the email: the client's address (as the rate limit saw it) and the signed-in account. */
export interface CheckoutHolder {
  ip?: string | null
  customer?: number | null
}

export async function createCheckout(
  payload: Payload,
  input: CheckoutRequest,
  holder: CheckoutHolder = {},
): Promise<CheckoutResult> {
  assertOnSite(input.successUrl, 'successUrl')
  assertOnSite(input.cancelUrl, 'cancelUrl')
  // The order's own limits need no database: refused before anything is priced or written.
  const limits = await orderLimits(payload)
  const tooMuch = orderRefusal(
    input.items.map((i) => ({ sku: i.product_id, quantity: i.quantity })),
    limits,
  )
  if (tooMuch) throw new OrderLimitError(tooMuch)
  const lines = await phase('price lookup', () => priceLines(payload, input.items))
  const subtotal = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0)
  // The zone table is cached in process (cleared by its tag): no query on the hot path.
  const quote = await phase('shipping lookup', () =>
    quoteShipping(payload, input.shippingAddress.address.country, subtotal),
  )
  if (!quote)
    throw new CheckoutError(422, 'shippingAddress.address.country', 'We do not deliver to this country.', {
      code: 'noShipping',
    })
  // VAT by destination (src/domain/vat.ts): the same prices in the EU, without French VAT on export.
  const vat = await phase('vat lookup', () => vatSettings(payload))
  const charged = chargeOrder(lines, quote.cost, vatRule(input.shippingAddress.address.country, vat.rates), vat)
  const expiresAt = holdExpiry(new Date()).toISOString()
  const store = await phase('store lookup', () => onlineStoreId(payload))
  const a = input.shippingAddress
  const row = {
    email: input.email,
    locale: input.locale,
    lines: charged.lines.map((l) => ({
      sku: l.sku,
      productId: l.productId,
      title: l.title,
      titleFr: l.titleFr,
      size: l.size,
      sizeSystem: l.sizeSystem,
      color: l.color,
      colorFr: l.colorFr,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      custom: l.custom,
    })),
    subtotal: charged.subtotal,
    shipping: charged.shipping,
    vat: charged.vat,
    shippingAddress: {
      name: a.name,
      line1: a.address.line1,
      line2: a.address.line2,
      city: a.address.city,
      postalCode: a.address.postal_code,
      country: a.address.country,
      phone: a.phone,
    },
    payment: {
      provider: paymentProvider().name,
      requestId: input.requestId,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
    },
    hold: { store, expiresAt, ...holderKeys(payload, { ...holder, email: input.email }) },
  }

  // The order is written first and the stock taken last: a row lock on a contended SKU (the last pairs of a drop)
  // is then held only from its decrement to the commit, not while the order and its lines are written. On Postgres
  // the decrements and the COMMIT are one message, so no round trip to this process falls inside that window.
  let written: { id: number; number: string }
  try {
    written = await phase('transaction', () =>
      withFreshNumber(async (number) =>
        databaseKind() === 'postgres'
          ? { id: await openOnPostgres(payload, { ...row, number }, lines, limits), number }
          : inTransaction(payload, async (req) => {
              await refuseOverHeld(payload, req, row, limits)
              const { id } = await phase('tx: order insert', () => insertPendingOrder(payload, req, { ...row, number }))
              await phase('tx: decrement', () => takeStock(payload, req, store, lines, { kind: 'hold', order: id }))
              return { id, number }
            }),
      ),
    )
  } catch (e) {
    const again = input.requestId && requestTaken(e) ? await resume(payload, input) : null
    if (again) return again
    throw e
  }
  const { id, number } = written
  // What the session and its answer need, as just written (no read-back).
  const order = {
    id,
    number,
    status: 'pending',
    email: row.email,
    locale: row.locale,
    lines: row.lines.map(({ productId, ...l }) => ({ ...l, product: productId })),
    shipping: row.shipping,
    shippingAddress: row.shippingAddress,
    payment: row.payment,
    hold: { store, expiresAt, state: 'held' },
  } as unknown as Order

  return openSession(payload, order, input)
}

/** The answer for a request id that already opened an order, or null when that order can no longer be paid. */
async function resume(payload: Payload, input: CheckoutRequest): Promise<CheckoutResult | null> {
  const id = await phase('idempotency lookup', () => orderIdForRequest(payload, input.requestId!))
  const o =
    id == null
      ? undefined
      : ((await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })) as Order)
  if (o?.payment?.url) return { url: o.payment.url, orderId: o.id, orderNumber: o.number }
  // Its hold is still open but the session was never stored (a concurrent duplicate, or the write after the
  // provider call failed): open it again with the same idempotency key, which gives back the same session.
  if (o && o.status === 'pending' && o.hold?.state === 'held') return openSession(payload, o, input)
  return null
}

async function openSession(payload: Payload, order: Order, input: CheckoutRequest): Promise<CheckoutResult> {
  const holdUntil = new Date(order.hold?.expiresAt ?? holdExpiry(new Date()))
  let session
  try {
    session = await phase('provider session', () =>
      paymentProvider().createSession({
        orderId: order.id,
        orderNumber: order.number,
        email: order.email,
        // Stripe's page is shown in the shopper's language: so is each line's name.
        lines: (order.lines ?? []).map((l) => ({
          sku: l.sku,
          title: lineWords(l, input.locale).title,
          unitPrice: l.unitPrice,
          quantity: l.quantity,
        })),
        // What the order charges for shipping, to the country it was priced for.
        shipping: { amount: order.shipping ?? 0, country: order.shippingAddress?.country ?? '' },
        successUrl: input.successUrl,
        // The shopper's own cancel URL stays on the order; the provider's link passes through the give-up first.
        cancelUrl: giveUpUrl(payload, order.id),
        expiresAt: holdUntil,
        locale: input.locale,
        idempotencyKey: sessionIdempotencyKey(order.payment?.requestId, order.id),
      }),
    )
  } catch (err) {
    await abandon(payload, order, err)
    throw err
  }
  // The hold lasts at least as long as the session (Stripe asks for 30 minutes from its own clock).
  const extend = session.expiresAt && session.expiresAt > holdUntil ? session.expiresAt.toISOString() : undefined
  // Single guarded statements: on Postgres straight on the pool; on SQLite every write of this process waits its
  // turn in the write queue.
  await phase('session write', () =>
    databaseKind() === 'postgres'
      ? storeSession(payload, {}, order.id, session, extend)
      : inTransaction(payload, (req) => storeSession(payload, req, order.id, session, extend)),
  )
  return { url: session.url, orderId: order.id, orderNumber: order.number }
}

/**
 * No session could be opened: give the stock back (once — the guarded hold claim keeps the sweep and a staff
 * cancel from doing it again), close the order, and free its request id so the shopper's retry starts afresh.
 */
async function abandon(payload: Payload, order: Order, cause: unknown) {
  log.error('Payment session could not be opened; releasing the hold', {
    order: order.number,
    err: String((cause as Error)?.message ?? cause),
  })
  try {
    await inTransaction(payload, async (req) => {
      await releaseHold(payload, req, order)
      const fresh = (await payload.findByID({
        collection: 'orders',
        id: order.id,
        depth: 0,
        req,
        overrideAccess: true,
      })) as Order
      await payload.update({
        collection: 'orders',
        id: order.id,
        req,
        overrideAccess: true,
        data: {
          ...(fresh.status === 'pending' ? { status: 'cancelled' as const } : {}),
          payment: { ...fresh.payment, requestId: null },
          attentionNote: 'The payment session could not be opened; the stock was given back.',
        },
      })
    })
  } catch (err) {
    // The sweep will still release the hold by order id when it expires.
    log.error('Releasing the hold of a failed checkout failed', { order: order.number, err: String(err) })
  }
}
