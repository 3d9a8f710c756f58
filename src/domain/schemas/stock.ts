// Body of POST /api/stock: the cart lines whose online stock the drawer needs.
import { CART_MAX_LINES } from '../cart/limits'
import { recordId } from './recordId'
import { z } from './zod'

export const stockRequestSchema = z.object({
  items: z
    .array(z.object({ id: z.string().min(1).max(200), product_id: z.string().min(1).max(120) }))
    .max(CART_MAX_LINES, `At most ${CART_MAX_LINES} cart lines.`),
})

/** Staff edit of one cell of the stock matrix (/app/stock). */
export const stockEditSchema = z.object({
  sku: z.string().min(1).max(120),
  store: recordId(),
  quantity: z.coerce.number().int('Whole units only.').min(0, 'Stock cannot be negative.').max(100_000),
})
