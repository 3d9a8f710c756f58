// A verified shopper signed in through Payload's own login, and JSON requests from a fresh client address each:
// what the cart and wishlist tests call their endpoints with.
import type { Payload } from 'payload'

const SITE = process.env.SERVER_URL || 'http://localhost:3000'
let seq = 0

/** A verified customer with a session token and the Cookie header the storefront's endpoints read. */
export async function signedInShopper(payload: Payload, tag: string) {
  const { CUSTOMER_COOKIE } = await import('@/server/http/customerSession')
  const email = `${tag}-${Date.now()}-${++seq}@test.example`
  const password = 'a fine long password 42'
  const doc = await payload.create({
    collection: 'customers',
    data: { email, password, _verified: true } as never,
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'customers', data: { email, password } })
  return { id: doc.id, collection: 'customers' as const, cookie: `${CUSTOMER_COOKIE}=${token}`, token: token! }
}

/** Makes requests that each come from their own address in `range` (e.g. '10.9'), so no budget is shared. */
export function requester(range: string) {
  let ip = 0
  return (method: string, path: string, cookie?: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Request(`${SITE}${path}`, {
      method,
      headers: {
        'x-forwarded-for': `${range}.${++ip >> 8}.${ip & 255}`,
        ...headers,
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
}
