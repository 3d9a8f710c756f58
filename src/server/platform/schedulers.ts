// Background sweeps of a server instance. Safe to run on every instance: each release is claimed by a guarded
// update, so two instances never restore the same hold twice.
import { expireHolds } from '../checkout/fulfilment'
import { log } from './log'
import { getPayload } from './payload'

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
}
