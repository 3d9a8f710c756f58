// The lockouts of shopper sign-in (the rule: src/domain/accounts/lockout.ts). Wrong passwords and wrong codes count
// per connection and typed address; wrong passwords also per address over every connection, which pauses password
// sign-in for the address (Payload's maxLoginAttempts is the same pause kept in the database, for several
// instances). A mailed code or reset link is never refused by a lock, and proving the mailbox lifts them. Each 429
// says which lock it is and what still works. Mail requests (codes, links, notices) have a per-address budget.
// The counts live in the one limiter (../http/limits.ts): in Redis when the shop runs on several instances, so a
// lockout holds on all of them and outlives a restart.
import { minutesLeft } from '@/domain/accounts/lockout'
import type { Locale } from '@/domain/locale'
import { fill } from '../http/copy'
import { ApiError } from '../http/errors'
import { failures, hitLimit, resetLimits } from '../http/limits'
import { accountCopy } from './copy'

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** One connection asking about one address. */
const at = (ip: string, email: string) => `${ip}|${normalizeEmail(email)}`

type LockKey = 'locked' | 'accountLocked' | 'codeLocked' | 'tooManyMails'

/** The 429 of one lock, its message filled with the minutes left. */
export function lockedError(l: Locale, key: LockKey, ms: number) {
  const message = fill(accountCopy(l).errors[key], { minutes: minutesLeft(ms) })
  return new ApiError(429, [{ field: '', message }], { code: key }, { 'Retry-After': String(Math.ceil(ms / 1000)) })
}

/** Refuses a password from a connection locked for this address, or for an address whose password sign-in pauses. */
export async function assertPasswordAllowed(l: Locale, ip: string, email: string) {
  const mine = await failures('password').lockedFor(at(ip, email))
  if (mine > 0) throw lockedError(l, 'locked', mine)
  const everyone = await failures('account').lockedFor(normalizeEmail(email))
  if (everyone > 0) throw lockedError(l, 'accountLocked', everyone)
}

/** Counts a wrong password; true when it started a lock. */
export async function recordPasswordFailure(ip: string, email: string): Promise<boolean> {
  const [connection, account] = await Promise.all([
    failures('password').record(at(ip, email)),
    failures('account').record(normalizeEmail(email)),
  ])
  return account || connection
}

/** The right password: this connection's count and the address's end. */
export async function passwordAccepted(ip: string, email: string) {
  await Promise.all([failures('password').clear(at(ip, email)), failures('account').clear(normalizeEmail(email))])
}

/** Refuses a code from a connection that sent too many wrong ones for this address. */
export async function assertCodeAllowed(l: Locale, ip: string, email: string) {
  const ms = await failures('code').lockedFor(at(ip, email))
  if (ms > 0) throw lockedError(l, 'codeLocked', ms)
}

/** Counts a wrong code; true when it started this connection's lock. */
export const recordCodeFailure = (ip: string, email: string) => failures('code').record(at(ip, email))

/** A code or link proved the mailbox: every lock on the address from this connection, and the address's pause, end. */
export async function mailboxProven(ip: string, email: string) {
  await Promise.all([failures('code').clear(at(ip, email)), passwordAccepted(ip, email)])
}

/** @internal Tests start with no failure counted (and no request counted: both live in the one limiter). */
export const resetFailures = resetLimits

/** Counts one mail asked for this address against the shared per-address budget; 429 when it is spent. */
export async function limitMail(l: Locale, action: string, email: string) {
  const r = await hitLimit('formEmail', `account-${action}`, normalizeEmail(email))
  if (!r.allowed) throw lockedError(l, 'tooManyMails', r.retryAfterMs)
}
