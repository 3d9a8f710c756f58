// The live cart's timing and naming rules (heartbeat every 25 s, a connection silent for 10,000 ms is dead), shared by
// the server's event stream and the browser's subscription. Pure: no I/O.

/** The server writes a heartbeat event this often on an idle stream (proxies close silent connections). */
export const LIVE_HEARTBEAT_MS = 25_000
/** The browser gives a stream this long to open, and a heartbeat this long past its due time, before reconnecting. */
export const LIVE_TIMEOUT_MS = 10_000
/** Reconnect back-off: 1 s, 2 s, 4 s … capped at 30 s, with up to 20 % jitter so instances are not hit together. */
export const LIVE_BACKOFF_BASE_MS = 1_000
export const LIVE_BACKOFF_MAX_MS = 30_000

export function liveBackoffMs(attempt: number, random = Math.random()): number {
  const base = Math.min(LIVE_BACKOFF_MAX_MS, LIVE_BACKOFF_BASE_MS * 2 ** Math.max(0, Math.min(attempt, 10)))
  return Math.round(base * (1 + 0.2 * Math.min(1, Math.max(0, random))))
}

/** The topic every change of one customer's cart is announced on, in every process. */
export const cartTopic = (customerId: string | number) => `cart:${customerId}`

/**
 * The name of one subscription: unique per customer and time (the spec's "channel unique per user and time"), so a
 * reconnect or a second sign-in is a new subscription and never confused with a stale one of the same customer.
 */
export const subscriptionChannel = (customerId: string | number, now: number, nonce: string) =>
  `${cartTopic(customerId)}:${now.toString(36)}:${nonce}`
