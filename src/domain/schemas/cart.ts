// Body of PUT /api/cart: the signed-in shopper's whole cart, as the browser holds it (the spec's "delete by user,
// then insert": the lines replace the saved ones). Bounds keep one cart small; checkout re-prices every line anyway.
import { CART_MAX_LINES, CART_MAX_QUANTITY } from '../cart/limits'
import { SIZE_SYSTEMS } from '../orderLines'
import { z } from './zod'

export { CART_MAX_LINES, CART_MAX_QUANTITY }

const text = (max: number) => z.string().max(max)
const names = z.object({ en: text(300).optional(), fr: text(300).optional() }).partial()

export const cartLineSchema = z.object({
  id: z.string().min(1).max(300),
  product_id: z.string().min(1).max(120),
  title: text(300),
  price: z.number().int('Prices are whole cents.').min(0).max(100_000_000),
  quantity: z.number().int('Whole units only.').min(1).max(CART_MAX_QUANTITY),
  image: text(1000).default(''),
  size: text(20).optional(),
  variant: text(120).optional(),
  color: text(120).default(''),
  type: text(60).default(''),
  titles: names.optional(),
  colorNames: names.optional(),
  sizeSystem: z.enum(SIZE_SYSTEMS).optional(),
})

export const cartWriteSchema = z.object({
  items: z.array(cartLineSchema).max(CART_MAX_LINES, `At most ${CART_MAX_LINES} cart lines.`),
  locale: z.enum(['en', 'fr']).optional(),
})

/** The query of GET /api/cart and GET /api/cart/live: nothing but an optional language. */
export const cartQuerySchema = z.object({ locale: z.enum(['en', 'fr']).optional() }).strip()
