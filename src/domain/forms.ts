// Backoffice workflows of shopper requests: which status may follow which (contacts inbox, try-on visits).
export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]

export const VISIT_STATUSES = ['requested', 'confirmed', 'done', 'no-show', 'cancelled'] as const
export type VisitStatus = (typeof VISIT_STATUSES)[number]

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const

export const STOCK_INTEREST_STATUSES = ['waiting', 'notified'] as const
export const PREORDER_CAMPAIGN_STATUSES = ['draft', 'active', 'closed'] as const

const CONTACT_FLOW: Record<ContactStatus, readonly ContactStatus[]> = {
  new: ['answered', 'closed'],
  answered: ['closed', 'new'],
  closed: ['new'],
}

// A visit is confirmed before it happens; done / no-show / cancelled are final except for a mistaken click,
// which staff fix by moving back to confirmed.
const VISIT_FLOW: Record<VisitStatus, readonly VisitStatus[]> = {
  requested: ['confirmed', 'cancelled'],
  confirmed: ['done', 'no-show', 'cancelled'],
  done: ['confirmed'],
  'no-show': ['confirmed'],
  cancelled: ['requested'],
}

export const canMoveContact = (from: ContactStatus, to: ContactStatus) => from === to || CONTACT_FLOW[from].includes(to)
export const canMoveVisit = (from: VisitStatus, to: VisitStatus) => from === to || VISIT_FLOW[from].includes(to)

/** A visit's confirmation email goes out on the move into 'confirmed' only, never on a re-save. */
export const isNewlyConfirmed = (from: VisitStatus | undefined, to: VisitStatus) =>
  to === 'confirmed' && from !== 'confirmed'

/** Inventory 0 → more than 0: the moment waiting shoppers hear the size is back. */
export const isBackInStock = (before: number | null | undefined, after: number | null | undefined) =>
  (before ?? 0) <= 0 && (after ?? 0) > 0

export interface OpeningHours {
  day: string
  open?: string | null
  close?: string | null
  closed?: boolean | null
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const

/** The boutique's standing hours, used when it has none recorded. Sunday: not shown, so closed. */
export const DEFAULT_OPENING_HOURS: OpeningHours[] = [
  ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
    day,
    open: '10:30',
    close: '19:30',
  })),
  { day: 'saturday', open: '11:00', close: '18:00' },
  { day: 'sunday', closed: true },
]

/** The weekday of a 'YYYY-MM-DD' calendar date (no time zone involved). */
export const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]

/** Opening and closing time of the boutique on that date, or null when it is closed. */
export function hoursOn(
  date: string,
  hours: readonly OpeningHours[] = DEFAULT_OPENING_HOURS,
): { open: string; close: string } | null {
  const list = hours.length ? hours : DEFAULT_OPENING_HOURS
  const h = list.find((x) => x.day === weekdayOf(date))
  if (!h || h.closed || !h.open || !h.close) return null
  return { open: h.open, close: h.close }
}

/** A try-on time must fall within the day's opening hours ('HH:MM' strings compare as text). */
export function isWithinOpeningHours(date: string, time: string, hours?: readonly OpeningHours[]) {
  const h = hoursOn(date, hours)
  return Boolean(h && time >= h.open && time <= h.close)
}
