// SQLite lets one connection write at a time. Two rules keep this process's writers from tripping over each other:
// - In this process, every write transaction (Payload's own and the checkout's write connection) first takes one
//   async lock, so none of them ever meets a busy file from a sibling. A busy_timeout would instead wait
//   synchronously, freezing the event loop — and with it the very transaction it waits for.
// - A BEGIN that still fails on a busy file (another process) must not be retried on the same libsql connection:
//   libsql leaves the failed statement in progress, and that connection's next COMMIT fails ("SQL statements in
//   progress") — silently, inside Payload. The caller opens a fresh connection before trying again.
const BUSY = /SQLITE_BUSY|database is locked/i

export const isBusy = (e: unknown) => BUSY.test(String((e as Error)?.message ?? e))

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Runs `fn` again while it fails on a busy database: 9 tries over about ten seconds, then the last error. */
export async function retryWhileBusy<T>(fn: () => Promise<T>, tries = 9): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn()
    } catch (e) {
      if (!isBusy(e) || attempt >= tries - 1) throw e
      await sleep(Math.min(20 * 2 ** attempt, 2_000))
    }
  }
}

// One lock for the whole process: Next may load this module more than once (several bundles), so it lives on globalThis.
type Lock = { held: boolean; waiting: (() => void)[] }
const shared = globalThis as unknown as { __sqliteWriteLock?: Lock }
const lock = () => (shared.__sqliteWriteLock ??= { held: false, waiting: [] })

/** How long a writer waits for the lock before giving up as a busy database (a transaction left open would
 *  otherwise stall every writer behind it). */
const WAIT_MS = Number(process.env.SQLITE_WRITE_WAIT_MS || 15_000)

/** Takes the process's SQLite write lock; resolves to its release (call it exactly once). */
export function acquireWriteLock(waitMs = WAIT_MS): Promise<() => void> {
  const l = lock()
  let released = false
  const release = () => {
    if (released) return
    released = true
    const next = l.waiting.shift()
    if (next) next()
    else l.held = false
  }
  if (!l.held) {
    l.held = true
    return Promise.resolve(release)
  }
  return new Promise((resolve, reject) => {
    const turn = () => {
      clearTimeout(timer)
      resolve(release)
    }
    const timer = setTimeout(() => {
      l.waiting.splice(l.waiting.indexOf(turn), 1)
      reject(new Error('SQLITE_BUSY: database is locked (waited for the write lock)'))
    }, waitMs)
    l.waiting.push(turn)
  })
}
