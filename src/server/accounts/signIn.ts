// Password sign-in through Payload's Local API login (hash check, the account's pause in the database, verified
// address, session row), behind the locks of ./guard.ts. Every wrong answer is "Invalid email or password" whether
// the address exists or not, and costs the same: an unknown address pays for one password check too. Every failure
// goes to the security log, under the address typed.
import type { Payload } from 'payload'
import { LOCKOUT } from '@/domain/accounts/lockout'
import type { Locale } from '@/domain/locale'
import type { Customer } from '@/payload-types'
import { isPayloadError } from '../platform/errorNames'
import { type Caller, logShopperEvent } from './audit'
import { accountError } from './copy'
import { spendHashTime } from './credentials'
import { assertPasswordAllowed, lockedError, normalizeEmail, passwordAccepted, recordPasswordFailure } from './guard'
import { oneSessionChangeAtATime } from './sessionQueue'
import { findCustomerByEmail } from './signUp'
import { issueVerification } from './verification'

export interface SignedIn {
  token: string
  exp: number
  customer: Customer
}

/** Counts and logs a wrong password (the lock it starts, too); the answer stays "invalid credentials". */
export async function passwordFailed(payload: Payload, caller: Caller, address: string, detail?: string) {
  const locking = await recordPasswordFailure(caller.ip, address)
  await logShopperEvent(payload, caller, 'customer-sign-in-failure', address, detail)
  if (locking) await logShopperEvent(payload, caller, 'customer-locked', address, detail)
}

export async function signIn(
  payload: Payload,
  l: Locale,
  email: string,
  password: string,
  caller: Caller,
): Promise<SignedIn> {
  const address = normalizeEmail(email)
  await assertPasswordAllowed(l, caller.ip, address)
  if (!(await findCustomerByEmail(payload, address))) {
    await spendHashTime(password)
    await passwordFailed(payload, caller, address)
    throw accountError(l, 401, 'invalidCredentials', 'password')
  }
  try {
    const result = await oneSessionChangeAtATime(address, () =>
      payload.login({ collection: 'customers', data: { email: address, password } }),
    )
    if (!result.token || !result.exp) throw new Error('login returned no token')
    await passwordAccepted(caller.ip, address)
    return { token: result.token, exp: result.exp * 1000, customer: result.user as Customer }
  } catch (err) {
    if (isPayloadError(err, 'UnverifiedEmail')) {
      // The password was right: the owner is asking, so a link bound to it goes out again.
      const customer = await findCustomerByEmail(payload, address)
      if (customer) await issueVerification(payload, l, customer.id)
      throw accountError(l, 403, 'unverified', 'email')
    }
    // The pause kept in the database (another instance counted the failures): passwords wait, codes do not.
    if (isPayloadError(err, 'LockedAuth')) throw lockedError(l, 'accountLocked', LOCKOUT.windowMs)
    if (isPayloadError(err, 'AuthenticationError')) {
      await passwordFailed(payload, caller, address)
      throw accountError(l, 401, 'invalidCredentials', 'password')
    }
    throw err
  }
}
