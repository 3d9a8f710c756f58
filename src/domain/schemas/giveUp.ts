// The cancel link back from the hosted payment page (GET /api/payments/cancel?order=…&token=…).
import { z } from './zod'

export const giveUpLinkSchema = z.object({
  order: z.string().regex(/^[1-9]\d{0,14}$/, { error: 'Unknown order.' }),
  token: z.string().regex(/^[0-9a-f]{64}$/, { error: 'Invalid link.' }),
})
