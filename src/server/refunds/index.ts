// Refunds made by service staff from the order (issue 37): chosen lines and quantities, an amount (the pairs at
// the price paid, or edited: a damaged pair, a goodwill gesture), with or without restock, for the order or for one of
// its received returns (the return's Refund button opens the same dialog with its pairs; the refund then settles the
// return). The one door of the refunds module. Each refund is
//   1. claimed: in one transaction that holds the order row (claimOrder), the dialog's key is looked up (the same
//      key again — a double click, a retry — finds its refund), what remains refundable is read and the refund
//      checked against it (src/domain/refunds.ts), and a pending row is written: its money is spoken for, so two
//      colleagues at once never refund more than was paid;
//   2. paid by the payment port with an idempotency key derived from the dialog's key: asked twice, the provider
//      refunds once. A refusal from the provider gives the claim back (the row is deleted) and says so (502);
//   3. recorded by a guarded write of the provider's refund id (rows.ts): the one caller that writes it restocks the
//      pairs (when asked, through the stock ledger with one ref per refund and SKU), issues the credit note for
//      exactly the amount, moves the return it settles to refunded, writes the order's timeline (credited to the staff
//      member) and marks the order refunded once nothing is left to refund — all in that one transaction.
// A crash between 2 and 3 leaves a pending row: the refund-repair sweep finishes it with the same key.
import type { Payload, PayloadRequest } from 'payload'
import { hasRole } from '@/access/roles'
import { formatPrice } from '@/domain/money'
import { type RefundPlan, planRefund, refundableTotal, settledReturn } from '@/domain/refunds'
import type { RefundInput } from '@/domain/schemas/refunds'
import type { Order, Refund, Return } from '@/payload-types'
import { notifyBackInStock } from '../forms/backInStock'
import { ApiError } from '../http/errors'
import { orderPhotos } from '../email/orderPhotos'
import { queueEmail } from '../email/queue'
import { creditNoteUrl, issueRefundCreditNote } from '../invoices/creditNotes'
import { onlineStoreId } from '../inventory/moves'
import { recordMovements } from '../inventory/rows'
import { orderPageUrl } from '../orderLinks/orderPage'
import { claimOrder } from '../orders/rows'
import { refundPayment, refundableHere } from '../payments'
import { log } from '../platform/log'
import { inTransaction } from '../platform/transaction'
import { appendOrderLog } from '../returns/orderLog'
import { settleReturnByRefund } from '../returns/staff'
import { addUnits, ensureLine } from '../supply/rows'
import { refundBalance } from './balance'
import { REFUND_COPY } from './copy'
import { refundEmail } from './email'
import { recordProviderRefund } from './rows'

type Lang = 'en' | 'fr'
type Staff = { id: number | string; email?: string | null }

/** Orders whose payment was taken (a refunded one has nothing left, and says so by the amount). */
const PAID = new Set(['paid', 'preparing', 'shipped', 'delivered', 'refunded'])
/** A refund claimed but not recorded is finished by the sweep once it is this old; younger ones may be in flight. */
const REPAIR_AFTER_MS = 2 * 60_000

/** The provider's idempotency key of a refund: the dialog's own, so one opening refunds once. */
export const providerKey = (key: string) => `order-refund-${key}`

const idOf = (v: number | { id: number }) => (typeof v === 'object' ? v.id : v)

const readOrder = async (payload: Payload, id: number, req?: Partial<PayloadRequest>) =>
  (await payload.findByID({
    collection: 'orders',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as Order | null

const byKey = async (payload: Payload, key: string, req?: Partial<PayloadRequest>) =>
  ((
    await payload.find({
      collection: 'refunds',
      where: { key: { equals: key } },
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
      req,
    })
  ).docs[0] as Refund | undefined) ?? null

const readRefund = async (payload: Payload, id: number) =>
  (await payload.findByID({ collection: 'refunds', id, depth: 0, overrideAccess: true })) as Refund

/** The admin's language: the one the backoffice sent, else the one saved on the staff account, else English. */
const staffLanguage = (staff: unknown, sent: Lang | undefined): Lang =>
  (sent ?? (staff as { language?: string | null } | null)?.language) === 'fr' ? 'fr' : 'en'

/** A refusal of the rule, on the field it concerns. */
function refusal(plan: Extract<RefundPlan, { ok: false }>, lines: RefundInput['lines'], l: Lang) {
  const c = REFUND_COPY[l]
  const at = lines.findIndex((x) => x.sku === plan.sku)
  const line = at >= 0 ? `lines.${at}.quantity` : 'lines'
  switch (plan.reason) {
    case 'nothingChosen':
      return new ApiError(422, [{ field: 'lines', message: c.nothingChosen }])
    case 'unknownLine':
      return new ApiError(422, [{ field: at >= 0 ? `lines.${at}.sku` : 'lines', message: c.unknownLine }])
    case 'tooMany':
      return new ApiError(422, [{ field: line, message: c.tooMany(plan.max ?? 0) }])
    case 'amountNotPositive':
      return new ApiError(422, [{ field: 'amount', message: c.amountNotPositive }])
    case 'amountTooHigh':
      return new ApiError(422, [{ field: 'amount', message: c.amountTooHigh(formatPrice(plan.max ?? 0, l)) }])
  }
}

/**
 * A refund that settles a return: the return is this order's, received (its pairs back on the shelf, so no restock
 * here) and not settled yet, and the pairs chosen are among its own.
 */
async function checkReturn(payload: Payload, req: PayloadRequest, order: Order, input: RefundInput, l: Lang) {
  const c = REFUND_COPY[l]
  const ret = (await payload.findByID({
    collection: 'returns',
    id: input.return!,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as Return | null
  if (!ret || idOf(ret.order) !== order.id) throw new ApiError(404, [{ field: 'return', message: c.returnMissing }])
  const settled = await payload.count({
    collection: 'refunds',
    where: { return: { equals: ret.id } },
    overrideAccess: true,
    req,
  })
  if (ret.status === 'refunded' || settled.totalDocs > 0)
    throw new ApiError(409, [{ field: 'return', message: c.returnSettled }])
  if (ret.status !== 'received') throw new ApiError(409, [{ field: 'return', message: c.returnNotReceived }])
  if (input.restock) throw new ApiError(422, [{ field: 'restock', message: c.returnRestocked }])
  input.lines.forEach((x, i) => {
    const returned = (ret.lines ?? []).filter((y) => y.sku === x.sku).reduce((sum, y) => sum + y.quantity, 0)
    if (x.quantity > returned)
      throw new ApiError(422, [{ field: `lines.${i}.quantity`, message: c.notReturned(returned) }])
  })
}

/** Step 1: the claim (or the refund this key already made). */
async function claim(payload: Payload, staff: Staff, order: Order, input: RefundInput, l: Lang) {
  const c = REFUND_COPY[l]
  return inTransaction(payload, async (req) => {
    const current = (await readOrder(payload, order.id, req))!
    // Holds the order row to the end: a concurrent refund of this order waits here, then sees this one's claim.
    if (!(await claimOrder(payload, req, order.id, current.status)))
      throw new ApiError(409, [{ field: 'order', message: c.busy }])
    const same = await byKey(payload, input.key, req)
    if (same) return same
    if (input.return != null) await checkReturn(payload, req, current, input, l)
    const plan = planRefund(await refundBalance(payload, current, req), input.lines, input.amount)
    if (!plan.ok) throw refusal(plan, input.lines, l)
    if (input.restock && !plan.lines.some((x) => x.quantity > 0))
      throw new ApiError(422, [{ field: 'restock', message: c.restockNothing }])
    const bought = (sku: string) => current.lines.find((x) => x.sku === sku)!
    return (await payload.create({
      collection: 'refunds',
      depth: 0,
      overrideAccess: true,
      req,
      data: {
        order: order.id,
        orderNumber: current.number,
        key: input.key,
        status: 'pending',
        lines: plan.lines.map((x) => ({
          sku: x.sku,
          title: bought(x.sku).title,
          size: bought(x.sku).size,
          unitPrice: bought(x.sku).unitPrice ?? 0,
          quantity: x.quantity,
          amount: x.amount,
        })),
        amount: plan.amount,
        restock: input.restock,
        return: input.return ?? null,
        reason: input.reason || null,
        by: staff.email ?? String(staff.id),
      },
    })) as Refund
  })
}

/** Puts the refunded pairs back on the online shelf, once per refund and SKU (the ledger's unique ref). */
async function restock(payload: Payload, req: PayloadRequest, refund: Refund, staff: Staff) {
  const store = await onlineStoreId(payload, req)
  const back: string[] = []
  const lines = (refund.lines ?? []).filter((x) => x.quantity > 0).sort((a, b) => a.sku.localeCompare(b.sku))
  for (const line of lines) {
    await ensureLine(payload, req, store, line.sku)
    const after = await addUnits(payload, req, store, line.sku, line.quantity)
    const written = await recordMovements(payload, req, [
      {
        sku: line.sku,
        store,
        kind: 'return',
        delta: line.quantity,
        after,
        reason: `Refund #${refund.id} (${refund.orderNumber})`,
        by: typeof staff.id === 'number' ? staff.id : null,
        order: idOf(refund.order),
        ref: `refund-${refund.id}#${line.sku}`,
      },
    ])
    // Only the one caller that recorded the refund gets here: a ref already there is a bug, not a retry.
    if (written === 0) throw new Error(`Refund ${refund.id} was already restocked`)
    if (after - line.quantity === 0 && after > 0) back.push(line.sku)
  }
  for (const sku of back) {
    try {
      await notifyBackInStock(req, { sku, storeId: store })
    } catch (err) {
      log.error('Back-in-stock notice after a refund failed', { sku, err: String(err) })
    }
  }
}

/** Steps 2 and 3: the provider's refund (same key, same refund), then the record, once. */
async function settle(payload: Payload, staff: Staff, refund: Refund, l: Lang, giveBack = true): Promise<Refund> {
  const order = (await readOrder(payload, idOf(refund.order)))!
  let paid: Awaited<ReturnType<typeof refundPayment>>
  try {
    paid = await refundPayment(order, refund.amount, providerKey(refund.key))
  } catch (err) {
    // Nothing was refunded (or the provider answers this same refund to the same key next time): the press gives the
    // claim back, unless a concurrent press with the same key has recorded it meanwhile; the sweep keeps it claimed.
    if (giveBack)
      await payload.delete({
        collection: 'refunds',
        where: { and: [{ id: { equals: refund.id } }, { refundId: { exists: false } }] },
        overrideAccess: true,
      })
    log.error('Refund failed', { refund: refund.id, err: String((err as Error)?.message ?? err) })
    throw new ApiError(502, [{ field: '', message: REFUND_COPY[l].providerFailed }])
  }
  const at = new Date().toISOString()
  const saved = await inTransaction(payload, async (req) => {
    const current = (await readOrder(payload, order.id, req))!
    await claimOrder(payload, req, order.id, current.status)
    if (!(await recordProviderRefund(payload, req, refund.id, { ...paid, refundedAt: at }))) return null
    if (refund.restock) await restock(payload, req, refund, staff)
    const settles = settledReturn(refund)
    if (settles != null) await settleReturnByRefund(payload, req, settles, { ...paid, refundedAt: at, by: refund.by })
    const note = await issueRefundCreditNote(payload, req, refund, current, new Date(at))
    // The shopper is told, in the order's language, with the credit note and the order's page.
    await queueEmail(
      payload,
      await refundEmail(current, refund, {
        photos: await orderPhotos(payload, current, req),
        creditNoteUrl: creditNoteUrl(payload, note.number),
        orderUrl: orderPageUrl(payload, current, current.locale === 'fr' ? 'fr' : 'en'),
      }),
      req,
    )
    const nothingLeft = refundableTotal(await refundBalance(payload, current, req)) === 0
    const words = `${settles != null ? `return #${settles}: ` : ''}refunded ${(refund.amount / 100).toFixed(2)} € (${paid.refundId}), credit note ${note.number}`
    await appendOrderLog(
      payload,
      req,
      order.id,
      [{ at, by: refund.by, change: refund.restock ? `${words}, restocked` : words, reason: refund.reason }],
      nothingLeft && current.status !== 'refunded' ? 'refunded' : undefined,
    )
    return (await payload.update({
      collection: 'refunds',
      id: refund.id,
      depth: 0,
      overrideAccess: true,
      req,
      data: { creditNoteNumber: note.number },
    })) as Refund
  })
  return saved ?? readRefund(payload, refund.id)
}

/** Refunds an order as the dialog asked: the refund (recorded, with its credit note), or the one this key made. */
export async function refundOrder(payload: Payload, user: unknown, input: RefundInput): Promise<Refund> {
  const l = staffLanguage(user, input.locale)
  const c = REFUND_COPY[l]
  if (!user) throw new ApiError(401, [{ field: '', message: c.signIn }])
  if (!hasRole(user, 'service')) throw new ApiError(403, [{ field: '', message: c.forbidden }])
  const staff = user as Staff
  const order = await readOrder(payload, input.order)
  if (!order) throw new ApiError(404, [{ field: 'order', message: c.missing }])
  if (!PAID.has(order.status)) throw new ApiError(409, [{ field: 'order', message: c.notPaid }])
  if (!refundableHere(order)) throw new ApiError(409, [{ field: 'order', message: c.otherProvider }])
  const claimed = await claim(payload, staff, order, input, l)
  if (idOf(claimed.order) !== order.id) throw new ApiError(409, [{ field: 'key', message: c.otherOrder }])
  if (claimed.refundId) return claimed
  return settle(payload, staff, claimed, l)
}

/** Who finishes a refund found interrupted by the sweep: the shop itself (the row keeps who made it). */
const SHOP: Staff = { id: 'shop', email: 'shop (refund repair)' }

/**
 * Finishes the refunds a crash left claimed without the provider's refund id (older than the grace time): the
 * provider is asked again with the same key — the same refund, never a second — and it is recorded. How many.
 */
export async function repairOrderRefunds(payload: Payload, now = new Date()) {
  const { docs } = await payload.find({
    collection: 'refunds',
    where: {
      and: [
        { refundId: { exists: false } },
        { createdAt: { less_than_equal: new Date(now.getTime() - REPAIR_AFTER_MS).toISOString() } },
      ],
    },
    depth: 0,
    limit: 20,
    pagination: false,
    overrideAccess: true,
  })
  let done = 0
  for (const r of docs as Refund[]) {
    try {
      if ((await settle(payload, SHOP, r, 'en', false)).refundId) done++
    } catch (err) {
      log.error('Refund repair failed; tried again at the next sweep', { refund: r.id, err: String(err) })
    }
  }
  return done
}
