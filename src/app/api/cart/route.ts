// GET /api/cart — the signed-in shopper's saved cart (customer null for a guest); PUT /api/cart — replaces it with the
// browser's cart (the spec's "delete by user, then insert"), announced live to the shopper's other devices; 401 for
// anyone not signed in as a customer: their cart stays in the browser. Never cached (one shopper's data).
import { cartQuerySchema, cartWriteSchema } from '@/domain/schemas/cart'
import type { CartItem } from '@/domain/cart/types'
import { cartCaller } from '@/server/carts/customer'
import { readCart, writeCart } from '@/server/carts/store'
import { endpoint } from '@/server/http/endpoint'
import { ApiError, json } from '@/server/http/errors'
import { messagesFor } from '@/server/http/copy'
import { getPayload } from '@/server/platform/payload'
import type { Locale } from '@/domain/locale'

async function signedIn(request: Request, l: Locale) {
  const caller = await cartCaller(request)
  if (!caller) throw new ApiError(401, [{ field: '', message: messagesFor(l).cartSync.signedOut }])
  return caller
}

export const GET = endpoint({
  name: 'cart-read',
  budget: 'api',
  input: 'query',
  schema: () => cartQuerySchema,
  async handle({ request }) {
    // Asked on every page by the cart sync: a visitor without a customer session is an answer (a guest), not an
    // error — a 401 here would put a red line in every guest's browser console.
    const caller = await cartCaller(request)
    if (!caller) return json({ customer: null, items: [], updatedAt: null })
    return json({ customer: caller.id, ...(await readCart(await getPayload(), caller)) })
  },
})

export const PUT = endpoint({
  name: 'cart-write',
  budget: 'api',
  input: 'json',
  schema: () => cartWriteSchema,
  async handle({ request, data, locale }) {
    const caller = await signedIn(request, locale)
    return json({ customer: caller.id, ...(await writeCart(await getPayload(), caller, data.items as CartItem[])) })
  },
})
