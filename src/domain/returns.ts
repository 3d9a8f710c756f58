// The return policy's constants and rules (terms: returns within 14 days of delivery, unworn, in the original
// packaging with tags; custom or personalised items cannot be returned; the refund is made within 5-7 business days
// of receiving the return, to the original payment method; shipping costs are not refunded). Pure.
export const RETURN_WINDOW_DAYS = 14
export const REFUND_BUSINESS_DAYS = { min: 5, max: 7 } as const

export type ReturnRefusal = 'notDelivered' | 'windowClosed' | 'custom' | 'nothingLeft' | 'tooMany' | 'unknownLine'

export interface ReturnableLine {
  sku: string
  unitPrice: number
  quantity: number
  /** Custom or personalised: never returnable. */
  custom?: boolean | null
}

/** The last moment a return may be asked for: 14 days (of 24 hours) after delivery. */
export const returnDeadline = (deliveredAt: Date) => new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * 86_400_000)

/** Quantities still returnable per SKU: bought minus what earlier refunds already covered. */
export function remainingQuantities(
  lines: readonly ReturnableLine[],
  refunded: readonly { sku: string; quantity: number }[],
) {
  const left = new Map<string, number>()
  for (const l of lines) left.set(l.sku, (left.get(l.sku) ?? 0) + l.quantity)
  for (const r of refunded) left.set(r.sku, (left.get(r.sku) ?? 0) - r.quantity)
  return left
}

/** The refund of a return: its lines at the price paid; shipping is never part of it. */
export const refundAmount = (lines: readonly { unitPrice: number; quantity: number }[]) =>
  lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0)

/**
 * May these quantities be returned now? Refused before delivery, after the window, for a custom line, for more than
 * is left, or when nothing is asked. The amount is the lines' price only (shipping is not refunded).
 */
export function returnDecision(
  order: { status: string; deliveredAt?: string | null; lines: readonly ReturnableLine[] },
  wanted: readonly { sku: string; quantity: number }[],
  refunded: readonly { sku: string; quantity: number }[],
  now: Date,
): { ok: true; amount: number; deadline: Date } | { ok: false; reason: ReturnRefusal; sku?: string } {
  if (order.status !== 'delivered' || !order.deliveredAt) return { ok: false, reason: 'notDelivered' }
  const deadline = returnDeadline(new Date(order.deliveredAt))
  if (now > deadline) return { ok: false, reason: 'windowClosed' }
  const asked = wanted.filter((w) => w.quantity > 0)
  if (asked.length === 0) return { ok: false, reason: 'nothingLeft' }
  const left = remainingQuantities(order.lines, refunded)
  const returned: { unitPrice: number; quantity: number }[] = []
  for (const w of asked) {
    const line = order.lines.find((l) => l.sku === w.sku)
    if (!line) return { ok: false, reason: 'unknownLine' }
    if (line.custom) return { ok: false, reason: 'custom', sku: line.sku }
    if (!Number.isInteger(w.quantity) || w.quantity > (left.get(w.sku) ?? 0)) return { ok: false, reason: 'tooMany' }
    returned.push({ unitPrice: line.unitPrice, quantity: w.quantity })
  }
  return { ok: true, amount: refundAmount(returned), deadline }
}

/**
 * A return's life: the shopper asks (requested), service staff accept it or decline it (with a reason the shopper
 * is told), mark the parcel received (the pairs go back on the online shelf then, once) and refund the lines
 * (once). Each step only from the one before it; a declined return is done: it is never received nor refunded.
 */
export const RETURN_STATUSES = ['requested', 'accepted', 'received', 'refunded', 'declined'] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]
export const RETURN_ACTIONS = {
  accept: 'requested',
  decline: 'requested',
  receive: 'accepted',
  refund: 'received',
} as const
export type ReturnAction = keyof typeof RETURN_ACTIONS
export const RETURN_NEXT: Record<ReturnAction, ReturnStatus> = {
  accept: 'accepted',
  decline: 'declined',
  receive: 'received',
  refund: 'refunded',
}
/** The actions staff may take on a return in this state (accept or decline a request), none when it is done. */
export const returnActionsFor = (status: string): ReturnAction[] =>
  (Object.keys(RETURN_ACTIONS) as ReturnAction[]).filter((a) => RETURN_ACTIONS[a] === status)
/** The step forward from this state (accepting, for a request), or null when it is done. */
export const nextReturnAction = (status: string): ReturnAction | null =>
  returnActionsFor(status).find((a) => a !== 'decline') ?? null

export const RETURN_REASONS = ['size', 'style', 'quality', 'damaged', 'other'] as const

/** Why staff decline a request: the policy's conditions, or something else they then put in words. */
export const DECLINE_REASONS = ['worn', 'late', 'custom', 'incomplete', 'other'] as const
export type DeclineReason = (typeof DECLINE_REASONS)[number]
/** The reasons as staff read them (the backoffice, the step log). */
export const DECLINE_REASON_LABELS: Record<DeclineReason, { en: string; fr: string }> = {
  worn: { en: 'Worn', fr: 'Article porté' },
  late: { en: 'Past the 14 days', fr: 'Hors délai (14\u00a0jours)' },
  custom: { en: 'Custom pair', fr: 'Paire sur mesure' },
  incomplete: { en: 'Packaging or tags missing', fr: 'Emballage ou étiquettes manquants' },
  other: { en: 'Other', fr: 'Autre motif' },
}
/** A decline for "other" reasons must say which: the shopper is owed an explanation. */
export const declineNeedsNote = (reason: DeclineReason) => reason === 'other'

/** What earlier returns of an order already cover: every return still under way or done, except a declined one
 *  (its pairs stayed with the shopper and were never owed back). */
export const coveredByReturns = (
  returns: readonly { status?: string | null; lines?: readonly { sku: string; quantity: number }[] | null }[],
) =>
  returns
    .filter((r) => r.status !== 'declined')
    .flatMap((r) => (r.lines ?? []).map((l) => ({ sku: l.sku, quantity: l.quantity })))

/** A refund claimed (the return moved to refunded) but whose provider refund id was never written — the process
 *  stopped between the two — is finished by a sweep once it is this old; younger ones may still be in flight. */
export const REFUND_REPAIR_AFTER_MS = 2 * 60_000
