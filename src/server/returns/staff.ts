// Service staff's steps on a return (admins and the service team only): accept it (the shopper is emailed) or
// decline it (with a reason the shopper is emailed; a declined return is done), mark the parcel received (the pairs
// go back on the online shelf, written to the stock ledger), refund it (through the payment port, to the original
// payment method, with a credit note). Each step is claimed with a guarded update, so a double click or
// two colleagues at once move it once; the refund carries one idempotency key per return, so the provider pays once
// even when asked again; the restock's ledger rows carry one ref per return and SKU, so the shelf is filled once.
import type { Payload, PayloadRequest } from 'payload'
import { hasRole } from '@/access/roles'
import {
  DECLINE_REASON_LABELS,
  REFUND_REPAIR_AFTER_MS,
  RETURN_ACTIONS,
  RETURN_NEXT,
  coveredByReturns,
  declineNeedsNote,
  remainingQuantities,
} from '@/domain/returns'
import { refundableLines, refundedSoFar, settledReturn } from '@/domain/refunds'
import { DECLINE_INPUT_COPY, type ReturnActionInput } from '@/domain/schemas/returns'
import type { Order, Return } from '@/payload-types'
import { orderPhotos } from '../email/orderPhotos'
import { orderPageUrl } from '../orderLinks/orderPage'
import { queueEmail, runEmailQueueSoon } from '../email/queue'
import { notifyBackInStock } from '../forms/backInStock'
import { ApiError } from '../http/errors'
import { creditNoteUrl, issueCreditNote } from '../invoices/creditNotes'
import { recordMovements } from '../inventory/rows'
import { onlineStoreId } from '../inventory/moves'
import { claimOrder } from '../orders/rows'
import { refundPayment } from '../payments'
import { log } from '../platform/log'
import { inTransaction } from '../platform/transaction'
import { addUnits, ensureLine } from '../supply/rows'
import { returnEmail } from './email'
import { appendOrderLog, returnsOf } from './orderLog'
import { moveReturn, recordRefund } from './rows'

type Staff = { id: number | string; email?: string | null }

export const refundKey = (returnId: number) => `return-refund-${returnId}`

/** Who may handle returns: admins and customer service. The refusal says so. */
export function assertReturnsRole(user: unknown, l: Lang = 'en'): asserts user is Staff {
  if (!user) throw new ApiError(401, [{ field: '', message: STEP_COPY[l].signIn }])
  if (!hasRole(user, 'service')) throw new ApiError(403, [{ field: '', message: STEP_COPY[l].forbidden }])
}

type Lang = 'en' | 'fr'

const readReturn = async (payload: Payload, id: number, req?: Partial<PayloadRequest>) =>
  (await payload.findByID({
    collection: 'returns',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as Return | null

const orderIdOf = (r: Return) => (typeof r.order === 'object' ? r.order.id : r.order)

/** Claims the step and writes it on the return and its order, in one transaction; null when already taken. */
async function claimStep(
  payload: Payload,
  staff: Staff,
  input: ReturnActionInput,
  extra?: (req: PayloadRequest, ret: Return) => Promise<Partial<Return> | void>,
  reason?: string,
) {
  const to = RETURN_NEXT[input.action]
  return inTransaction(payload, async (req) => {
    if (!(await moveReturn(payload, req, input.id, input.from, to))) return null
    const ret = (await readReturn(payload, input.id, req))!
    const at = new Date().toISOString()
    const by = staff.email ?? String(staff.id)
    const more = (await extra?.(req, ret)) ?? {}
    const saved = (await payload.update({
      collection: 'returns',
      id: ret.id,
      depth: 0,
      overrideAccess: true,
      req,
      data: { ...more, log: [...(ret.log ?? []), { at, by, change: to, reason }] },
    })) as Return
    await claimOrder(payload, req, orderIdOf(ret), (await orderStatus(payload, req, orderIdOf(ret))) ?? '')
    await appendOrderLog(payload, req, orderIdOf(ret), [{ at, by, change: `return #${ret.id}: ${to}`, reason }])
    return saved
  })
}

const orderStatus = async (payload: Payload, req: Partial<PayloadRequest>, id: number) =>
  ((await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, req })) as Order | null)?.status

/** Puts the returned pairs back on the online shelf, once per return and SKU (the ledger's unique ref). */
async function restock(payload: Payload, req: PayloadRequest, ret: Return, staff: Staff, l: Lang) {
  const store = await onlineStoreId(payload, req)
  const back: string[] = []
  for (const line of [...(ret.lines ?? [])].sort((a, b) => a.sku.localeCompare(b.sku))) {
    await ensureLine(payload, req, store, line.sku)
    const after = await addUnits(payload, req, store, line.sku, line.quantity)
    const written = await recordMovements(payload, req, [
      {
        sku: line.sku,
        store,
        kind: 'return',
        delta: line.quantity,
        after,
        reason: `Return #${ret.id} (${ret.orderNumber})`,
        by: typeof staff.id === 'number' ? staff.id : null,
        order: orderIdOf(ret),
        ref: `return-${ret.id}#${line.sku}`,
      },
    ])
    // The ref was there already: this return was restocked before. Undo and stop (the transaction rolls back).
    if (written === 0) throw new ApiError(409, [{ field: 'id', message: STEP_COPY[l].restocked }])
    if (after - line.quantity === 0 && after > 0) back.push(line.sku)
  }
  for (const sku of back) {
    try {
      await notifyBackInStock(req, { sku, storeId: store })
    } catch (err) {
      log.error('Back-in-stock notice after a return failed', { sku, err: String(err) })
    }
  }
  return { restockedAt: new Date().toISOString() }
}

/**
 * Whether the return's pairs still have their price to refund: a refund made from the order (src/server/refunds,
 * read here as rows, not through that module, which builds on this one) may already have taken some of it.
 */
async function stillRefundable(payload: Payload, ret: Return) {
  const order = (await payload.findByID({
    collection: 'orders',
    id: orderIdOf(ret),
    depth: 0,
    overrideAccess: true,
  })) as Order
  const { docs } = await payload.find({
    collection: 'refunds',
    where: { order: { equals: order.id } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (docs.length === 0) return true
  // Settled by a refund from the dialog (recorded or under way): nothing of it is left to this step.
  if (docs.some((r) => settledReturn(r) === ret.id)) return false
  const left = refundableLines(
    order.lines.map((x) => ({ sku: x.sku, unitPrice: x.unitPrice ?? 0, quantity: x.quantity })),
    refundedSoFar(docs, await returnsOf(payload, order.id)),
  )
  return (ret.lines ?? []).every((x) => {
    const line = left.find((y) => y.sku === x.sku)
    return !!line && line.quantity >= x.quantity && line.amount >= x.unitPrice * x.quantity
  })
}

/** What a return's email links and shows: the pairs' photos and the order's own page (signed, no account needed). */
async function mailContext(payload: Payload, order: Order, req: PayloadRequest) {
  return {
    photos: await orderPhotos(payload, order, req),
    orderUrl: orderPageUrl(payload, order, order.locale === 'fr' ? 'fr' : 'en'),
  }
}

/** The refund: claimed first (received → refunded), then paid by the provider and recorded (settleRefund). */
async function refund(payload: Payload, staff: Staff, input: ReturnActionInput, l: Lang) {
  const ret = await readReturn(payload, input.id)
  if (ret && !(await stillRefundable(payload, ret)))
    throw new ApiError(409, [{ field: 'id', message: STEP_COPY[l].refundedFromOrder }])
  const claimed = await inTransaction(payload, (req) => moveReturn(payload, req, input.id, 'received', 'refunded'))
  if (!claimed) return null
  return settleRefund(payload, staff, input.id, { giveBackOnFailure: true, l })
}

/**
 * Asks the provider for a claimed return's refund and records it. The key is the return's own
 * (`return-refund-<id>`), so however often this runs for one return — the press itself, a press on "finish the
 * refund", the sweep after a crash between the claim and the record — the provider makes one refund and answers
 * it again. The record is a guarded write of the refund id: the caller that writes it also writes the step log,
 * the order's timeline, the credit note (in the same transaction) and queues the email; any other gets the return
 * as it stands. A failed first attempt gives the return back to "received" (pressed again, the same key);
 * a failed repair leaves it claimed for the next one.
 */
export async function settleRefund(
  payload: Payload,
  staff: Staff,
  id: number,
  { giveBackOnFailure, l = 'en' }: { giveBackOnFailure: boolean; l?: Lang },
): Promise<Return | null> {
  const ret = await readReturn(payload, id)
  if (!ret || ret.status !== 'refunded') return null
  if (ret.refund?.refundId) return ret
  const order = (await payload.findByID({
    collection: 'orders',
    id: orderIdOf(ret),
    depth: 0,
    overrideAccess: true,
  })) as Order
  let paid: Awaited<ReturnType<typeof refundPayment>>
  try {
    paid = await refundPayment(order, ret.amount, refundKey(ret.id))
  } catch (err) {
    // Nothing was refunded (or the provider will answer this same refund to the same key next time).
    if (giveBackOnFailure) await inTransaction(payload, (req) => moveReturn(payload, req, id, 'refunded', 'received'))
    log.error('Refund failed', { return: ret.id, err: String((err as Error)?.message ?? err) })
    throw new ApiError(502, [{ field: '', message: STEP_COPY[l].providerFailed }])
  }
  const at = new Date().toISOString()
  const by = staff.email ?? String(staff.id)
  const saved = await inTransaction(payload, async (req) => {
    if (!(await recordRefund(payload, req, id, { ...paid, refundedAt: at }))) return null
    const fresh = (await readReturn(payload, id, req))!
    const saved = (await payload.update({
      collection: 'returns',
      id,
      depth: 0,
      overrideAccess: true,
      req,
      data: { log: [...(fresh.log ?? []), { at, by, change: 'refunded' }] },
    })) as Return
    const current = (await payload.findByID({
      collection: 'orders',
      id: order.id,
      depth: 0,
      overrideAccess: true,
      req,
    })) as Order
    await claimOrder(payload, req, order.id, current.status)
    // Every pair of the order refunded: the order itself is refunded.
    const refunded = (await returnsOf(payload, order.id, req)).filter((r) => r.status === 'refunded')
    const left = remainingQuantities(
      current.lines.map((l) => ({ sku: l.sku, unitPrice: l.unitPrice ?? 0, quantity: l.quantity })),
      coveredByReturns(refunded),
    )
    const all = [...left.values()].every((q) => q <= 0) && current.status === 'delivered'
    await appendOrderLog(
      payload,
      req,
      order.id,
      [{ at, by, change: `return #${id}: refunded ${(ret.amount / 100).toFixed(2)} € (${paid.refundId})` }],
      all ? 'refunded' : undefined,
    )
    // The credit note is numbered here, with the refund: recorded once, so numbered once.
    const note = await issueCreditNote(payload, req, saved, current, new Date(at))
    await queueEmail(
      payload,
      await returnEmail(
        order,
        saved,
        { step: 'refunded', creditNoteUrl: creditNoteUrl(payload, note.number) },
        await mailContext(payload, order, req),
      ),
      req,
    )
    return saved
  })
  return saved ?? readReturn(payload, id)
}

/**
 * A received return settled by a refund from the order's dialog (src/server/refunds), inside that refund's record
 * transaction: the return moves to refunded with the provider's refund, and its own log says who refunded it. The
 * refund row (linked to the return since its claim) keeps the money: the balance counts it once, and this step's
 * own Refund refuses the return from the claim on.
 */
export async function settleReturnByRefund(
  payload: Payload,
  req: PayloadRequest,
  id: number,
  refund: { provider: string; refundId: string; refundedAt: string; by: string },
) {
  if (!(await moveReturn(payload, req, id, 'received', 'refunded'))) return false
  if (!(await recordRefund(payload, req, id, refund))) return false
  const fresh = (await readReturn(payload, id, req))!
  await payload.update({
    collection: 'returns',
    id,
    depth: 0,
    overrideAccess: true,
    req,
    data: { log: [...(fresh.log ?? []), { at: refund.refundedAt, by: refund.by, change: 'refunded' }] },
  })
  return true
}

/** Who finishes a refund found interrupted by the sweep: the shop itself. */
const SHOP: Staff = { id: 'shop', email: 'shop (refund repair)' }

/**
 * Finishes the refunds a crash left claimed without the provider's refund id (older than the grace time, so one
 * still in flight is left to its own press). Each one asks the provider again with the same key — the same refund,
 * never a second — and records it. Returns how many were finished.
 */
export async function repairRefunds(payload: Payload, now = new Date()) {
  const { docs } = await payload.find({
    collection: 'returns',
    where: {
      and: [
        { status: { equals: 'refunded' } },
        { 'refund.refundId': { exists: false } },
        { updatedAt: { less_than_equal: new Date(now.getTime() - REFUND_REPAIR_AFTER_MS).toISOString() } },
      ],
    },
    depth: 0,
    limit: 20,
    pagination: false,
    overrideAccess: true,
  })
  let done = 0
  for (const r of docs as Return[]) {
    try {
      const saved = await settleRefund(payload, SHOP, r.id, { giveBackOnFailure: false })
      if (saved?.refund?.refundId) done++
    } catch (err) {
      log.error('Refund repair failed; tried again at the next sweep', { return: r.id, err: String(err) })
    }
  }
  return done
}

/** Declines a request: its reason and note on the return, its log and the order's; the shopper is told why. */
async function decline(payload: Payload, staff: Staff, input: ReturnActionInput, l: 'en' | 'fr') {
  const reason = input.reason
  const note = input.note?.trim() || null
  if (!reason) throw new ApiError(422, [{ field: 'reason', message: DECLINE_INPUT_COPY[l].reason }])
  if (declineNeedsNote(reason) && !note)
    throw new ApiError(422, [{ field: 'note', message: DECLINE_INPUT_COPY[l].note }])
  return claimStep(
    payload,
    staff,
    input,
    async (req, ret) => {
      const order = (await payload.findByID({
        collection: 'orders',
        id: orderIdOf(ret),
        depth: 0,
        overrideAccess: true,
        req,
      })) as Order
      const ctx = await mailContext(payload, order, req)
      await queueEmail(payload, await returnEmail(order, ret, { step: 'declined', reason, note }, ctx), req)
      return { declineReason: reason, declineNote: note }
    },
    note ? `${DECLINE_REASON_LABELS[reason].en}: ${note}` : DECLINE_REASON_LABELS[reason].en,
  )
}

/** The admin's language: the one the backoffice sent, else the one saved on the staff account, else English. */
const staffLanguage = (staff: unknown, sent: Lang | undefined): Lang =>
  (sent ?? (staff as { language?: string | null } | null)?.language) === 'fr' ? 'fr' : 'en'

// Refusals of a step, in the admin's language.
const STEP_COPY = {
  en: {
    signIn: 'Sign in as staff.',
    forbidden: 'Only admins and customer service may handle returns.',
    restocked: 'This return was already restocked.',
    providerFailed: 'The payment provider did not refund: try again in a moment.',
    missing: 'No such return.',
    moved: 'This return has moved on meanwhile: reload it.',
    declined: 'This return was declined: it cannot be received or refunded.',
    refunded: 'This return is already refunded.',
    refundedFromOrder:
      'Some of these pairs were already refunded from the order: refund what is left with the order’s “Refund…” button.',
  },
  fr: {
    signIn: 'Connectez-vous avec un compte du personnel.',
    forbidden: 'Seuls les administrateurs et le service client peuvent traiter les retours.',
    restocked: 'Ce retour a déjà été remis en stock.',
    providerFailed: 'Le prestataire de paiement n’a pas remboursé\u00a0: réessayez dans un instant.',
    missing: 'Retour introuvable.',
    moved: 'Ce retour a changé entre-temps\u00a0: rechargez la page.',
    declined: 'Ce retour a été refusé\u00a0: il ne peut être ni reçu ni remboursé.',
    refunded: 'Ce retour est déjà remboursé.',
    refundedFromOrder:
      'Une partie de ces paires a déjà été remboursée depuis la commande\u00a0: remboursez le reste avec le bouton «\u00a0Rembourser…\u00a0» de la commande.',
  },
} as const

export async function stepReturn(payload: Payload, user: unknown, input: ReturnActionInput): Promise<Return> {
  const l = staffLanguage(user, input.locale)
  assertReturnsRole(user, l)
  const staff = user
  const c = STEP_COPY[l]
  const current = await readReturn(payload, input.id)
  if (!current) throw new ApiError(404, [{ field: 'id', message: c.missing }])
  const moved = () => new ApiError(409, [{ field: 'from', message: c.moved }])
  // "Finish the refund" on a refund claimed but never recorded (the process stopped in between): the same refund.
  if (input.action === 'refund' && input.from === 'refunded') {
    if (current.status !== 'refunded') throw moved()
    if (current.refund?.refundId) throw new ApiError(409, [{ field: 'from', message: c.refunded }])
    const saved = await settleRefund(payload, staff, current.id, { giveBackOnFailure: false, l })
    if (!saved) throw moved()
    runEmailQueueSoon(payload)
    return saved
  }
  // A declined return is done: receiving or refunding it is refused by name, whatever the page showed.
  if (current.status === 'declined') throw new ApiError(409, [{ field: 'from', message: c.declined }])
  if (RETURN_ACTIONS[input.action] !== input.from || current.status !== input.from) throw moved()
  let saved: Return | null
  if (input.action === 'refund') saved = await refund(payload, staff, input, l)
  else if (input.action === 'decline') saved = await decline(payload, staff, input, l)
  else if (input.action === 'receive')
    saved = await claimStep(payload, staff, input, (req, ret) => restock(payload, req as PayloadRequest, ret, staff, l))
  else {
    saved = await claimStep(payload, staff, input, async (req, ret) => {
      const order = (await payload.findByID({
        collection: 'orders',
        id: orderIdOf(ret),
        depth: 0,
        overrideAccess: true,
        req,
      })) as Order
      const ctx = await mailContext(payload, order, req)
      await queueEmail(payload, await returnEmail(order, ret, { step: 'accepted' }, ctx), req)
    })
  }
  if (!saved) {
    // Lost the race: to a decline, say so; else it moved on.
    const now = await readReturn(payload, input.id)
    if (now?.status === 'declined' && input.action !== 'decline')
      throw new ApiError(409, [{ field: 'from', message: c.declined }])
    throw moved()
  }
  runEmailQueueSoon(payload)
  return saved
}
