// Background sweeps of a server instance. Safe to run on every instance: each release is claimed by a guarded
// update, so two instances never restore the same hold twice.
import { expireHolds } from './checkout/fulfilment'
import { pruneVitals } from './backoffice/webVitals'
import { pruneAiLogs } from './recommend/logs'
import { repairRefunds } from './returns/staff'
import { nightlyTick } from './supply/nightly'
import { serverUrl } from './platform/serverUrl'
import { log } from './platform/log'
import { getPayload } from './platform/payload'

const HOLD_SWEEP_MS = 60_000

export function startSchedulers() {
  const g = globalThis as unknown as { __holdSweep?: NodeJS.Timeout }
  if (g.__holdSweep) return
  g.__holdSweep = setInterval(async () => {
    try {
      const released = await expireHolds(await getPayload())
      if (released) log.info(`Released ${released} expired stock hold(s)`)
    } catch (err) {
      log.error('Hold sweep failed', { err: String(err) })
    }
  }, HOLD_SWEEP_MS)
  g.__holdSweep.unref?.()
  // The stock team's nightly check and low-stock email (src/server/supply/nightly.ts decides when it is due).
  const night = setInterval(async () => nightlyTick(await getPayload(), serverUrl()), 10 * 60_000)
  night.unref?.()
  // Rows kept for a while only are swept once a day: the style assistant's logs (90 days, src/server/recommend/logs.ts)
  // and the real-user speed measures (28 days, src/server/backoffice/webVitals.ts). A first sweep a minute after
  // start, so an instance restarted more often than daily still sweeps.
  const retention = async () => {
    for (const [name, prune] of [
      ['ai-logs', pruneAiLogs],
      ['web-vitals', pruneVitals],
    ] as const) {
      try {
        const gone = await prune()
        if (gone) log.info(`Deleted ${gone} ${name} row(s) past their retention`)
      } catch (err) {
        log.error(`${name} sweep failed`, { err: String(err) })
      }
    }
  }
  setTimeout(retention, 60_000).unref?.()
  setInterval(retention, 24 * 60 * 60_000).unref?.()
  // A refund claimed but never recorded (the process stopped between the claim and the provider's answer) is
  // finished with the same idempotency key, so the provider answers the one refund it made (or makes it once).
  const refundRepair = setInterval(async () => {
    try {
      const done = await repairRefunds(await getPayload())
      if (done) log.info(`Finished ${done} interrupted refund(s)`)
    } catch (err) {
      log.error('Refund repair sweep failed', { err: String(err) })
    }
  }, 5 * 60_000)
  refundRepair.unref?.()
}
