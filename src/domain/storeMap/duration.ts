// Travel durations as the store map shows them: "12 min" under an hour, "1 h 05 min" from an hour on.
// French typography: a non-breaking space between a number and its unit, so "1 h" never wraps apart.
import type { Locale } from '../locale'

/** Whole minutes, rounded to the nearest; any trip under a minute still reads "1 min". */
export function formatDuration(seconds: number, locale: Locale): string {
  const sp = locale === 'fr' ? '\u00a0' : ' '
  const total = Math.max(1, Math.round(Math.max(0, seconds) / 60))
  const h = Math.floor(total / 60)
  const m = total % 60
  if (h === 0) return `${m}${sp}min`
  return `${h}${sp}h ${String(m).padStart(2, '0')}${sp}min`
}

/** Distances: metres under a kilometre, else kilometres with one decimal in the locale's notation. */
export function formatDistance(meters: number, locale: Locale): string {
  const sp = locale === 'fr' ? '\u00a0' : ' '
  if (meters < 1000) return `${Math.max(10, Math.round(meters / 10) * 10)}${sp}m`
  const km = (Math.round(meters / 100) / 10).toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-US')
  return `${km}${sp}km`
}
