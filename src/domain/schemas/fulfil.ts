// Body of POST /api/orders/fulfil — the backoffice's Fulfil button. `from` is the state the staff member saw: a
// second click (or a colleague's) finds the order moved on and is refused, so one press moves it one step.
import { CARRIER_CODES, TRACKING_NUMBER, normalizeTracking } from '../fulfilment'
import { ORDER_STATUSES } from '../orders'
import { recordId } from './recordId'
import { z } from './zod'

export const fulfilSchema = z.object({
  id: recordId(),
  from: z.enum(ORDER_STATUSES),
  carrier: z.enum(CARRIER_CODES as [string, ...string[]]).optional(),
  trackingNumber: z
    .string()
    .transform(normalizeTracking)
    .pipe(z.string().regex(TRACKING_NUMBER, 'A tracking number has 6 to 40 letters, digits or hyphens.'))
    .optional(),
})
export type FulfilInput = z.infer<typeof fulfilSchema>
