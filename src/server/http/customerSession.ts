// Who the signed-in shopper is. Payload names its token cookie `${cookiePrefix}-token` for EVERY auth collection
// (node_modules/payload/dist/auth/extractJWT.js), so a shopper signing in through Payload's REST login would
// overwrite a staff member's `payload-token` in the same browser, and the reverse. Shoppers therefore get a cookie of
// ours, CUSTOMER_COOKIE, which Payload never reads: we hand its token to Payload's own JWT strategy as an
// `Authorization: JWT …` header (signature, auth version, `_verified` and the server-side session id are checked
// exactly as for staff) and accept the result only when it is a customer. Staff keep `payload-token` untouched.
import type { Payload } from 'payload'
import type { Customer } from '@/payload-types'
import { requestSite } from './sameSite'
import type { Locale } from '@/domain/locale'
import { getPayload } from '../platform/payload'
import { messagesFor } from './copy'
import { ApiError } from './errors'

export const CUSTOMER_COOKIE = 'maison-customer'

export type SignedInCustomer = Customer & {
  collection: 'customers'
  /** Payload's session id in the token. */ _sid?: string
}

const secure = () => process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false'

/** The value of one cookie in a Cookie header, or null. */
export function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=')
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim())
  }
  return null
}

/** The customer token a request carries, or null. */
export const customerToken = (headers: Headers) => readCookie(headers.get('cookie'), CUSTOMER_COOKIE)

/**
 * Resolves the signed-in customer from a request's `maison-customer` cookie (never from `payload-token`, which is
 * the staff session's). Returns null when there is no cookie, the token is invalid or expired, its session was
 * ended (sign-out on every device), the address is not verified, the account was deleted, or the request comes
 * from another site. Use it to key anything per shopper (e.g. their cart by `customer.id`).
 */
export async function customerFromRequest(request: { headers: Headers }): Promise<SignedInCustomer | null> {
  const token = customerToken(request.headers)
  if (!token) return null
  // A request from another site never acts for the shopper (SameSite=Lax already drops the cookie on its POSTs).
  if (requestSite(request.headers) === 'cross') return null
  return customerFromToken(token)
}

/** The customer a token stands for, checked by Payload's JWT strategy; null otherwise. */
export async function customerFromToken(token: string, payload?: Payload): Promise<SignedInCustomer | null> {
  const p = payload ?? (await getPayload())
  const headers = new Headers({ Authorization: `JWT ${token}`, DisableAutologin: 'true' })
  const { user } = await p.auth({ headers, canSetHeaders: false })
  if (!user || user.collection !== 'customers') return null
  return user as unknown as SignedInCustomer
}

/** When the token expires (ms since epoch), read from its claims (not verified here); 0 when unreadable. */
export function tokenExpiry(token: string): number {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown }
    return typeof claims.exp === 'number' ? claims.exp * 1000 : 0
  } catch {
    return 0
  }
}

/** Set-Cookie for a new or refreshed session: httpOnly (scripts never see the token), Lax, the token's lifetime. */
export function sessionCookie(token: string): string {
  const maxAge = Math.max(0, Math.floor((tokenExpiry(token) - Date.now()) / 1000))
  return [
    `${CUSTOMER_COOKIE}=${encodeURIComponent(token)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    ...(secure() ? ['Secure'] : []),
  ].join('; ')
}

/** Set-Cookie that removes the session cookie. */
export const clearedSessionCookie = () =>
  [`${CUSTOMER_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', ...(secure() ? ['Secure'] : [])].join('; ')

/** "Session missing": no valid customer session on a call that needs one (the spec's auth error, in its words). */
export const sessionMissing = (l: Locale) =>
  new ApiError(401, [{ field: '', message: messagesFor(l).account.errors.sessionMissing }], { code: 'sessionMissing' })
