// An order's timeline as the backoffice shows it: each move once, credited to whoever made it. Two records feed it:
// the time each status was reached (`timeline.<status>At`, stamped by the transition guard or the payment code)
// and the change log (who, when, what), where every move a staff member makes is written as "status: a → b" beside
// the other changes of the same save (a tracking number, an address). A status reached by a logged move is that
// entry, credited to its author; the shop itself is credited only with the moves nobody logged (checkout, the
// payment, the hold's expiry). Changes saved together (the move to shipped and its tracking number) are one entry.
import { type OrderStatus, ORDER_STATUSES, isOrderStatus } from './orders'

export interface LogEntry {
  at: string
  by: string
  change: string
  reason?: string | null
}

export interface TimelineEntry {
  at: string
  /** The staff member's email; null for the shop's own moves. */
  by: string | null
  /** The status this entry moved the order to, if it moved it. */
  status: OrderStatus | null
  /** The other changes of the same save, as logged (translated for display by the backoffice). */
  changes: string[]
  reasons: string[]
}

const STATUS_MOVE = /^status: \S+ → (\S+)$/
const RETURN_REFUND = /^return #\d+: refunded\b/
// A return's refund logs its entry, then moves the order to refunded in the same transaction: seconds apart.
const SAME_STEP_MS = 60_000

export function orderTimeline(
  timeline: Partial<Record<string, string | null>> | null | undefined,
  changeLog: readonly LogEntry[] | null | undefined,
): TimelineEntry[] {
  const entries: TimelineEntry[] = []
  for (const c of changeLog ?? []) {
    let entry = entries.find((e) => e.at === c.at && e.by === c.by)
    if (!entry) entries.push((entry = { at: c.at, by: c.by, status: null, changes: [], reasons: [] }))
    const to = STATUS_MOVE.exec(c.change)?.[1]
    if (isOrderStatus(to)) entry.status = to
    else entry.changes.push(c.change)
    if (c.reason && !entry.reasons.includes(c.reason)) entry.reasons.push(c.reason)
  }
  for (const status of ORDER_STATUSES) {
    const at = timeline?.[`${status}At`]
    if (!at || entries.some((e) => e.status === status)) continue
    const byReturn =
      status === 'refunded'
        ? entries.find(
            (e) =>
              !e.status &&
              e.changes.some((c) => RETURN_REFUND.test(c)) &&
              Math.abs(Date.parse(at) - Date.parse(e.at)) <= SAME_STEP_MS,
          )
        : undefined
    if (byReturn) byReturn.status = 'refunded'
    else entries.push({ at, by: null, status, changes: [], reasons: [] })
  }
  return entries.sort((a, b) => b.at.localeCompare(a.at)) // newest first
}
