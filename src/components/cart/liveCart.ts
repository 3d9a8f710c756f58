// The browser's one live-cart subscription (GET /api/cart/live, Server-Sent Events). Exactly one per customer in
// this tab: subscribing again for the same customer keeps the open stream; another customer closes it first. The
// stream must say `ready` within LIVE_TIMEOUT_MS and ping every heartbeat (25 s) — a silent stream past heartbeat +
// timeout is dead: it is closed and reopened with back-off (1 s, 2 s, 4 s … 30 s). Failures are only logged. A server
// that is stopping says `reconnect`: the stream is reopened after the first back-off step (another instance answers),
// without counting as a failure, and the cart is reloaded once it is open (changes made meanwhile were not heard).
import { LIVE_HEARTBEAT_MS, LIVE_TIMEOUT_MS, liveBackoffMs } from '@/domain/live'

export interface LiveHandlers {
  /** A committed change of this customer's cart (or a resync after the server missed events): reload. */
  onChange(): void
  /** The stream failed: the caller checks whether the shopper is still signed in. */
  onError(): void
  /** The stream is open (tests read the channel name). */
  onReady?(channel: string): void
}

interface Current {
  customer: string
  source: EventSource | null
  attempt: number
  watchdog: ReturnType<typeof setTimeout> | null
  retry: ReturnType<typeof setTimeout> | null
  handlers: LiveHandlers
}

let current: Current | null = null

// Others who keep something on the cart document (the saved pairs) hear each change too, and each reopening of the
// stream (changes made meanwhile were not heard).
const changeListeners = new Set<() => void>()
const changed = (c: Current) => {
  c.handlers.onChange()
  for (const listener of changeListeners) listener()
}

/** Calls `listener` on every change the live stream announces; returns the unsubscribe. */
export function onLiveChange(listener: () => void): () => void {
  changeListeners.add(listener)
  return () => changeListeners.delete(listener)
}

const clear = (c: Current) => {
  if (c.watchdog) clearTimeout(c.watchdog)
  if (c.retry) clearTimeout(c.retry)
  c.watchdog = c.retry = null
  c.source?.close()
  c.source = null
}

function arm(c: Current, ms: number) {
  if (c.watchdog) clearTimeout(c.watchdog)
  c.watchdog = setTimeout(() => fail(c, 'timeout'), ms)
}

function fail(c: Current, why: string) {
  if (current !== c) return
  // Real-time failures are only logged; the console policy keeps warnings out of production consoles.
  console.warn(`live cart stream ${why}; reconnecting`)
  clear(c)
  c.handlers.onError()
  c.retry = setTimeout(() => open(c), liveBackoffMs(c.attempt++))
}

function open(c: Current) {
  if (current !== c) return
  const source = new EventSource('/api/cart/live')
  c.source = source
  arm(c, LIVE_TIMEOUT_MS)
  source.addEventListener('ready', (e) => {
    c.attempt = 0
    arm(c, LIVE_HEARTBEAT_MS + LIVE_TIMEOUT_MS)
    try {
      c.handlers.onReady?.(String((JSON.parse((e as MessageEvent).data) as { channel?: string }).channel ?? ''))
    } catch {
      c.handlers.onReady?.('')
    }
  })
  source.addEventListener('ping', () => arm(c, LIVE_HEARTBEAT_MS + LIVE_TIMEOUT_MS))
  source.addEventListener('change', () => {
    arm(c, LIVE_HEARTBEAT_MS + LIVE_TIMEOUT_MS)
    changed(c)
  })
  source.addEventListener('reconnect', () => {
    if (current !== c) return
    clear(c)
    c.attempt = 0
    c.retry = setTimeout(() => {
      open(c)
      changed(c)
    }, liveBackoffMs(0))
  })
  // EventSource would retry on its own, at its own pace: we close it and apply our back-off instead.
  // (An error of a source already replaced — closed after `reconnect` — is not this subscription's.)
  source.onerror = () => {
    if (c.source === source) fail(c, 'error')
  }
}

// A page with an open stream is kept out of the back/forward cache: the stream closes when the page is hidden and,
// if the browser restores the page, opens again with a reload of the cart (changes made meanwhile were not heard).
let lifecycleBound = false
function bindPageLifecycle() {
  if (lifecycleBound) return
  lifecycleBound = true
  window.addEventListener('pagehide', () => {
    if (current) clear(current)
  })
  window.addEventListener('pageshow', (e) => {
    if (!e.persisted || !current || current.source) return
    current.attempt = 0
    open(current)
    changed(current)
  })
}

/** Holds the one subscription for `customer` (a no-op when it is already held). */
export function subscribeCart(customer: string, handlers: LiveHandlers) {
  if (typeof EventSource === 'undefined') return
  bindPageLifecycle()
  if (current?.customer === customer) {
    current.handlers = handlers
    return
  }
  unsubscribeCart()
  current = { customer, source: null, attempt: 0, watchdog: null, retry: null, handlers }
  open(current)
}

export function unsubscribeCart() {
  if (current) clear(current)
  current = null
}

/** The customer whose cart this tab listens to, or null. */
export const subscribedCustomer = () => current?.customer ?? null
