// Scheduled publication times. The drawer schedules on Paris's clock whatever the browser's zone, but Payload bounds
// its picker by the browser's own clock: an editor west of Paris can pick a Paris time that has already passed
// (still ahead on their clock), and the job would publish at once. A time is accepted if it is still to come; a
// minute's grace covers the click and the clocks of two machines.
export const SCHEDULE_GRACE_MS = 60_000

export function isPastSchedule(at: string | Date | null | undefined, now: Date): boolean {
  if (at == null) return false
  const t = new Date(at).getTime()
  return Number.isFinite(t) && t < now.getTime() - SCHEDULE_GRACE_MS
}
