// Boutique reservations as plain rules: who may reserve, the 48 hours to the millisecond, one held reservation per
// email and SKU, the per-email limit, the staff flow, the deadline on the Paris clock, and the form's messages —
// the booking form's own, in both languages.
import { describe, expect, it } from 'vitest'
import {
  MAX_ACTIVE_PER_EMAIL,
  RESERVATION_HOURS,
  activeKey,
  canStaffMoveReservation,
  isLapsed,
  parisDeadline,
  reservationExpiry,
  reservationRefusal,
  unitOnEnd,
} from '@/domain/reservations'
import { formatZodIssues } from '@/domain/schemas/issues'
import { createBookingSchema } from '@/domain/schemas/forms'
import { createReservationSchema } from '@/domain/schemas/reservation'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'

const size = (online: number, boutique: number, sku = 'boots-taupe-38') => ({ sku, online, boutique })

describe('who may reserve', () => {
  it('a boutique-only size: nothing online, at least one in the boutique', () => {
    expect(reservationRefusal(size(0, 1), [])).toBeNull()
    expect(reservationRefusal(size(0, 3), [])).toBeNull()
  })

  it('not a size the shop sells online, even a last pair', () => {
    expect(reservationRefusal(size(1, 2), [])).toEqual({ kind: 'online' })
    expect(reservationRefusal(size(1, 0), [])).toEqual({ kind: 'online' })
  })

  it('not a size gone from the boutique too, nor one that is not in the catalogue', () => {
    expect(reservationRefusal(size(0, 0), [])).toEqual({ kind: 'gone' })
    expect(reservationRefusal(undefined, [])).toEqual({ kind: 'unknown' })
  })

  it('one held reservation per email and SKU; at most MAX_ACTIVE_PER_EMAIL held at once', () => {
    expect(MAX_ACTIVE_PER_EMAIL).toBe(2)
    expect(reservationRefusal(size(0, 2), ['boots-taupe-38'])).toEqual({ kind: 'already' })
    expect(reservationRefusal(size(0, 2), ['boots-taupe-39'])).toBeNull()
    expect(reservationRefusal(size(0, 2), ['boots-taupe-39', 'boots-taupe-40'])).toEqual({
      kind: 'tooMany',
      limit: 2,
    })
    // Holding this very SKU says so, before the limit.
    expect(reservationRefusal(size(0, 2), ['boots-taupe-38', 'boots-taupe-40'])).toEqual({ kind: 'already' })
  })

  it('the key of a held reservation ignores the email’s case and spaces, not the SKU', () => {
    expect(activeKey(' Claire@Example.com ', 'boots-taupe-38')).toBe('claire@example.com|boots-taupe-38')
    expect(activeKey('claire@example.com', 'boots-taupe-38')).not.toBe(
      activeKey('claire@example.com', 'boots-taupe-39'),
    )
  })
})

describe('48 hours', () => {
  const made = new Date('2026-11-30T09:15:00.000Z')
  it('lapses 48 hours after it was made, to the millisecond', () => {
    expect(RESERVATION_HOURS).toBe(48)
    const until = reservationExpiry(made)
    expect(until.toISOString()).toBe('2026-12-02T09:15:00.000Z')
    expect(isLapsed(until, new Date(until.getTime() - 1))).toBe(false)
    expect(isLapsed(until, until)).toBe(true)
    expect(isLapsed(until.toISOString(), new Date(until.getTime() + 1))).toBe(true)
  })

  it('the deadline reads on the boutique’s clock, in the shopper’s language', () => {
    // 09:15 UTC in December is 10:15 in Paris; in July (summer time) 11:15.
    expect(parisDeadline('2026-12-02T09:15:00.000Z', 'en')).toEqual({
      day: 'Wednesday 2\u00a0December 2026',
      time: '10:15',
    })
    expect(parisDeadline('2026-12-02T09:15:00.000Z', 'fr')).toEqual({
      day: 'mercredi 2\u00a0décembre 2026',
      time: '10\u00a0h\u00a015',
    })
    expect(parisDeadline('2026-07-01T09:15:00.000Z', 'en').time).toBe('11:15')
    // Past midnight in Paris, still the day before in UTC.
    expect(parisDeadline('2026-12-02T23:30:00.000Z', 'en').day).toBe('Thursday 3\u00a0December 2026')
  })
})

describe('staff end a held reservation', () => {
  it('held → collected or cancelled; expired is the sweep’s; an ended one stays ended', () => {
    expect(canStaffMoveReservation('held', 'collected')).toBe(true)
    expect(canStaffMoveReservation('held', 'cancelled')).toBe(true)
    expect(canStaffMoveReservation('held', 'expired')).toBe(false)
    for (const from of ['collected', 'cancelled', 'expired'] as const) {
      for (const to of ['held', 'collected', 'cancelled', 'expired'] as const) {
        expect(canStaffMoveReservation(from, to), `${from} → ${to}`).toBe(from === to)
      }
    }
  })

  it('collected keeps the unit sold; cancelled and expired put it back on the shelf', () => {
    expect(unitOnEnd('collected')).toBe('sold')
    expect(unitOnEnd('cancelled')).toBe('restored')
    expect(unitOnEnd('expired')).toBe('restored')
  })
})

describe('the reservation form', () => {
  const valid = {
    sku: 'boots-taupe-38',
    firstName: 'Claire',
    lastName: 'Dubois',
    email: 'claire@example.fr',
    phone: '+33 6 12 34 56 78',
    requestId: 'reserve-0001',
    locale: 'en',
  }
  const issues = (s: ReturnType<typeof createReservationSchema>, input: unknown) => {
    const r = s.safeParse(input)
    return r.success ? [] : formatZodIssues(r.error)
  }

  it('accepts names, email and phone; trims them', () => {
    const s = createReservationSchema(en.requests.fields, en.requests.validation)
    expect(issues(s, valid)).toEqual([])
    expect(s.parse({ ...valid, firstName: '  Claire ' }).firstName).toBe('Claire')
  })

  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('%s: the booking form’s own messages, field by field', (_l, m) => {
    const s = createReservationSchema(m.requests.fields, m.requests.validation)
    const booking = createBookingSchema(m.requests.fields, m.requests.validation)
    const bad = { firstName: '', lastName: '', email: 'nope', phone: '12' }
    const mine = issues(s, { ...valid, ...bad })
    const theirs = issues(booking, { ...valid, ...bad })
    for (const field of Object.keys(bad)) {
      const message = mine.find((i) => i.field === field)?.message
      expect(message, field).toBeTruthy()
      expect(message).toBe(theirs.find((i) => i.field === field)?.message)
    }
    expect(issues(s, { ...valid, phone: '' }).map((i) => i.message)).toEqual(
      issues(booking, { ...valid, phone: '' })
        .filter((i) => i.field === 'phone')
        .map((i) => i.message),
    )
  })

  it('refuses a request without its SKU, request id or language', () => {
    const s = createReservationSchema()
    expect(issues(s, { ...valid, sku: '' }).map((i) => i.field)).toEqual(['sku'])
    expect(issues(s, { ...valid, requestId: 'x' }).map((i) => i.field)).toEqual(['requestId'])
    expect(issues(s, { ...valid, locale: 'de' }).map((i) => i.field)).toEqual(['locale'])
  })
})

describe('the copy', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    )
  it('has the same keys in both languages; the English call to action is the spec’s', () => {
    expect(keys(fr.reservation).sort()).toEqual(keys(en.reservation).sort())
    expect(en.reservation.cta).toBe('Reserve it in the boutique for 48 h')
    expect(fr.reservation.cta).toBe('Réserver en boutique pendant 48\u00a0h')
  })
})
