// The admin's server functions, one refused before Payload runs it: a publication scheduled for a time already past
// (domain/schedule.ts). Payload's drawer checks the time against the browser's clock, not Paris's; refused here, no
// job is queued, so nothing is published at once by mistake. (The drawer does not read a server function's error:
// it still says "scheduled", and its list of what is coming shows nothing new — upstream behaviour.)
import { isPastSchedule } from '@/domain/schedule'
import { log } from './log'

interface ServerFunctionCall {
  name: string
  args?: unknown
}

export function refusedServerFunction(call: ServerFunctionCall, now = new Date()): { error: string } | null {
  if (call.name !== 'schedule-publish') return null
  const args = (call.args ?? {}) as { date?: string | Date; type?: string }
  if (!args.date || !isPastSchedule(args.date, now)) return null
  log.info('schedule-publish refused: the time has passed', { at: args.date, type: args.type })
  return { error: 'This time has already passed in the time zone it is scheduled in.' }
}
