// What a shopper reads for a size, a length and a time: a decimal comma and "10 h 30" in French, the stored value's
// own form in English.
import { describe, expect, it } from 'vitest'
import { formatCentimetres, formatDay, formatSize, formatTime, formatTimeRange } from '@/domain/numberFormat'

describe('formatSize', () => {
  it('writes a half size with a decimal comma in French and a point in English', () => {
    expect(formatSize('35.5', 'fr')).toBe('35,5')
    expect(formatSize('6.5', 'fr')).toBe('6,5')
    expect(formatSize('35.5', 'en')).toBe('35.5')
    expect(formatSize(41.5, 'fr')).toBe('41,5')
  })

  it('leaves whole sizes, words and empty sizes as they are', () => {
    expect(formatSize('38', 'fr')).toBe('38')
    expect(formatSize('TU', 'fr')).toBe('TU')
    expect(formatSize('', 'fr')).toBe('')
    expect(formatSize(null, 'en')).toBe('')
    expect(formatSize(undefined, 'fr')).toBe('')
  })
})

describe('formatCentimetres', () => {
  it('writes centimetres with a comma and a no-break space before the unit in French', () => {
    expect(formatCentimetres(17.8, 'fr')).toBe('17,8\u00a0cm')
    expect(formatCentimetres(22, 'fr')).toBe('22\u00a0cm')
    expect(formatCentimetres(17.8, 'en')).toBe('17.8\u00a0cm')
  })

  it('never groups thousands (a size or a length is not an amount)', () => {
    expect(formatCentimetres(1234.5, 'fr')).toBe('1234,5\u00a0cm')
    expect(formatCentimetres(1234.5, 'en')).toBe('1234.5\u00a0cm')
  })
})

describe('formatTime', () => {
  it('writes French hours as "10 h 30", "10 h" on the hour, without a leading zero, spaces no-break', () => {
    expect(formatTime('10:30', 'fr')).toBe('10\u00a0h\u00a030')
    expect(formatTime('10:00', 'fr')).toBe('10\u00a0h')
    expect(formatTime('09:05', 'fr')).toBe('9\u00a0h\u00a005')
    expect(formatTime('00:00', 'fr')).toBe('0\u00a0h')
  })

  it('keeps the stored form in English, and anything that is not HH:MM as it came', () => {
    expect(formatTime('10:30', 'en')).toBe('10:30')
    expect(formatTime('', 'fr')).toBe('')
    expect(formatTime(null, 'fr')).toBe('')
    expect(formatTime('midi', 'fr')).toBe('midi')
  })

  it('writes a span of opening hours', () => {
    expect(formatTimeRange('10:30', '19:00', 'fr')).toBe('10\u00a0h\u00a030 – 19\u00a0h')
    expect(formatTimeRange('10:30', '19:00', 'en')).toBe('10:30 – 19:00')
  })
})

describe('formatDay', () => {
  it('names a stored day with its weekday, in British order in English and in French', () => {
    expect(formatDay('2026-03-16', 'en')).toBe('Monday 16\u00a0March 2026')
    expect(formatDay('2026-03-16', 'fr')).toBe('lundi 16\u00a0mars 2026')
    expect(formatDay('2026-12-31', 'fr')).toBe('jeudi 31\u00a0décembre 2026')
  })

  it('never moves a day across a time zone: the first of the month stays the first', () => {
    const zone = process.env.TZ
    try {
      process.env.TZ = 'Pacific/Honolulu'
      expect(formatDay('2026-03-01', 'en')).toBe('Sunday 1\u00a0March 2026')
    } finally {
      process.env.TZ = zone
    }
  })

  it('gives back anything that is not a real YYYY-MM-DD day as it came', () => {
    expect(formatDay('2026-02-30', 'en')).toBe('2026-02-30')
    expect(formatDay('16/03/2026', 'fr')).toBe('16/03/2026')
    expect(formatDay('', 'fr')).toBe('')
    expect(formatDay(null, 'en')).toBe('')
  })
})
