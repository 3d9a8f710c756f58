// PUT /api/wishlist (the signed-in shopper's whole list, as the browser holds it) and GET /api/wishlist/products
// (the cards of a list, for the wishlist page: the same answer for everyone who saved the same pairs).
import { WISHLIST_MAX } from '../wishlist/saved'
import { z } from './zod'

const productId = z.number().int('Not a product.').positive('Not a product.')

export const wishlistWriteSchema = z.object({
  products: z.array(productId).max(WISHLIST_MAX, `At most ${WISHLIST_MAX} saved pairs.`),
})

export const wishlistQuerySchema = z.object({ locale: z.enum(['en', 'fr']).optional() }).strip()

export const wishlistProductsSchema = z.object({
  ids: z
    .string()
    .min(1, 'Give at least one product.')
    .max(WISHLIST_MAX * 12)
    .transform((raw) => raw.split(',').map((s) => (/^\d{1,9}$/.test(s) ? Number(s) : NaN)))
    .pipe(z.array(z.number().int('Not a product.').positive('Not a product.')).max(WISHLIST_MAX)),
  locale: z.enum(['en', 'fr']).default('en'),
})
