// Query of GET /api/stock?skus=a,b,c — the sizes of one product page, for its live stock island.
import { z } from './zod'

export const stockQuerySchema = z.object({
  skus: z
    .string()
    .min(1, 'Give at least one SKU.')
    .transform((raw) => [...new Set(raw.split(','))].sort())
    .pipe(z.array(z.string().regex(/^[a-z0-9][a-z0-9.-]{0,119}$/i, 'Not a SKU.')).max(40, 'At most 40 SKUs.')),
})
