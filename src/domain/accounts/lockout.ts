// Who gets locked out of a shopper account, and of what. Wrong passwords and wrong codes are counted per connection
// and typed address (an attacker's connection locks itself, never the owner's), and wrong passwords also per address
// over every connection (many connections guessing one account pause its *password* sign-in). Nothing here ever
// blocks a mailed code or reset link from getting the owner in: reading the mailbox is proof enough. Counted for
// any typed address, with an account or not, so a lock says nothing about the address.
export const LOCKOUT = {
  /** Wrong passwords (or wrong codes) from one connection for one address before that connection waits. */
  perConnection: 5,
  /** Wrong passwords for one address from every connection before password sign-in pauses for it. */
  perAccount: 20,
  windowMs: 15 * 60_000,
} as const

export interface FailureCounter {
  /** Milliseconds this key stays locked, 0 when it may try. */
  lockedFor(key: string): number
  /** Counts one failure; true when this one started the lock. */
  record(key: string): boolean
  clear(key: string): void
  clearAll(): void
}

/** Failures per key in a window that starts at the first one; `max` of them lock the key until the window ends. */
export function failureCounter(max: number, windowMs: number, now: () => number = Date.now): FailureCounter {
  const counts = new Map<string, { count: number; since: number }>()
  let swept = now()
  // Forgets ended windows at most once per window, so a flood of addresses cannot grow the map forever.
  const sweep = () => {
    if (now() - swept < windowMs) return
    swept = now()
    for (const [key, c] of counts) if (swept - c.since >= windowMs) counts.delete(key)
  }
  const current = (key: string) => {
    const c = counts.get(key)
    if (c && now() - c.since >= windowMs) {
      counts.delete(key)
      return undefined
    }
    return c
  }
  return {
    lockedFor(key) {
      const c = current(key)
      return c && c.count >= max ? c.since + windowMs - now() : 0
    },
    record(key) {
      sweep()
      const c = current(key)
      if (!c) counts.set(key, { count: 1, since: now() })
      else c.count += 1
      return (c?.count ?? 1) === max
    },
    clear: (key) => void counts.delete(key),
    clearAll: () => counts.clear(),
  }
}

/** Whole minutes left, at least one, for the messages ("please wait 12 min"). */
export const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000))
