// Try-on booking request (the date runs from today to 2470-12-31).
import { fill } from '../fill'
import type { Locale } from '../locale'
import { formatTime } from '../numberFormat'
import { z } from './zod'
import { type OpeningHours, hoursOn, isWithinOpeningHours } from '../forms'
import { isCalendarDate, isClockTime, parisToday } from './dates'
import { honeypotField, localeField, phoneField, requestIdField } from './fields'
import { DATEPICKER_MAX, type FormLabels, type FormMessages } from './formCopy'
import { formKit } from './formKit'

export interface BookingOptions {
  /** 'YYYY-MM-DD' or a clock read at parse time; defaults to today in Paris, read on every parse. */
  today?: string | (() => string)
  /** The boutique's opening hours: given, the time must fall within them that day (empty → the standing hours). */
  hours?: readonly OpeningHours[]
  /** The language the messages are in: the hours in the refusal read '10 h 30' in French (default English). */
  locale?: Locale
}

export function createBookingSchema(
  labels?: Partial<FormLabels>,
  messages?: Partial<FormMessages>,
  opts: BookingOptions = {},
) {
  const k = formKit(labels, messages)
  const today = () => (typeof opts.today === 'function' ? opts.today() : (opts.today ?? parisToday()))
  const date = k.required('preferredDate')
  const time = k.required('preferredTime')
  return z
    .object({
      productId: z.string().max(120).optional(),
      productTitle: z.string().max(300).optional(),
      size: k.text('size', 20),
      firstName: k.text('firstName'),
      lastName: k.text('lastName'),
      email: k.email(),
      phone: z
        .string({ error: k.required('phone') })
        .trim()
        .min(1, { error: k.required('phone') })
        .pipe(phoneField(k.m.invalidPhone)),
      preferredDate: z
        .string({ error: date })
        .trim()
        .refine((v) => isCalendarDate(v) && v >= today() && v <= DATEPICKER_MAX, { error: date }),
      preferredTime: z.string({ error: time }).trim().refine(isClockTime, { error: time }),
      notes: k.optional('notes', 2000),
      website: honeypotField,
      requestId: requestIdField,
      locale: localeField,
    })
    .superRefine((b, ctx) => {
      // The one rule that needs both date and time, with its own message; only once each is valid on its own.
      if (!opts.hours || !isCalendarDate(b.preferredDate) || !isClockTime(b.preferredTime)) return
      const day = hoursOn(b.preferredDate, opts.hours)
      if (!day) ctx.addIssue({ code: 'custom', path: ['preferredDate'], message: k.m.closedDay })
      else if (!isWithinOpeningHours(b.preferredDate, b.preferredTime, opts.hours)) {
        ctx.addIssue({
          code: 'custom',
          path: ['preferredTime'],
          message: fill(k.m.outsideHours, {
            open: formatTime(day.open, opts.locale ?? 'en'),
            close: formatTime(day.close, opts.locale ?? 'en'),
          }),
        })
      }
    })
}

export type Booking = z.output<ReturnType<typeof createBookingSchema>>
