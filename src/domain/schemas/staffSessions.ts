// Form of /app/session-test: end my other sessions (the only action; its value is checked so a stray post does nothing).
import { z } from './zod'

export const endSessionsSchema = z.object({ action: z.literal('end-others'), locale: z.enum(['en', 'fr']).optional() })
