// Who gets locked out of a shopper account, and of what. Wrong passwords and wrong codes are counted per connection
// and typed address (an attacker's connection locks itself, never the owner's), and wrong passwords also per address
// over every connection (many connections guessing one account pause its *password* sign-in). Nothing here ever
// blocks a mailed code or reset link from getting the owner in: reading the mailbox is proof enough. Counted for
// any typed address, with an account or not, so a lock says nothing about the address. The counting itself is the
// shop's one limiter (src/server/http/limits.ts).
export const LOCKOUT = {
  /** Wrong passwords (or wrong codes) from one connection for one address before that connection waits. */
  perConnection: 5,
  /** Wrong passwords for one address from every connection before password sign-in pauses for it. */
  perAccount: 20,
  windowMs: 15 * 60_000,
} as const

/** Whole minutes left, at least one, for the messages ("please wait 12 min"). */
export const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000))
