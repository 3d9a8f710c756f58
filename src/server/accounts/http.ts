// What our /api/account endpoints answer: the auth session as the spec lists it (the
// tokens stay in the httpOnly cookie, so the body carries expires_in, expires_at and the user) and the cookie.
import { sessionTimes } from '@/domain/accounts/session'
import type { Customer } from '@/payload-types'
import { json } from '../http/errors'
import { getPayload } from '../platform/payload'
import type { Caller } from './audit'
import { clearedSessionCookie, sessionCookie } from '../http/customerSession'
import { publicProfile } from './profile'

/** Answers for a customer and session, always private (each answer is one shopper's). */
export const PRIVATE = { 'Cache-Control': 'private, no-store' }

export function sessionResponse(customer: Customer, token: string, exp: number, event: string, status = 200) {
  return json({ event, session: { ...sessionTimes(exp, Date.now()), user: publicProfile(customer) } }, status, {
    ...PRIVATE,
    'Set-Cookie': sessionCookie(token),
  })
}

export const signedOutResponse = (body: Record<string, unknown> = {}) =>
  json({ event: 'SIGNED_OUT', session: null, ...body }, 200, { ...PRIVATE, 'Set-Cookie': clearedSessionCookie() })

/** The request an account flow acts for: its connection's address (as the endpoint's limiter saw it) and headers. */
export const callerOf = (request: Request, ip: string): Caller => ({ ip, headers: request.headers })

export { getPayload }
