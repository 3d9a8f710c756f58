// Boutique reservations: a size sold out online but still on the boutique's shelf can be put aside there for 48 hours
// under the shopper's name. The unit leaves the boutique's stock while it is held (nobody else can reserve or be told
// it is there), and comes back when the reservation lapses or is cancelled; collected, it was sold in the boutique.
import type { SizeAvailability } from './inventory'
import type { Locale } from './locale'
import { formatDay, formatTime } from './numberFormat'

export const RESERVATION_HOURS = 48
/** Reservations one email may hold at once, across every pair: enough for two sizes of a doubt, not a wardrobe. */
export const MAX_ACTIVE_PER_EMAIL = 2

export const RESERVATION_STATUSES = ['held', 'collected', 'cancelled', 'expired'] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

/** When a reservation made at `now` lapses (48 hours of the clock, nights and Sundays included: the shopper is told the
 *  moment itself, not a count of opening hours). */
export const reservationExpiry = (now: Date) => new Date(now.getTime() + RESERVATION_HOURS * 3_600_000)

/** A held reservation is past its time from its expiry on (the sweep gives the unit back). */
export const isLapsed = (expiresAt: string | Date, now: Date) => new Date(expiresAt).getTime() <= now.getTime()

/**
 * The key that makes one email hold one SKU once: stored while the reservation is held and cleared when it ends, so a
 * unique index on it refuses a second held reservation of the same pair by the same address, under any concurrency.
 */
export const activeKey = (email: string, sku: string) => `${email.trim().toLowerCase()}|${sku}`

export type ReservationRefusal =
  /** The SKU is not one of the catalogue's sizes. */
  | { kind: 'unknown' }
  /** It can be bought online: the boutique keeps its shelf for sizes the shop no longer has. */
  | { kind: 'online' }
  /** None left in the boutique either. */
  | { kind: 'gone' }
  /** This email holds this SKU already. */
  | { kind: 'already' }
  /** This email holds MAX_ACTIVE_PER_EMAIL reservations already. */
  | { kind: 'tooMany'; limit: number }

/**
 * May this shopper reserve this size? Only a boutique-only size (nothing online, at least one in the boutique), not
 * one they hold already, and not past the per-email limit. `held` is the SKUs this email holds now. The last unit is
 * decided by the guarded decrement, not here: this read may be a moment old.
 */
export function reservationRefusal(
  size: Pick<SizeAvailability, 'online' | 'boutique' | 'sku'> | undefined,
  held: readonly string[],
): ReservationRefusal | null {
  if (!size) return { kind: 'unknown' }
  if (size.online > 0) return { kind: 'online' }
  if (held.includes(size.sku)) return { kind: 'already' }
  if (held.length >= MAX_ACTIVE_PER_EMAIL) return { kind: 'tooMany', limit: MAX_ACTIVE_PER_EMAIL }
  if (size.boutique <= 0) return { kind: 'gone' }
  return null
}

// Staff end a held reservation: collected (sold in the boutique) or cancelled (back on the shelf). Expired is the
// sweep's alone. An ended reservation stays ended: its unit has been given back or sold, and a second move would count
// it twice.
const STAFF_FLOW: Record<ReservationStatus, readonly ReservationStatus[]> = {
  held: ['collected', 'cancelled'],
  collected: [],
  cancelled: [],
  expired: [],
}

export const canStaffMoveReservation = (from: ReservationStatus, to: ReservationStatus) =>
  from === to || STAFF_FLOW[from].includes(to)

/** What the end of a held reservation does to its unit: a sale keeps it off the shelf, the others put it back. */
export const unitOnEnd = (to: Exclude<ReservationStatus, 'held'>): 'sold' | 'restored' =>
  to === 'collected' ? 'sold' : 'restored'

const PARIS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The deadline on the boutique's clock, as the shopper reads it: its Paris day and time ('Wednesday 2 December 2026',
 *  '10:30'; 'mercredi 2 décembre 2026', '10 h 30'), whatever the server's time zone. */
export function parisDeadline(at: string | Date, locale: Locale): { day: string; time: string } {
  const p = Object.fromEntries(PARIS.formatToParts(new Date(at)).map((x) => [x.type, x.value]))
  return { day: formatDay(`${p.year}-${p.month}-${p.day}`, locale), time: formatTime(`${p.hour}:${p.minute}`, locale) }
}
