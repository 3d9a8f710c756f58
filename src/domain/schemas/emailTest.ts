// The backoffice's "send a test email" form (POST /api/email-test).
import { z } from './zod'

export const emailTestSchema = z.object({
  to: z
    .email({ error: 'Please enter a valid email address.' })
    .max(254, { error: 'Please enter a valid email address.' }),
  locale: z.enum(['en', 'fr']).default('en'),
})
