// GET /api/cart/live's Server-Sent Events stream for one customer. The stream says `ready` with its channel name (unique
// per customer and time), then `change` for each committed write of the customer's cart (from any instance: the bus),
// and `ping` every 25 s so proxies keep it open and the browser can tell a dead connection; `reconnect` just before
// this instance closes it because it is stopping. Idle streams
// share ONE heartbeat timer per process, so an open subscription costs a stream and a listener, not a timer.
import { randomBytes } from 'node:crypto'
import { LIVE_HEARTBEAT_MS, cartTopic, subscriptionChannel } from '@/domain/live'
import type { LiveBus } from '@/server/live'
import type { CartCaller } from './customer'

/** Streams one customer may hold on one instance; beyond it the oldest is closed (a tab loop cannot pile them up). */
export const MAX_STREAMS_PER_CUSTOMER = 20

interface Open {
  ping(): void
  /** Says `reconnect` (this instance is stopping), then closes. */
  reconnect(): void
  close(): void
  expiresAt: number
}

const g = globalThis as unknown as {
  __cartStreams?: { all: Set<Open>; byCustomer: Map<string, Open[]>; timer: ReturnType<typeof setInterval> | null }
}
const streams = () => (g.__cartStreams ??= { all: new Set(), byCustomer: new Map(), timer: null })

function tick() {
  const now = Date.now()
  for (const s of [...streams().all]) {
    // An expired session ends its stream; the browser reconnects with the refreshed cookie or stops when signed out.
    if (s.expiresAt && s.expiresAt <= now) s.close()
    else s.ping()
  }
}

function track(key: string, open: Open) {
  const st = streams()
  st.all.add(open)
  const list = st.byCustomer.get(key) ?? []
  list.push(open)
  st.byCustomer.set(key, list)
  while (list.length > MAX_STREAMS_PER_CUSTOMER) list[0]!.close()
  if (!st.timer) {
    st.timer = setInterval(tick, LIVE_HEARTBEAT_MS)
    st.timer.unref?.()
  }
}

function untrack(key: string, open: Open) {
  const st = streams()
  st.all.delete(open)
  const list = (st.byCustomer.get(key) ?? []).filter((o: Open) => o !== open)
  if (list.length) st.byCustomer.set(key, list)
  else st.byCustomer.delete(key)
  if (st.all.size === 0 && st.timer) {
    clearInterval(st.timer)
    st.timer = null
  }
}

/**
 * This instance is stopping: every open stream is told `reconnect` and closed, so its browser opens a new one at once
 * (on another instance, behind the load balancer) instead of waiting for a dead connection's timeout.
 */
export function reconnectAllStreams(): number {
  const all = [...streams().all]
  for (const s of all) s.reconnect()
  return all.length
}

/** @internal Open live streams on this instance: tests check that a closed stream is let go. */
export const openStreamCount = () => streams().all.size

const encoder = new TextEncoder()
const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

export const SSE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store, no-transform',
  Connection: 'keep-alive',
  // nginx (deploy/) must pass events through as they come, not buffer them.
  'X-Accel-Buffering': 'no',
}

/** Where one stream's frames go: a web ReadableStream (the route handler) or our server's response (./direct.ts). */
export interface StreamSink {
  /** Sends one frame; false when the sink is gone (the stream then ends). */
  write(text: string): boolean
  end(): void
}

/**
 * Subscribes one stream: says `ready`, relays the customer's changes, joins the shared heartbeat. Returns the
 * cleanup the sink's owner calls when the client goes away (idempotent).
 */
export function subscribeStream(bus: LiveBus, caller: CartCaller, sink: StreamSink): () => void {
  const key = String(caller.id)
  const channel = subscriptionChannel(caller.id, Date.now(), randomBytes(6).toString('hex'))
  let closed = false
  const send = (text: string) => {
    if (!closed && !sink.write(text)) open.close()
  }
  const cleanup = () => {
    if (closed) return
    closed = true
    off()
    untrack(key, open)
  }
  const open: Open = {
    expiresAt: caller.expiresAt,
    ping: () => send(frame('ping', { at: Date.now() })),
    reconnect: () => {
      send(frame('reconnect', { at: Date.now() }))
      open.close()
    },
    close: () => {
      if (closed) return
      cleanup()
      sink.end()
    },
  }
  const off = bus.subscribe(cartTopic(caller.id), (e) => send(frame('change', { kind: e.kind, at: e.at })))
  track(key, open)
  send(frame('ready', { channel, heartbeatMs: LIVE_HEARTBEAT_MS }))
  return cleanup
}

/** The stream as a web Response (the Next route handler's way). */
export function cartStream(bus: LiveBus, caller: CartCaller, signal?: AbortSignal): Response {
  let cleanup = () => undefined as void
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const sink: StreamSink = {
        write(text) {
          try {
            controller.enqueue(encoder.encode(text))
            return true
          } catch {
            return false
          }
        },
        end() {
          signal?.removeEventListener('abort', close)
          try {
            controller.close()
          } catch {
            // already closed by the client
          }
        },
      }
      function close() {
        stop()
        sink.end()
      }
      const stop = subscribeStream(bus, caller, sink)
      cleanup = stop
      signal?.addEventListener('abort', close)
    },
    cancel() {
      cleanup()
    },
  })
  return new Response(body, { headers: SSE_HEADERS })
}
