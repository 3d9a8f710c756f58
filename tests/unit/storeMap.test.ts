import { describe, expect, it } from 'vitest'
import { formatDistance, formatDuration } from '@/domain/storeMap/duration'
import { openState, parisClock, weekRows, weekSchedule } from '@/domain/storeMap/hours'
import { classifyStyleAnswer, isBlocking, resolveStyleUrl, webglFailure } from '@/domain/storeMap/mapErrors'
import { mapsLink, platformOf } from '@/domain/storeMap/mapsLink'
import { DETOUR_FACTOR, MODE_SPEED_KMH, estimateRoute, haversineMeters } from '@/domain/storeMap/travel'

// The seeded boutique hours: Monday to Friday 10:30-19:30, Saturday 11:00-18:00, Sunday closed.
const HOURS = [
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({ day, open: '10:30', close: '19:30' })),
  { day: 'saturday', open: '11:00', close: '18:00' },
  { day: 'sunday', open: '', close: '', closed: true },
]
const NBSP = '\u00a0'

describe('the week staff edit', () => {
  it('stores Monday → Sunday whatever order the rows came in, the first row of a day kept', () => {
    const rows = weekRows([
      { day: 'sunday', closed: true },
      { day: 'monday', open: '09:00', close: '18:00' },
      { day: 'monday', open: '12:00', close: '13:00' },
    ])
    expect(rows.map((r) => r.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ])
    expect(rows[0]).toEqual({ day: 'monday', open: '09:00', close: '18:00' })
  })

  it('stores a day not given as closed, as the shop reads it', () => {
    const rows = weekRows([{ day: 'monday', open: '09:00', close: '18:00' }])
    expect(rows[1]).toEqual({ day: 'tuesday', open: null, close: null, closed: true })
    expect(weekSchedule(rows)).toEqual(weekSchedule([{ day: 'monday', open: '09:00', close: '18:00' }]))
    expect(weekRows(null)).toHaveLength(7)
  })
})

describe('opening hours in Paris time', () => {
  it('reads the weekday and minute in Paris in winter (UTC+1) and summer (UTC+2)', () => {
    expect(parisClock(new Date('2026-11-24T09:29:00Z'))).toEqual({ day: 'tuesday', minute: 10 * 60 + 29 })
    expect(parisClock(new Date('2026-07-14T08:30:00Z'))).toEqual({ day: 'tuesday', minute: 10 * 60 + 30 })
    // 23:30 UTC on a Saturday is already Sunday in Paris.
    expect(parisClock(new Date('2026-11-28T23:30:00Z')).day).toBe('sunday')
  })

  it.each([
    ['Tuesday 10:29 Paris (winter): not yet open', '2026-11-24T09:29:00Z', false],
    ['Tuesday 10:30 Paris: opening minute is open', '2026-11-24T09:30:00Z', true],
    ['Tuesday 19:29 Paris: open', '2026-11-24T18:29:00Z', true],
    ['Tuesday 19:30 Paris: closing minute is closed', '2026-11-24T18:30:00Z', false],
    ['Saturday 17:59 Paris: open', '2026-11-28T16:59:00Z', true],
    ['Saturday 18:00 Paris: closed', '2026-11-28T17:00:00Z', false],
    ['Sunday noon: closed all day', '2026-11-29T11:00:00Z', false],
    // DST: on 29 March 2026 Paris moves to UTC+2; on Monday 30 March 09:00 UTC it is 11:00 in Paris (open),
    // while a fixed UTC+1 reading would say 10:00 (closed).
    ['Monday after the spring switch, 09:00 UTC = 11:00 Paris', '2026-03-30T09:00:00Z', true],
    // On 25 October 2026 Paris returns to UTC+1; Monday 26 October 18:45 UTC = 19:45 Paris: closed.
    ['Monday after the autumn switch, 18:45 UTC = 19:45 Paris', '2026-10-26T18:45:00Z', false],
    ['Friday before the autumn switch, 17:45 UTC = 19:45 Paris (UTC+2): closed', '2026-10-23T17:45:00Z', false],
    ['Friday before the autumn switch, 17:15 UTC = 19:15 Paris: open', '2026-10-23T17:15:00Z', true],
  ])('%s', (_, iso, open) => {
    expect(openState(HOURS, new Date(iso)).open).toBe(open)
  })

  it('says when it closes and when it opens next', () => {
    expect(openState(HOURS, new Date('2026-11-24T12:00:00Z'))).toEqual({
      open: true,
      today: 'tuesday',
      closesAt: '19:30',
    })
    expect(openState(HOURS, new Date('2026-11-24T08:00:00Z'))).toMatchObject({ opensAt: '10:30', opensDay: 'tuesday' })
    expect(openState(HOURS, new Date('2026-11-28T19:00:00Z'))).toMatchObject({ opensAt: '10:30', opensDay: 'monday' })
  })

  it('treats a missing day, a closed mark or broken times as closed', () => {
    const week = weekSchedule([
      { day: 'monday', open: '10:00', close: '18:00', closed: true },
      { day: 'tuesday', open: '25:00', close: '18:00' },
      { day: 'wednesday', open: '18:00', close: '10:00' },
      { day: 'thursday', open: ' 09:00 ', close: '12:00' },
    ])
    expect(week.map((d) => d.open)).toEqual([null, null, null, '09:00', null, null, null])
    expect(openState([], new Date('2026-11-24T12:00:00Z'))).toEqual({
      open: false,
      today: 'tuesday',
      opensAt: null,
      opensDay: null,
    })
  })
})

describe('duration formatter', () => {
  it.each([
    [12 * 60, 'en', '12 min'],
    [65 * 60, 'en', '1 h 05 min'],
    [60 * 60, 'en', '1 h 00 min'],
    [2 * 3600 + 30 * 60, 'en', '2 h 30 min'],
    [20, 'en', '1 min'],
    [0, 'en', '1 min'],
    [12 * 60 + 29, 'en', '12 min'],
    [12 * 60 + 31, 'en', '13 min'],
    [59 * 60 + 40, 'en', '1 h 00 min'],
    [12 * 60, 'fr', `12${NBSP}min`],
    [65 * 60, 'fr', `1${NBSP}h 05${NBSP}min`],
  ] as const)('%s s in %s → %s', (s, l, out) => {
    expect(formatDuration(s, l)).toBe(out)
  })

  it('formats distances in metres and kilometres per language', () => {
    expect(formatDistance(432, 'en')).toBe('430 m')
    expect(formatDistance(2345, 'en')).toBe('2.3 km')
    expect(formatDistance(2345, 'fr')).toBe(`2,3${NBSP}km`)
  })
})

describe('travel estimate without a routing service', () => {
  const boutique = { lat: 48.8497, lng: 2.3372 }
  const odeon = { lat: 48.852, lng: 2.3403 }

  it('measures great-circle distance', () => {
    // One degree of latitude is about 111.2 km.
    expect(haversineMeters({ lat: 48, lng: 2 }, { lat: 49, lng: 2 })).toBeCloseTo(111_195, -2)
    expect(haversineMeters(boutique, odeon)).toBeGreaterThan(300)
    expect(haversineMeters(boutique, odeon)).toBeLessThan(400)
  })

  it('derives a labelled estimate from distance and mode speed', () => {
    const from = { lat: 48.8584, lng: 2.2945 } // the Eiffel Tower, about 3.3 km away
    const foot = estimateRoute(from, boutique, 'foot')
    const bike = estimateRoute(from, boutique, 'bike')
    const car = estimateRoute(from, boutique, 'car')
    expect(foot.estimated).toBe(true)
    expect(foot.distance).toBeCloseTo(haversineMeters(from, boutique) * DETOUR_FACTOR, 3)
    expect(foot.duration).toBeCloseTo(foot.distance / ((MODE_SPEED_KMH.foot * 1000) / 3600), 3)
    // About 4.2 km of streets at walking pace: between 45 minutes and an hour.
    expect(foot.duration / 60).toBeGreaterThan(45)
    expect(foot.duration / 60).toBeLessThan(60)
    expect(bike.duration).toBeLessThan(foot.duration)
    expect(car.duration).toBeLessThan(bike.duration)
    expect(foot.line).toEqual([
      [from.lng, from.lat],
      [boutique.lng, boutique.lat],
    ])
  })
})

describe('open in the maps app', () => {
  const boutique = { lat: 48.8497, lng: 2.3372, label: 'Maison Sabine', address: '12 rue de Tournon, 75006 Paris' }
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
  const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'
  const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15'

  it('knows the platform (an iPad that says Macintosh has touch points)', () => {
    expect(platformOf(IPHONE)).toBe('ios')
    expect(platformOf(MAC, 5)).toBe('ios')
    expect(platformOf(MAC, 0)).toBe('other')
    expect(platformOf(ANDROID)).toBe('android')
  })

  it('opens Apple Maps on iOS, geo: on Android, Google Maps elsewhere', () => {
    expect(mapsLink(boutique, 'ios')).toBe('https://maps.apple.com/?q=Maison+Sabine&ll=48.8497%2C2.3372')
    expect(mapsLink(boutique, 'android')).toBe('geo:48.8497,2.3372?q=48.8497,2.3372(Maison%20Sabine)')
    expect(mapsLink(boutique, 'other')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Maison%20Sabine%2C%2012%20rue%20de%20Tournon%2C%2075006%20Paris',
    )
    expect(mapsLink({ ...boutique, lat: null, lng: null }, 'ios')).toContain('address=12+rue+de+Tournon')
  })
})

describe('map failures', () => {
  it('resolves the style from the configuration', () => {
    expect(resolveStyleUrl(undefined, undefined)).toEqual({ ok: true, url: '/map/style.json' })
    expect(resolveStyleUrl('  ', undefined)).toEqual({ ok: true, url: '/map/style.json' })
    expect(resolveStyleUrl('https://tiles.example.com/style.json', undefined)).toEqual({
      ok: true,
      url: 'https://tiles.example.com/style.json',
    })
    expect(resolveStyleUrl('tiles.example.com/style.json', undefined)).toEqual({ ok: false, failure: 'config' })
    expect(resolveStyleUrl('https://api.example.com/style.json?key={token}', '')).toEqual({
      ok: false,
      failure: 'token',
    })
    expect(resolveStyleUrl('https://api.example.com/style.json?key={token}', 'a b')).toEqual({
      ok: true,
      url: 'https://api.example.com/style.json?key=a%20b',
    })
  })

  it('classifies the style answer', () => {
    const style = { version: 8, sources: {}, layers: [] }
    expect(classifyStyleAnswer(200, style)).toBeNull()
    expect(classifyStyleAnswer(200, {})).toBe('config')
    expect(classifyStyleAnswer(200, null)).toBe('config')
    expect(classifyStyleAnswer(404, null)).toBe('config')
    expect(classifyStyleAnswer(401, null)).toBe('token')
    expect(classifyStyleAnswer(500, null)).toBe('load')
    expect(classifyStyleAnswer(503, null)).toBe('load')
    expect(classifyStyleAnswer(0, null)).toBe('load')
  })

  it('draws a map only with WebGL; software WebGL draws it with the hardware hint', () => {
    expect(webglFailure('full')).toBeNull()
    expect(webglFailure('software')).toBe('limitedHardware')
    expect(webglFailure('none')).toBe('noWebgl')
    expect(isBlocking('limitedHardware')).toBe(false)
    expect(isBlocking('limited')).toBe(false)
    expect(isBlocking('noWebgl')).toBe(true)
    expect(isBlocking('load')).toBe(true)
  })
})
