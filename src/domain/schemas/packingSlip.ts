// Query of GET /api/packing-slips: the order to pack (`order`, from the order screen); `locale` picks the language
// of a refusal (the slip itself is in the order's language).
import { recordId } from './recordId'
import { z } from './zod'

export const packingSlipQuerySchema = z.object({ order: recordId(), locale: z.enum(['en', 'fr']).optional() })
