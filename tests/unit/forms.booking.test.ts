import { describe, expect, it } from 'vitest'
import { DATEPICKER_MAX } from '@/domain/schemas/formCopy'
import { createBookingSchema } from '@/domain/schemas/forms'
import { formatZodIssues } from '@/domain/schemas/issues'
import type { OpeningHours } from '@/domain/forms'
import en from '../../messages/en.json'
import fr_ from '../../messages/fr.json'

const valid = {
  productId: '12',
  productTitle: 'Ankle boots — Black',
  size: '38.5',
  firstName: 'Claire',
  lastName: 'Dubois',
  email: 'claire@example.fr',
  phone: '+33 6 12 34 56 78',
  preferredDate: '2026-03-14',
  preferredTime: '14:30',
  requestId: 'booking-0001',
  locale: 'en',
}
const schema = createBookingSchema(undefined, undefined, { today: '2026-03-10' })
const issues = (input: unknown, s = schema) => {
  const r = s.safeParse(input)
  return r.success ? [] : formatZodIssues(r.error)
}

describe('bookingSchema', () => {
  it('accepts a valid request; notes optional', () => {
    expect(issues(valid)).toEqual([])
    expect(schema.parse({ ...valid, notes: '  ' }).notes).toBeUndefined()
  })

  it.each([
    ['yesterday', '2026-03-09', false],
    ['today', '2026-03-10', true],
    ['tomorrow', '2026-03-11', true],
    ['the datepicker max', '2470-12-31', true],
    ['after the max', '2471-01-01', false],
    ['an impossible day', '2026-02-30', false],
    ['a leap day in a leap year', '2028-02-29', true],
    ['a French-style date', '14/03/2026', false],
    ['no leading zeros', '2026-3-14', false],
    ['empty', '', false],
  ])('preferredDate %s (%s) valid: %s', (_, preferredDate, ok) => {
    const expected = ok ? [] : [{ field: 'preferredDate', message: 'Please fill in Preferred Date.' }]
    expect(issues({ ...valid, preferredDate })).toEqual(expected)
  })

  it.each([
    ['00:00', true],
    ['09:05', true],
    ['23:59', true],
    ['24:00', false],
    ['12:60', false],
    ['9:05', false],
    ['14h30', false],
  ])('preferredTime %s valid: %s', (preferredTime, ok) => {
    const expected = ok ? [] : [{ field: 'preferredTime', message: 'Please fill in Preferred Time.' }]
    expect(issues({ ...valid, preferredTime })).toEqual(expected)
  })

  it.each([
    ['phone', '', 'Please fill in Phone.'],
    ['phone', '1234', 'Please enter a valid phone number.'],
    ['size', '', 'Please fill in Size.'],
    ['email', 'x@y', 'Please enter a valid email address.'],
    ['notes', 'x'.repeat(2001), 'Special Instructions is too long.'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(issues({ ...valid, [field]: value })).toEqual([{ field, message }])
  })

  it('reads the clock at parse time, not when the schema is built', () => {
    let today = '2026-03-10'
    const s = createBookingSchema(undefined, undefined, { today: () => today })
    expect(issues({ ...valid, preferredDate: '2026-03-12' }, s)).toEqual([])
    today = '2026-03-13'
    expect(issues({ ...valid, preferredDate: '2026-03-12' }, s).map((i) => i.field)).toEqual(['preferredDate'])
  })

  it('defaults today to the Paris date', () => {
    expect(issues({ ...valid, preferredDate: '2000-01-01' }, createBookingSchema()).map((i) => i.field)).toEqual([
      'preferredDate',
    ])
    expect(issues({ ...valid, preferredDate: '2470-12-31' }, createBookingSchema())).toEqual([])
  })

  it('keeps the copy and the datepicker max', () => {
    expect(DATEPICKER_MAX).toBe('2470-12-31')
    expect(en.requests.tryOn.success).toBe('Booking request sent successfully!')
    expect(en.requests.tryOn.error).toBe('Error sending booking request.')
  })
})

describe('bookingSchema with the boutique hours', () => {
  // 2026-03-14 is a Saturday (11:00–18:00 by default), 2026-03-16 a Monday (10:30–19:30), 2026-03-15 a Sunday.
  const withHours = (hours: OpeningHours[]) => createBookingSchema(undefined, undefined, { today: '2026-03-10', hours })
  const fr = createBookingSchema(fr_.requests.fields, fr_.requests.validation, {
    today: '2026-03-10',
    hours: [],
    locale: 'fr',
  })

  it.each([
    ['2026-03-14', '11:00', []],
    ['2026-03-14', '18:00', []],
    [
      '2026-03-14',
      '10:59',
      [
        {
          field: 'preferredTime',
          message: 'The boutique is open from 11:00 to 18:00 that day. Please choose a time in between.',
        },
      ],
    ],
    [
      '2026-03-14',
      '18:01',
      [
        {
          field: 'preferredTime',
          message: 'The boutique is open from 11:00 to 18:00 that day. Please choose a time in between.',
        },
      ],
    ],
    ['2026-03-16', '10:30', []],
    [
      '2026-03-16',
      '19:45',
      [
        {
          field: 'preferredTime',
          message: 'The boutique is open from 10:30 to 19:30 that day. Please choose a time in between.',
        },
      ],
    ],
    [
      '2026-03-15',
      '12:00',
      [{ field: 'preferredDate', message: 'The boutique is closed that day. Please choose another date.' }],
    ],
  ])('%s at %s → %j', (preferredDate, preferredTime, expected) => {
    expect(issues({ ...valid, preferredDate, preferredTime }, withHours([]))).toEqual(expected)
  })

  it('uses the hours recorded for the boutique, and never adds the hours message to an invalid time', () => {
    const hours = [{ day: 'saturday', open: '09:00', close: '12:00' }]
    expect(issues({ ...valid, preferredTime: '09:30' }, withHours(hours))).toEqual([])
    expect(issues({ ...valid, preferredTime: '14:30' }, withHours(hours)).map((i) => i.message)).toEqual([
      'The boutique is open from 09:00 to 12:00 that day. Please choose a time in between.',
    ])
    expect(issues({ ...valid, preferredTime: '25:00' }, withHours(hours))).toEqual([
      { field: 'preferredTime', message: 'Please fill in Preferred Time.' },
    ])
  })

  it('speaks French with the French copy', () => {
    expect(issues({ ...valid, preferredTime: '20:00' }, fr)).toEqual([
      {
        field: 'preferredTime',
        // French hours read "11 h", the spaces no-break.
        message:
          'Ce jour-là, la boutique est ouverte de 11\u00a0h à 18\u00a0h. Veuillez choisir une heure dans cet intervalle.',
      },
    ])
    expect(issues({ ...valid, preferredDate: '2026-03-15' }, fr)).toEqual([
      { field: 'preferredDate', message: 'La boutique est fermée ce jour-là. Veuillez choisir une autre date.' },
    ])
  })
})
