// GET /api/cart — the signed-in shopper's saved cart (customer null for a guest); PUT /api/cart — replaces it with the
// browser's cart (the spec's "delete by user, then insert"), announced live to the shopper's other devices; 401 for
// anyone not signed in as a customer: their cart stays in the browser. Never cached (one shopper's data).
import { cartQuerySchema, cartWriteSchema } from '@/domain/schemas/cart'
import type { CartItem } from '@/domain/cart/types'
import { cartCaller, cartCallerOf } from '@/server/carts/customer'
import { readCart, writeCart } from '@/server/carts/store'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'
import { messagesFor } from '@/server/http/copy'
import { getPayload } from '@/server/platform/payload'

export const GET = endpoint({
  name: 'cart-read',
  budget: 'api',
  who: 'anyone',
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
  who: 'customer',
  signedOut: (l) => messagesFor(l).cartSync.signedOut,
  input: 'json',
  schema: () => cartWriteSchema,
  async handle({ request, data, user }) {
    const caller = cartCallerOf(request, user)
    return json({ customer: caller.id, ...(await writeCart(await getPayload(), caller, data.items as CartItem[])) })
  },
})
