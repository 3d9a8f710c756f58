// GET /api/cart/live — Server-Sent Events: `change` whenever the signed-in shopper's saved cart changes (on any
// instance), `ping` every 25 s. 401 when not signed in as a customer. The browser holds one per customer.
// One endpoint, two ways in: Next's route handler (src/app/api/cart/live/route.ts: `next start`, dev, tests) and our
// production server, which answers this path itself (registerDirectCartLive) so an idle subscription costs the
// connection and a listener, not a Next request held open. Both go through the same pipeline (rate limit by the
// caller's real address, the customer cookie, the error shape); only where the frames are written differs.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { cartQuerySchema } from '@/domain/schemas/cart'
import { endpoint } from '@/server/http/endpoint'
import { messagesFor } from '@/server/http/copy'
import { liveBus } from '@/server/live'
import { registerDirectRoute } from '@/server/edge/directRoutes'
import { getPayload } from '@/server/platform/payload'
import { cartCallerOf } from './customer'
import { SSE_HEADERS, type StreamSink, cartStream, subscribeStream } from './stream'

export const CART_LIVE_PATH = '/api/cart/live'

/** Requests made by serveCartLive, with the Node response their stream is written to. */
const nodeResponses = new WeakMap<Request, ServerResponse>()
/** What the handler answers once it has taken over a Node response: nothing more is written. */
const TAKEN_OVER = new Response(null, { status: 200 })

function nodeSink(res: ServerResponse): StreamSink {
  return {
    write(text) {
      if (res.destroyed || res.writableEnded) return false
      res.write(text)
      return true
    },
    end() {
      if (!res.writableEnded) res.end()
    },
  }
}

export const cartLive = endpoint({
  name: 'cart-live',
  budget: 'api',
  who: 'customer',
  signedOut: (l) => messagesFor(l).cartSync.signedOut,
  input: 'query',
  schema: () => cartQuerySchema,
  async handle({ request, user }) {
    const caller = cartCallerOf(request, user)
    const bus = liveBus(await getPayload())
    const res = nodeResponses.get(request)
    if (!res) return cartStream(bus, caller, request.signal)
    res.writeHead(200, SSE_HEADERS)
    const stop = subscribeStream(bus, caller, nodeSink(res))
    res.once('close', stop)
    // The client may have gone while we were checking its session: no 'close' comes any more.
    if (res.destroyed || res.socket?.destroyed !== false) stop()
    return TAKEN_OVER
  },
})

/** Our server's way in: the pipeline runs on a Request made of the Node request's URL and headers. */
export async function serveCartLive(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const request = new Request(new URL(req.url ?? CART_LIVE_PATH, 'http://localhost'), { headers })
  nodeResponses.set(request, res)
  const answer = await cartLive(request)
  if (answer === TAKEN_OVER) return
  res.writeHead(answer.status, Object.fromEntries(answer.headers))
  res.end(Buffer.from(await answer.arrayBuffer()))
}

export const registerDirectCartLive = () => registerDirectRoute('GET', CART_LIVE_PATH, serveCartLive)
