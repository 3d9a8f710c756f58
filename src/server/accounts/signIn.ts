// Password sign-in through Payload's Local API login (hash check, maxLoginAttempts lock, verified address, session
// row), behind the per-address lockout. Every wrong answer is "Invalid email or password" whether the address
// exists or not; a locked address answers "locked" whether it exists or not.
import type { Payload } from 'payload'
import type { Locale } from '@/domain/locale'
import type { Customer } from '@/payload-types'
import { isPayloadError } from '../platform/errorNames'
import { accountError } from './copy'
import { assertNotLocked, clearFailures, lockedFor, normalizeEmail, recordFailure } from './guard'
import { oneSessionChangeAtATime } from './sessionQueue'
import { findCustomerByEmail, resendVerification } from './signUp'

export interface SignedIn {
  token: string
  exp: number
  customer: Customer
}

export async function signIn(payload: Payload, l: Locale, email: string, password: string): Promise<SignedIn> {
  const address = normalizeEmail(email)
  assertNotLocked(l, address)
  try {
    const result = await oneSessionChangeAtATime(address, () =>
      payload.login({ collection: 'customers', data: { email: address, password } }),
    )
    if (!result.token || !result.exp) throw new Error('login returned no token')
    clearFailures(address)
    return { token: result.token, exp: result.exp * 1000, customer: result.user as Customer }
  } catch (err) {
    const locked = isPayloadError(err, 'LockedAuth')
    if (isPayloadError(err, 'UnverifiedEmail')) {
      // The password was right: the owner is asking, so the link goes out again.
      const customer = await findCustomerByEmail(payload, address)
      if (customer) await resendVerification(payload, l, customer)
      throw accountError(l, 403, 'unverified', 'email')
    }
    if (locked || isPayloadError(err, 'AuthenticationError')) {
      recordFailure(address)
      if (locked || lockedFor(address) > 0) assertNotLocked(l, address)
      if (locked) throw accountError(l, 429, 'locked', '', { 'Retry-After': '900' })
      throw accountError(l, 401, 'invalidCredentials', 'password')
    }
    throw err
  }
}
