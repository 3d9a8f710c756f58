// Our production HTTP entry: Next's request handler inside a plain Node server, for what `next start` cannot do.
// - The caller's socket address reaches the app in PEER_HEADER (any client-sent copy is dropped), so rate limits
//   key on the real address when no trusted proxy stands in front (see src/server/forms/clientIp.ts).
// - A path with broken percent-encoding is a 400 with the usual headers, before Next would fail on it with a 500.
// - HTML goes out with a CSP listing the hashes of its inline scripts (./htmlCsp.ts), so pages stay identical
//   for every visitor and cacheable, without 'unsafe-inline'.
// - A storefront page's own scripts are fetched after its first paint (./deferScripts.ts); the backoffice's are not.
// - A public page Next has served from its cache is sent again from our own copy (./pageCache.ts) until the next
//   revalidation, without walking Next's router for every view.
// - It listens before the app is ready: while the instance migrates and seeds (src/instrumentation.ts, run by
//   app.prepare()) every request is answered at once with the opening page (./openingPage.ts), /api/health 200 and
//   /api/ready 503, instead of being held until the database is ready.
// - SIGTERM stops it gracefully (./shutdown.ts): requests under way finish, new ones get a 503, within 10 s.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import next from 'next'
import { knownScriptHashes } from './cspHashes'
import { deferChunkScripts } from './deferScripts'
import { directRouteFor } from './directRoutes'
import { holdHtmlForCsp } from './htmlCsp'
import { malformedPath } from './malformedPath'
import { answerWhileOpening } from './openingPage'
import { pageCacheFromEnv } from './pageCache'
import { normalizeAddress, PEER_FLAG, PEER_HEADER } from './peer'
import { contentSecurityPolicy, securityHeaders } from './securityHeaders.mjs'
import { type Shutdown, gracefulShutdown } from './shutdown'
import { openingState, whenOpen } from '../platform/opening'
import { serverUrl, serverUrlProblem } from '../platform/serverUrl'
import { isBackofficePath } from '../../domain/navigation'
import { markSharedCacheable } from '../cache/sharedCache'

function badRequest(res: ServerResponse, headers: { key: string; value: string }[]) {
  for (const { key, value } of headers) res.setHeader(key, value)
  res.statusCode = 400
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.end('Bad request: the address is not valid.')
}

function fail(res: ServerResponse, err: unknown) {
  console.error(err)
  if (!res.headersSent) {
    res.statusCode = 500
    res.end('Internal Server Error')
  }
}

export function peerOf(req: IncomingMessage): string {
  return normalizeAddress(req.socket.remoteAddress) ?? 'unknown'
}

export type StartOptions = {
  port?: number
  host?: string
  dir?: string
  /** Called once the server listens, before the app is ready (the opening page is being answered). */
  onListening?: (server: Server, shutdown: Shutdown) => void
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void

/** Listens, then prepares the app; resolves once the app answers (the opening page answers until then). */
export async function startServer({
  port = Number(process.env.PORT) || 3000,
  host = process.env.HOST,
  dir = process.cwd(),
  onListening,
}: StartOptions = {}): Promise<Server> {
  const listenHost = host || (process.env.SERVER_URL ? '::' : '127.0.0.1')
  ;(process.env as Record<string, string>).NODE_ENV = 'production'
  const problem = serverUrlProblem(process.env, listenHost)
  if (problem) throw new Error(problem)
  // Everything downstream (Payload's allow-lists, canonical URLs, emails) reads SERVER_URL.
  process.env.PORT = String(port)
  process.env.SERVER_URL = serverUrl(process.env)
  process.env[PEER_FLAG] = '1'

  const headers = securityHeaders({ env: process.env })
  let serve: Handler | null = null
  const server = createServer((req, res) => {
    if (shutdown.draining) return shutdown.refuse(req, res)
    if (serve) return serve(req, res)
    for (const { key, value } of headers) res.setHeader(key, value)
    answerWhileOpening(req, res, openingState())
  })
  const shutdown = gracefulShutdown(server)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, listenHost, resolve)
  })
  onListening?.(server, shutdown)

  const app = next({ dev: false, dir, hostname: 'localhost', port })
  try {
    await app.prepare()
    // In production Next runs the instrumentation (migrations, seed) in the background of prepare(): the app says
    // when it is open.
    await whenOpen()
  } catch (err) {
    server.close()
    throw err
  }
  const handle = app.getRequestHandler()
  const known = knownScriptHashes()
  const basePolicy = contentSecurityPolicy({ env: process.env, scriptHashes: known })
  const policy = (page: string[] | null) =>
    page ? contentSecurityPolicy({ env: process.env, scriptHashes: [...new Set([...known, ...page])] }) : basePolicy

  const pages = pageCacheFromEnv()
  const deferScripts = process.env.DEFER_SCRIPTS !== '0'

  serve = (req, res) => {
    delete req.headers[PEER_HEADER]
    req.headers[PEER_HEADER] = peerOf(req)
    if (malformedPath(req.url)) return badRequest(res, headers)
    const direct = directRouteFor(req)
    if (direct) {
      // What next.config.mjs adds to every answer, and to every /api answer, since Next does not see this one.
      for (const { key, value } of headers) res.setHeader(key, value)
      res.setHeader('X-Robots-Tag', 'noindex, nofollow')
      return void direct(req, res).catch((err) => fail(res, err))
    }
    if (pages.serve(req, res)) return
    // First, so that it sees the answer as it leaves: with its policy and its shared-cache header.
    pages.capture(req, res)
    // The backoffice keeps Next's script tags as they are: its screens are not judged on their first paint.
    holdHtmlForCsp(req, res, policy, deferScripts && !isBackofficePath(req.url ?? '/') ? deferChunkScripts : undefined)
    markSharedCacheable(res)
    handle(req, res).catch((err) => fail(res, err))
  }
  return server
}
