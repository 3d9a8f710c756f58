// The lockouts of shopper sign-in (the rule: src/domain/accounts/lockout.ts). Wrong passwords and wrong codes count
// per connection and typed address; wrong passwords also per address over every connection, which pauses password
// sign-in for the address (Payload's maxLoginAttempts is the same pause kept in the database, for several
// instances). A mailed code or reset link is never refused by a lock, and proving the mailbox lifts them. Each 429
// says which lock it is and what still works. Mail requests (codes, links, notices) have a per-address budget.
// In memory, per process, like the shared limiter (docs/architecture.md, "Scale path").
import { LOCKOUT, failureCounter, minutesLeft } from '@/domain/accounts/lockout'
import type { Locale } from '@/domain/locale'
import { fill } from '../http/copy'
import { ApiError } from '../http/errors'
import { hitLimit } from '../http/limits'
import { accountCopy } from './copy'

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

const g = globalThis as unknown as { __accountLocks?: ReturnType<typeof makeCounters> }

const makeCounters = () => ({
  password: failureCounter(LOCKOUT.perConnection, LOCKOUT.windowMs),
  code: failureCounter(LOCKOUT.perConnection, LOCKOUT.windowMs),
  account: failureCounter(LOCKOUT.perAccount, LOCKOUT.windowMs),
})
const counters = () => (g.__accountLocks ??= makeCounters())

/** One connection asking about one address. */
const at = (ip: string, email: string) => `${ip}|${normalizeEmail(email)}`

type LockKey = 'locked' | 'accountLocked' | 'codeLocked' | 'tooManyMails'

/** The 429 of one lock, its message filled with the minutes left. */
export function lockedError(l: Locale, key: LockKey, ms: number) {
  const message = fill(accountCopy(l).errors[key], { minutes: minutesLeft(ms) })
  return new ApiError(429, [{ field: '', message }], { code: key }, { 'Retry-After': String(Math.ceil(ms / 1000)) })
}

/** Refuses a password from a connection locked for this address, or for an address whose password sign-in pauses. */
export function assertPasswordAllowed(l: Locale, ip: string, email: string) {
  const c = counters()
  const mine = c.password.lockedFor(at(ip, email))
  if (mine > 0) throw lockedError(l, 'locked', mine)
  const everyone = c.account.lockedFor(normalizeEmail(email))
  if (everyone > 0) throw lockedError(l, 'accountLocked', everyone)
}

/** Counts a wrong password; true when it started a lock. */
export function recordPasswordFailure(ip: string, email: string): boolean {
  const c = counters()
  const connection = c.password.record(at(ip, email))
  return c.account.record(normalizeEmail(email)) || connection
}

/** The right password: this connection's count and the address's end. */
export function passwordAccepted(ip: string, email: string) {
  counters().password.clear(at(ip, email))
  counters().account.clear(normalizeEmail(email))
}

/** Refuses a code from a connection that sent too many wrong ones for this address. */
export function assertCodeAllowed(l: Locale, ip: string, email: string) {
  const ms = counters().code.lockedFor(at(ip, email))
  if (ms > 0) throw lockedError(l, 'codeLocked', ms)
}

/** Counts a wrong code; true when it started this connection's lock. */
export const recordCodeFailure = (ip: string, email: string) => counters().code.record(at(ip, email))

/** A code or link proved the mailbox: every lock on the address from this connection, and the address's pause, end. */
export function mailboxProven(ip: string, email: string) {
  const c = counters()
  c.code.clear(at(ip, email))
  passwordAccepted(ip, email)
}

/** @internal Tests start with no failure counted. */
export const resetFailures = () => {
  delete g.__accountLocks
}

/** Counts one mail asked for this address against the shared per-address budget; 429 when it is spent. */
export function limitMail(l: Locale, action: string, email: string) {
  const r = hitLimit('formEmail', `account-${action}`, normalizeEmail(email))
  if (!r.allowed) throw lockedError(l, 'tooManyMails', r.retryAfterMs)
}
