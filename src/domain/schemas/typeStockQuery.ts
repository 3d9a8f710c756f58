// Query of GET /api/stock/type?type=pumps — a type of the catalogue, for its listing's size filter.
import { PRODUCT_TYPES } from '../catalog'
import { z } from './zod'

export const typeStockQuerySchema = z.object({ type: z.enum(PRODUCT_TYPES, { error: 'Not a product type.' }) })
