// GET /api/wishlist — the signed-in shopper's saved pairs (an empty list and customer null for a guest, whose list
// stays in the browser); PUT /api/wishlist — replaces them with the browser's list, announced live to the shopper's
// other devices on the cart's channel; 401 for anyone not signed in as a customer. Never cached (one shopper's data).
import { wishlistQuerySchema, wishlistWriteSchema } from '@/domain/schemas/wishlist'
import { cartCaller, cartCallerOf } from '@/server/carts/customer'
import { readSaved, writeSaved } from '@/server/carts/wishlist'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'
import { messagesFor } from '@/server/http/copy'
import { getPayload } from '@/server/platform/payload'

export const GET = endpoint({
  name: 'wishlist-read',
  budget: 'api',
  who: 'anyone',
  input: 'query',
  schema: () => wishlistQuerySchema,
  async handle({ request }) {
    const caller = await cartCaller(request)
    if (!caller) return json({ customer: null, products: [], updatedAt: null })
    return json({ customer: caller.id, ...(await readSaved(await getPayload(), caller)) })
  },
})

export const PUT = endpoint({
  name: 'wishlist-write',
  budget: 'api',
  who: 'customer',
  signedOut: (l) => messagesFor(l).wishlist.signedOut,
  input: 'json',
  schema: () => wishlistWriteSchema,
  async handle({ request, data, user }) {
    const caller = cartCallerOf(request, user)
    return json({ customer: caller.id, ...(await writeSaved(await getPayload(), caller, data.products)) })
  },
})
