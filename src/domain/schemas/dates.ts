// Calendar-date helpers for the booking datepicker. Dates are 'YYYY-MM-DD' strings, compared as text.

// One formatter per time zone, made at first use: building an Intl.DateTimeFormat costs a fraction of a millisecond,
// which a loop over a month of orders (the dashboard's sales per day) would pay for every row.
const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** The date in a time zone, as 'YYYY-MM-DD' ('en-CA' formats dates in that order). */
export function isoDateIn(date: Date, timeZone: string) {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(timeZone, format)
  }
  return format.format(date)
}

/** Today at the Paris boutique, where try-ons happen: the datepicker's minimum. */
export const parisToday = (now = new Date()) => isoDateIn(now, 'Europe/Paris')

/** A real calendar day: '2025-02-29' and '2025-13-01' are not. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.toISOString().slice(0, 10) === value
}

/** 'HH:MM', 00:00 to 23:59. */
export const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
