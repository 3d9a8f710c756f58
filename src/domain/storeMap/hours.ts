// Opening hours of the boutique: which weekday it is in Paris and whether the boutique is open right now.
// Paris time, whatever the server's or the visitor's clock zone: the daylight-saving switch is Intl's business.
export const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEK)[number]
export const STORE_TIME_ZONE = 'Europe/Paris'

export interface DayHours {
  day: string
  open?: string | null
  close?: string | null
  closed?: boolean | null
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/
const minutesOf = (hhmm: string | null | undefined): number | null => {
  const m = HHMM.exec(hhmm?.trim() ?? '')
  return m ? Number(m[1]) * 60 + Number(m[2]) : null
}

/** A day is open only with a valid opening before a valid closing and no closed mark. */
export function openingOf(h: DayHours | undefined): { open: number; close: number } | null {
  if (!h || h.closed) return null
  const open = minutesOf(h.open)
  const close = minutesOf(h.close)
  return open !== null && close !== null && open < close ? { open, close } : null
}

/** Monday → Sunday, each with its hours or null (closed): a day missing from the list is closed. */
export function weekSchedule(hours: DayHours[]) {
  const byDay = new Map(hours.map((h) => [h.day, h]))
  return WEEK.map((day) => {
    const h = byDay.get(day)
    const o = openingOf(h)
    return { day, open: o ? (h?.open ?? '').trim() : null, close: o ? (h?.close ?? '').trim() : null }
  })
}

const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 }

/** The weekday and minute of the day in Paris at an instant. */
export function parisClock(now: Date, timeZone = STORE_TIME_ZONE): { day: Weekday; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? ''
  return { day: WEEK[WEEKDAY_INDEX[get('weekday')] ?? 0], minute: Number(get('hour')) * 60 + Number(get('minute')) }
}

export type OpenState =
  | { open: true; today: Weekday; closesAt: string }
  | { open: false; today: Weekday; opensAt: string | null; opensDay: Weekday | null }

/** Open now? Opening minute included, closing minute excluded. When closed: the next opening within a week. */
export function openState(hours: DayHours[], now: Date, timeZone = STORE_TIME_ZONE): OpenState {
  const { day, minute } = parisClock(now, timeZone)
  const week = weekSchedule(hours)
  const todayIndex = WEEK.indexOf(day)
  const today = week[todayIndex]
  const o = openingOf(hours.find((h) => h.day === day))
  if (o && minute >= o.open && minute < o.close) return { open: true, today: day, closesAt: today.close ?? '' }
  if (o && minute < o.open) return { open: false, today: day, opensAt: today.open, opensDay: day }
  for (let step = 1; step <= 7; step++) {
    const next = week[(todayIndex + step) % 7]
    if (next.open) return { open: false, today: day, opensAt: next.open, opensDay: next.day }
  }
  return { open: false, today: day, opensAt: null, opensDay: null }
}

/**
 * The week as it is stored and edited: Monday → Sunday, one row a day. Whatever order the rows came in, the first
 * row given for a day is kept; a day not given is stored closed, which is what the shop already read for it.
 */
export function weekRows<T extends DayHours>(rows: readonly T[] | null | undefined): (T | DayHours)[] {
  const given = rows ?? []
  return WEEK.map((day) => given.find((r) => r.day === day) ?? { day, open: null, close: null, closed: true })
}
