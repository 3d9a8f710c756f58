// GET /api/cart/live — Server-Sent Events: `change` whenever the signed-in shopper's saved cart changes (on any
// instance), `ping` every 25 s. 401 when not signed in as a customer. The browser holds one per customer.
import { cartQuerySchema } from '@/domain/schemas/cart'
import { cartCaller } from '@/server/carts/customer'
import { cartStream } from '@/server/carts/stream'
import { endpoint } from '@/server/http/endpoint'
import { ApiError } from '@/server/http/errors'
import { messagesFor } from '@/server/http/copy'
import { liveBus } from '@/server/live'
import { getPayload } from '@/server/platform/payload'

export const dynamic = 'force-dynamic'

export const GET = endpoint({
  name: 'cart-live',
  budget: 'api',
  input: 'query',
  schema: () => cartQuerySchema,
  async handle({ request, locale }) {
    const caller = await cartCaller(request)
    if (!caller) throw new ApiError(401, [{ field: '', message: messagesFor(locale).cartSync.signedOut }])
    return cartStream(liveBus(await getPayload()), caller, request.signal)
  },
})
