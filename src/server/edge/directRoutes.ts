// Routes our production server (./httpServer.ts) answers itself instead of handing them to Next. Only for a response
// held open for a long time: under Next, each open request keeps its request context, its web stream and the pipe
// into the socket alive, about three times what the connection itself costs (bench/live-cart). Such a route is
// registered by the app at start (src/instrumentation.ts), so its code is the app's own: the same Payload, the same
// endpoint pipeline, the same rate limits. DIRECT_ROUTES=off hands every request to Next (the bench compares both).
import type { IncomingMessage, ServerResponse } from 'node:http'

export type DirectHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

// On globalThis: the app registers from its bundle, our server (another module instance) looks up.
const g = globalThis as unknown as { __directRoutes?: Map<string, DirectHandler> }

/** Answers `method pathname` (exact path, any query) with `handler` on our server. */
export function registerDirectRoute(method: string, pathname: string, handler: DirectHandler) {
  ;(g.__directRoutes ??= new Map()).set(`${method} ${pathname}`, handler)
}

/** The handler our server uses for this request, or undefined when Next answers it. */
export function directRouteFor(req: IncomingMessage): DirectHandler | undefined {
  if (!g.__directRoutes || process.env.DIRECT_ROUTES === 'off') return undefined
  const pathname = (req.url ?? '').split('?', 1)[0]
  return g.__directRoutes.get(`${req.method} ${pathname}`)
}
