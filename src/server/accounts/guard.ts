// The lockout's per-address half (Payload's maxLoginAttempts is the per-account half, in the database): failed
// sign-ins and wrong codes are counted per typed address, whether or not it has an account, so a locked answer says
// nothing about the address. Plus the shared limiter's per-address budget (formEmail) on every account request.
import type { Locale } from '@/domain/locale'
import { hitLimit } from '../http/limits'
import { accountError } from './copy'

export const MAX_FAILURES = 5
export const LOCK_MS = 15 * 60_000

const g = globalThis as unknown as { __accountFailures?: Map<string, { count: number; since: number }> }
const failures = () => (g.__accountFailures ??= new Map())

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** Milliseconds this address stays locked, 0 when it may try. */
export function lockedFor(email: string, now = Date.now()): number {
  const f = failures().get(normalizeEmail(email))
  if (!f) return 0
  if (now - f.since >= LOCK_MS) {
    failures().delete(normalizeEmail(email))
    return 0
  }
  return f.count >= MAX_FAILURES ? f.since + LOCK_MS - now : 0
}

export function recordFailure(email: string, now = Date.now()) {
  const key = normalizeEmail(email)
  const f = failures().get(key)
  if (!f || now - f.since >= LOCK_MS) failures().set(key, { count: 1, since: now })
  else f.count += 1
}

export const clearFailures = (email: string) => failures().delete(normalizeEmail(email))

/** Tests start with no failure counted. */
export const resetFailures = () => failures().clear()

/** Throws the localized "locked" answer (429 + Retry-After) when the address is locked. */
export function assertNotLocked(l: Locale, email: string) {
  const ms = lockedFor(email)
  if (ms > 0) throw accountError(l, 429, 'locked', '', { 'Retry-After': String(Math.ceil(ms / 1000)) })
}

/** Counts one request for this address against the shared per-address budget; 429 when it is spent. */
export function limitAddress(l: Locale, action: string, email: string) {
  const r = hitLimit('formEmail', `account-${action}`, normalizeEmail(email))
  if (!r.allowed) throw accountError(l, 429, 'locked', '', { 'Retry-After': String(Math.ceil(r.retryAfterMs / 1000)) })
}
