// Order lifecycle (issue 4): pending → paid → preparing → shipped → delivered; cancelled, expired, refunded.
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
  'refunded',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled', 'expired'],
  paid: ['preparing', 'refunded', 'cancelled'],
  preparing: ['shipped', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  // A payment that succeeds after its hold expired re-takes the stock (or is flagged for staff).
  expired: ['paid'],
  cancelled: [],
  refunded: [],
}

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)

export const canTransition = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from]?.includes(to) ?? false

export class TransitionError extends Error {
  override readonly name = 'TransitionError'
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(`An order cannot go from ${from} to ${to}.`)
  }
}

/** The Orders collection's guard (collections/Orders/hooks/guardTransition.ts) answers this refusal with a 422. */
export function assertTransition(from: OrderStatus, to: OrderStatus) {
  if (!canTransition(from, to)) throw new TransitionError(from, to)
}

export const HOLD_MINUTES = 30
export const holdExpiry = (now: Date) => new Date(now.getTime() + HOLD_MINUTES * 60_000)

/** Human-friendly order number: MS-YYMM-NNNNN (UTC YY/MM of the order date; the sequence wraps at 100 000). */
export function orderNumber(seq: number, date: Date): string {
  if (!Number.isInteger(seq) || seq < 0) throw new RangeError(`Order sequence must be a non-negative integer: ${seq}`)
  const yy = String(date.getUTCFullYear() % 100).padStart(2, '0')
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0')
  return `MS-${yy}${mm}-${String(seq % 100_000).padStart(5, '0')}`
}

/** An order number as orderNumber() writes it. */
export const ORDER_NUMBER_PATTERN = /^MS-\d{4}-\d{5}$/

/** A number as a shopper may type it ('ms 2501 00012', ' MS-2501-00012 '): capitals, and hyphens for spaces. */
export const normalizeOrderNumber = (typed: string) => typed.trim().toUpperCase().replace(/\s+/g, '-')
