// A stopping instance (SIGTERM, src/server/edge/shutdown.ts) on a real HTTP server on a random port: the request under
// way finishes, a request arriving after the stop on a kept-alive connection gets 503 + Connection: close, live-cart
// streams are told `reconnect` and closed (src/server/carts/stream.ts), and exit comes once the last connection closed
// — or, whatever is still open, at 10 s (fake clock).
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import net from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CartCaller } from '@/server/carts/customer'
import { reconnectAllStreams, subscribeStream } from '@/server/carts/stream'
import { type Shutdown, gracefulShutdown } from '@/server/edge/shutdown'
import { createMemoryBus } from '@/server/live/memoryBus'

const servers: Server[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const s of servers.splice(0)) s.closeAllConnections()
})

/** Our server's shape: draining first, then the app (here: /slow waits for `release`, /live is a stream). */
async function serve(exit: (code: number) => void, app: (req: IncomingMessage, res: ServerResponse) => void) {
  let shutdown: Shutdown | null = null
  const server = createServer((req, res) => (shutdown!.draining ? shutdown!.refuse(req, res) : app(req, res)))
  shutdown = gracefulShutdown(server, { exit, log: () => undefined, drain: async () => void reconnectAllStreams() })
  servers.push(server)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return { port: (server.address() as net.AddressInfo).port, shutdown }
}

/** A raw connection: what the server wrote, and whether it closed. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  const seen = { text: '', closed: false }
  socket.on('data', (d) => (seen.text += d.toString()))
  socket.on('close', () => (seen.closed = true))
  socket.on('error', () => undefined)
  return { socket, seen, send: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: shop\r\n\r\n`) }
}

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

describe('a graceful stop', () => {
  it('finishes the request under way, refuses the next one on the same connection, then exits 0', async () => {
    const exit = vi.fn()
    let release = () => undefined as void
    const { port, shutdown } = await serve(exit, (req, res) => {
      if (req.url === '/slow') release = () => res.end('the slow answer')
      else res.end('quick')
    })
    const c = connect(port)
    c.send('/slow')
    await new Promise((r) => setTimeout(r, 50))
    void shutdown.stop('SIGTERM')
    expect(shutdown.draining).toBe(true)
    // A new connection is not accepted any more.
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow()
    // The same kept-alive connection asks again while the first request is still under way.
    c.send('/fr/next')
    await new Promise((r) => setTimeout(r, 50))
    expect(exit).not.toHaveBeenCalled()
    release()
    await until(() => c.seen.closed)
    expect(c.seen.text).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*the slow answer/)
    const second = c.seen.text.slice(c.seen.text.indexOf('HTTP/1.1 503'))
    expect(second).toMatch(/^HTTP\/1\.1 503/)
    expect(second).toMatch(/Retry-After: 1/i)
    expect(second).toMatch(/Connection: close/i)
    expect(second).toContain('La boutique redémarre\u00a0; veuillez réessayer dans un instant.')
    await until(() => exit.mock.calls.length > 0)
    expect(exit).toHaveBeenCalledWith(0)
  })

  it('tells live-cart streams to reconnect and closes them, so the stop does not wait for them', async () => {
    const exit = vi.fn()
    const bus = createMemoryBus()
    const caller = { id: 42, expiresAt: 0 } as unknown as CartCaller
    const { port, shutdown } = await serve(exit, (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' })
      const stop = subscribeStream(bus, caller, {
        write: (text) => !res.writableEnded && res.write(text),
        end: () => res.end(),
      })
      res.once('close', stop)
    })
    const c = connect(port)
    c.send('/api/cart/live')
    await until(() => c.seen.text.includes('event: ready'))
    const started = Date.now()
    await shutdown.stop('SIGTERM')
    expect(c.seen.text).toMatch(/event: reconnect\ndata: \{"at":\d+\}\n\n/)
    expect(exit).toHaveBeenCalledWith(0)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('exits at 10 s at the latest, whatever is still open', async () => {
    vi.useFakeTimers()
    const exit = vi.fn()
    const fake = {
      close: vi.fn(),
      closeIdleConnections: vi.fn(),
      closeAllConnections: vi.fn(),
    } as unknown as Server
    const shutdown = gracefulShutdown(fake, { exit, log: () => undefined, drain: async () => undefined })
    void shutdown.stop('SIGTERM')
    void shutdown.stop('SIGINT') // a second signal starts nothing more
    await vi.advanceTimersByTimeAsync(10_000 - 1)
    expect(exit).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(exit).toHaveBeenCalledTimes(1)
    expect(exit).toHaveBeenCalledWith(1)
    expect(fake.closeAllConnections).toHaveBeenCalled()
  })
})
