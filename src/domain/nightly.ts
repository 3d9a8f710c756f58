// When the stock team's nightly run (reconciliation check, low-stock email) happens: once per Paris calendar day,
// in the Paris hour NIGHTLY_HOUR. The scheduler ticks every few minutes; any tick inside that hour runs it unless a
// nightly run is already stored for that Paris day. Paris time, not UTC: the hour stays 03:00 on the shop's clock
// across summer time (on the autumn night the repeated hour is 02:00, so 03:00 still comes once; on the spring
// night 02:00 is skipped, 03:00 is not). Pure: the server module reads the last run.
export const NIGHTLY_HOUR = 3
export const NIGHTLY_TIME_ZONE = 'Europe/Paris'

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: NIGHTLY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
})

/** The Paris calendar day ('YYYY-MM-DD') and hour (0–23) of an instant. */
export function parisClock(at: Date): { day: string; hour: number } {
  const p = Object.fromEntries(PARTS.formatToParts(at).map((x) => [x.type, x.value]))
  return { day: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) }
}

/** Is the nightly run due at `now`, the last one (if any) having run at `lastRun`? */
export function isNightlyDue(now: Date, lastRun: Date | null): boolean {
  const clock = parisClock(now)
  if (clock.hour !== NIGHTLY_HOUR) return false
  return !lastRun || parisClock(lastRun).day !== clock.day
}
