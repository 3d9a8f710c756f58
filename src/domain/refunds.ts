// What an order may still be refunded, line by line (issue 37). Pure; money is integer cents.
//
// Each line keeps two balances: the pairs not yet refunded (bought − refunded quantities) and the money not yet
// refunded (unit price paid × bought − what earlier refunds took from that line). A refund names lines and
// quantities (the pairs it concerns; none for a goodwill gesture on the order) and an amount: by default the chosen
// pairs at the price paid, but staff may lower it (a damaged pair kept by the shopper) or raise it, up to what remains
// refundable on the whole order. Shipping is never refundable here: the terms say so, and a shop at fault refunds
// the pairs, not the carrier (decisions.md, "Refunds").
//
// The amount is taken from the lines so that every later refund sees what is left: first from the chosen lines —
// in proportion to the chosen pairs' value when it is lower (largest remainders, so the cents add up) — then, when
// it is higher, from the money left on the order's lines in their order.

export interface PaidLine {
  sku: string
  unitPrice: number
  quantity: number
}

/** One line of an earlier refund: the pairs it concerned (0 for money only) and the cents it took from the line. */
export interface RefundedLine {
  sku: string
  quantity: number
  amount: number
}

/** A line's balances: the pairs and the cents still refundable. */
export interface LineLeft {
  sku: string
  unitPrice: number
  quantity: number
  amount: number
}

export type RefundRefusal = 'nothingChosen' | 'unknownLine' | 'tooMany' | 'amountNotPositive' | 'amountTooHigh'

export type RefundPlan =
  | { ok: true; amount: number; lines: RefundedLine[]; fullyRefunded: boolean }
  | { ok: false; reason: RefundRefusal; sku?: string; max?: number }

/** Each line (one per SKU, in the order's order) with what is still refundable of it. Never below zero. */
export function refundableLines(lines: readonly PaidLine[], earlier: readonly RefundedLine[]): LineLeft[] {
  const bySku = new Map<string, LineLeft>()
  for (const l of lines) {
    const seen = bySku.get(l.sku)
    if (seen) {
      seen.quantity += l.quantity
      seen.amount += l.unitPrice * l.quantity
    } else
      bySku.set(l.sku, { sku: l.sku, unitPrice: l.unitPrice, quantity: l.quantity, amount: l.unitPrice * l.quantity })
  }
  for (const r of earlier) {
    const line = bySku.get(r.sku)
    if (!line) continue
    line.quantity = Math.max(0, line.quantity - r.quantity)
    line.amount = Math.max(0, line.amount - r.amount)
  }
  return [...bySku.values()]
}

/** A refund of the order as stored: its lines, and the return it settles (none for most). */
export interface EarlierRefund {
  lines?: readonly RefundedLine[] | null
  return?: number | { id: number } | null
}

/** The return a refund settles, if any. */
export const settledReturn = (r: EarlierRefund): number | null =>
  r.return == null ? null : typeof r.return === 'object' ? r.return.id : r.return

/** A return as the balance reads it: refunded through its own step, it took its lines at the price paid. */
export interface EarlierReturn {
  id: number
  status: string
  lines?: readonly { sku: string; quantity: number; unitPrice: number }[] | null
}

/**
 * What earlier refunds took from the order's lines: every refund made from the order (recorded, or claimed and under
 * way: its money is spoken for) and every refunded return at its lines' price — except a return settled by one of
 * those refunds (refunded through the dialog), which that refund already counts.
 */
export function refundedSoFar(refunds: readonly EarlierRefund[], returns: readonly EarlierReturn[]): RefundedLine[] {
  const settled = new Set(refunds.map(settledReturn).filter((id): id is number => id != null))
  return [
    ...refunds.flatMap((r) => r.lines ?? []),
    ...returns
      .filter((r) => r.status === 'refunded' && !settled.has(r.id))
      .flatMap((r) =>
        (r.lines ?? []).map((l) => ({ sku: l.sku, quantity: l.quantity, amount: l.unitPrice * l.quantity })),
      ),
  ]
}

/** The pairs refunded from the order outside any return: a shopper can no longer send them back (their money is
 *  gone). A refund that settles a return is that return's pairs, already counted with it. */
export const pairsRefundedFromOrder = (refunds: readonly EarlierRefund[]) =>
  refunds
    .filter((r) => settledReturn(r) == null)
    .flatMap((r) => (r.lines ?? []).filter((l) => l.quantity > 0).map((l) => ({ sku: l.sku, quantity: l.quantity })))

/** What remains refundable on the whole order (its lines; shipping never). */
export const refundableTotal = (left: readonly LineLeft[]) => left.reduce((sum, l) => sum + l.amount, 0)

/** The chosen pairs' value: their price paid, but never more than their line still holds. */
const chosenValue = (line: LineLeft, quantity: number) => Math.min(line.unitPrice * quantity, line.amount)

/** The amount a refund of these pairs proposes: each at the price paid, within what its line still holds. */
export function defaultRefundAmount(left: readonly LineLeft[], chosen: readonly { sku: string; quantity: number }[]) {
  let sum = 0
  for (const c of chosen) {
    const line = left.find((l) => l.sku === c.sku)
    if (line && c.quantity > 0) sum += chosenValue(line, Math.min(c.quantity, line.quantity))
  }
  return sum
}

/** Splits `amount` in proportion to `weights` (integers, sum > 0), largest remainders first: the parts add up. */
function proportional(amount: number, weights: readonly number[]) {
  const total = weights.reduce((a, b) => a + b, 0)
  const parts = weights.map((w) => Math.floor((amount * w) / total))
  const order = weights.map((w, i) => ({ i, rest: (amount * w) % total })).sort((a, b) => b.rest - a.rest || a.i - b.i)
  let left = amount - parts.reduce((a, b) => a + b, 0)
  for (const { i } of order) {
    if (left <= 0) break
    parts[i]! += 1
    left--
  }
  return parts
}

/**
 * May this refund be made, and what does it take from each line? Refused when nothing is chosen and no amount is
 * given, for a line the order lacks, for more pairs than are left, for an amount of zero or less (or not whole
 * cents) and for more than remains refundable on the order (`max` says how much does).
 */
export function planRefund(
  left: readonly LineLeft[],
  chosen: readonly { sku: string; quantity: number }[],
  amount?: number | null,
): RefundPlan {
  const asked = chosen.filter((c) => c.quantity !== 0)
  for (const c of asked) {
    const line = left.find((l) => l.sku === c.sku)
    if (!line) return { ok: false, reason: 'unknownLine', sku: c.sku }
    if (!Number.isInteger(c.quantity) || c.quantity < 0 || c.quantity > line.quantity)
      return { ok: false, reason: 'tooMany', sku: c.sku, max: line.quantity }
  }
  if (asked.length === 0 && amount == null) return { ok: false, reason: 'nothingChosen' }
  const max = refundableTotal(left)
  const wanted = amount ?? defaultRefundAmount(left, asked)
  if (!Number.isInteger(wanted) || wanted <= 0) return { ok: false, reason: 'amountNotPositive', max }
  if (wanted > max) return { ok: false, reason: 'amountTooHigh', max }

  const taken = new Map<string, number>(left.map((l) => [l.sku, 0]))
  const values = asked.map((c) =>
    chosenValue(
      left.find((l) => l.sku === c.sku)!,
      c.quantity,
    ),
  )
  const chosenTotal = values.reduce((a, b) => a + b, 0)
  if (chosenTotal > 0 && wanted <= chosenTotal) {
    proportional(wanted, values).forEach((part, i) => taken.set(asked[i]!.sku, part))
  } else {
    asked.forEach((c, i) => taken.set(c.sku, values[i]!))
    let rest = wanted - chosenTotal
    for (const l of left) {
      if (rest <= 0) break
      const more = Math.min(rest, l.amount - taken.get(l.sku)!)
      taken.set(l.sku, taken.get(l.sku)! + more)
      rest -= more
    }
  }
  const lines = left
    .map((l) => ({
      sku: l.sku,
      quantity: asked.find((c) => c.sku === l.sku)?.quantity ?? 0,
      amount: taken.get(l.sku)!,
    }))
    .filter((l) => l.quantity > 0 || l.amount > 0)
  return { ok: true, amount: wanted, lines, fullyRefunded: wanted === max }
}
