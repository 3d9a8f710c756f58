// Query of GET /api/shipping — it takes none: the zone table is the same for every shopper.
import { z } from './zod'

export const shippingQuerySchema = z.object({}).strip()
