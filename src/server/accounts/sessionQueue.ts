// Every sign-in, refresh and sign-out rewrites an account's whole session list: Payload reads the account, changes
// its list and writes it back. Two of them at once for one account would keep only one change — a phone signing in
// at the same moment as a laptop would find its session gone at its next request. So the changes to one account's
// sessions run one after the other in this process, keyed by the account's address. Another instance (Postgres,
// several servers) has its own queue: see docs/decisions.md#one-change-to-an-accounts-sessions-at-a-time for that
// remaining window.
const tails = new Map<string, Promise<void>>()

export function oneSessionChangeAtATime<T>(email: string, fn: () => Promise<T>): Promise<T> {
  const key = email.trim().toLowerCase()
  const before = tails.get(key) ?? Promise.resolve()
  const run = before.then(fn)
  // The next change waits for this one to end, whether it succeeded or not.
  const tail = run.then(
    () => undefined,
    () => undefined,
  )
  tails.set(key, tail)
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key)
  })
  return run
}
