// Numbers and clock times as a shopper reads them. French writes a decimal comma ("pointure 35,5", "17,8 cm") and
// hours the way a French shop door does ("10 h 30", "10 h" on the hour), with no-break spaces so a line never
// splits them; English keeps "35.5", "17.8 cm" and "10:30". Only what is displayed changes: sizes are stored, sent
// and compared as '35.5', times as 'HH:MM' — these functions are called at the last step, where text is written.
import { INTL_LOCALES, type Locale } from './locale'

const NBSP = '\u00a0'
const DECIMALS: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(INTL_LOCALES.en, { maximumFractionDigits: 2, useGrouping: false }),
  fr: new Intl.NumberFormat(INTL_LOCALES.fr, { maximumFractionDigits: 2, useGrouping: false }),
}

/** A decimal number in the page's language: 17.8 → '17,8' in French, '17.8' in English. */
const formatDecimal = (n: number, locale: Locale) => DECIMALS[locale].format(n)

const NUMERIC = /^\d+(?:\.\d+)?$/

/**
 * A size as written for the shopper: '35.5' → '35,5' in French. A size that is not a plain number ('S', 'TU') and
 * an empty size are given back as they came, so a label never reads 'NaN'.
 */
export function formatSize(size: string | number | null | undefined, locale: Locale): string {
  const s = String(size ?? '').trim()
  return NUMERIC.test(s) ? formatDecimal(Number(s), locale) : s
}

/** A length in centimetres with its unit, kept on one line: '17,8 cm' in French, '17.8 cm' in English. */
export const formatCentimetres = (cm: number, locale: Locale) => `${formatDecimal(cm, locale)}${NBSP}cm`

const HHMM = /^(\d{1,2}):(\d{2})$/

/**
 * A clock time from its stored 'HH:MM': French '10 h 30', '10 h' on the hour, '9 h 30' (no leading zero), the
 * spaces no-break; English keeps the stored '10:30'. Anything that is not 'HH:MM' is given back untouched.
 */
export function formatTime(hhmm: string | null | undefined, locale: Locale): string {
  const s = (hhmm ?? '').trim()
  const m = HHMM.exec(s)
  if (!m || locale !== 'fr') return s
  const hour = String(Number(m[1]))
  return m[2] === '00' ? `${hour}${NBSP}h` : `${hour}${NBSP}h${NBSP}${m[2]}`
}

/** Opening and closing time as one span: '10 h 30 – 19 h 30' / '10:30 – 19:30'. */
export const formatTimeRange = (open: string, close: string, locale: Locale) =>
  `${formatTime(open, locale)} – ${formatTime(close, locale)}`

/** A percentage as the language writes it, the sign kept on the number's line: '25,5 %' in French, '25.5 %' in
 *  English (the house's documents space it in both). */
export const formatPercent = (n: number, locale: Locale) => `${formatDecimal(n, locale)}${NBSP}%`

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const LONG_DAY: Record<Locale, Intl.DateTimeFormat> = {
  // British order for the house's English, as its other dates: day before month.
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat(INTL_LOCALES.fr, { dateStyle: 'full', timeZone: 'UTC' }),
}

/**
 * A calendar day from its stored 'YYYY-MM-DD' as a person reads it: 'Monday 16 March 2026', 'lundi 16 mars 2026'.
 * The day is a date on the boutique's calendar, not an instant: it is read and written in UTC so no time zone can move
 * it a day. Anything that is not such a date is given back untouched.
 */
export function formatDay(isoDay: string | null | undefined, locale: Locale): string {
  const s = (isoDay ?? '').trim()
  const m = ISO_DAY.exec(s)
  if (!m) return s
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  // The day's number stays on the line of its month ('3 décembre'), as a French typesetter binds them.
  return at.getUTCDate() === Number(m[3])
    ? LONG_DAY[locale].format(at).replace(',', '').replace(/(\d) /, `$1${NBSP}`)
    : s
}
