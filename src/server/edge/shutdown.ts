// A graceful stop (SIGTERM from the orchestrator, a deploy replacing this instance): stop taking new connections, answer
// a request that still arrives on a kept-alive connection with 503 + Retry-After + `Connection: close` (nginx retries
// it on another instance), let the requests under way finish, tell live-cart streams to reconnect (they would
// otherwise hold their connections until the deadline) and stop the background timers (./draining.ts), then exit.
// Whatever is still open after 10 s is cut: the process exits anyway, so an orchestrator's own kill never has to.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { runDrainHooks } from './draining'

const SHUTDOWN_GRACE_MS = 10_000

/** What a shopper reads if a refusal reaches them (no nginx in front to retry it): in the page's language. */
const stoppingMessage = (url: string | undefined) =>
  /^\/fr(\/|\?|$)/.test(url ?? '')
    ? 'La boutique redémarre\u00a0; veuillez réessayer dans un instant.'
    : 'The shop is restarting; please try again in a moment.'
/** How often connections that went idle while draining are closed. */
const IDLE_SWEEP_MS = 100

export interface Shutdown {
  /** True once stopping: new requests are refused. */
  readonly draining: boolean
  /** Answers a request that arrived while draining. */
  refuse(req: IncomingMessage, res: ServerResponse): void
  /** Starts the stop (idempotent); resolves when exit has been called. */
  stop(signal: string): Promise<void>
}

interface Options {
  exit?: (code: number) => void
  graceMs?: number
  log?: (message: string) => void
  drain?: () => Promise<void>
}

export function gracefulShutdown(server: Server, options: Options = {}): Shutdown {
  const { exit = process.exit, graceMs = SHUTDOWN_GRACE_MS, log = console.log } = options
  const drain = options.drain ?? (() => runDrainHooks(log))
  let draining = false
  let stopping: Promise<void> | null = null
  return {
    get draining() {
      return draining
    },
    refuse(req, res) {
      res.shouldKeepAlive = false
      res.writeHead(503, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': '1',
        Connection: 'close',
      })
      res.end(stoppingMessage(req.url))
    },
    stop(signal) {
      stopping ??= new Promise<void>((resolve) => {
        draining = true
        log(`${signal}: finishing the requests under way, then stopping (at most ${graceMs / 1000} s)`)
        let exited = false
        const finish = (code: number) => {
          if (exited) return
          exited = true
          clearTimeout(deadline)
          clearInterval(sweep)
          exit(code)
          resolve()
        }
        const deadline = setTimeout(() => {
          log(`Still busy after ${graceMs / 1000} s: stopping now`)
          server.closeAllConnections()
          finish(1)
        }, graceMs)
        // Node closes a kept-alive connection only when it is idle: sweep those that finish their request.
        const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
        server.close(() => finish(0))
        server.closeIdleConnections()
        void drain()
      })
      return stopping
    },
  }
}
