// Forgotten password. "Forgot" answers at once, the same whether the address has an account: the lookup, the token
// and the mail come after the answer. The link goes to the storefront's reset page in the shopper's language. A
// reset is never refused by a lock (reading the mailbox is proof enough); it signs the shopper in, confirms the
// address, and ends every other session and every pending sign-up (whoever knew the old password is signed out).
import type { Payload } from 'payload'
import type { Locale } from '@/domain/locale'
import { isPayloadError } from '../platform/errorNames'
import { type Caller, logShopperEvent } from './audit'
import { accountError } from './copy'
import { mailboxProven } from './guard'
import { issueSession } from './issue'
import { afterAnswer, sendReset } from './mail'
import type { SignedIn } from './signIn'
import { findCustomerByEmail } from './signUp'
import { changeAccount, findAccount } from './stored'

export function forgotPassword(payload: Payload, l: Locale, email: string): void {
  afterAnswer(async () => {
    const customer = await findCustomerByEmail(payload, email)
    if (!customer) return
    // disableEmail: Payload returns the token and sends nothing (its mail would link to the backoffice).
    const token = await payload.forgotPassword({
      collection: 'customers',
      data: { email: customer.email },
      disableEmail: true,
    })
    if (token) await sendReset(payload, l, customer.email, token)
  })
}

export async function resetPassword(
  payload: Payload,
  l: Locale,
  token: string,
  password: string,
  caller: Caller,
): Promise<SignedIn> {
  const found = await findAccount(payload, { resetPasswordToken: { equals: token } })
  if (!found || !found.resetPasswordExpiration || new Date(found.resetPasswordExpiration).getTime() < Date.now())
    throw accountError(l, 400, 'invalidLink', 'token')
  try {
    await payload.resetPassword({ collection: 'customers', data: { token, password }, overrideAccess: true })
  } catch (err) {
    if (isPayloadError(err, 'ValidationError')) throw accountError(l, 422, 'weakPassword', 'password')
    throw accountError(l, 400, 'invalidLink', 'token')
  }
  // Reading the mail proves the address; every older session ends with the old password.
  await changeAccount(payload, found.id, {
    sessions: [],
    lockUntil: null,
    loginAttempts: 0,
    pendingSignUps: [],
    ...(found._verified ? {} : { _verified: true, _verificationToken: null }),
  })
  await mailboxProven(caller.ip, found.email)
  await logShopperEvent(payload, caller, 'customer-password-reset', found.email)
  const { token: session, exp } = await issueSession(payload, found)
  return { token: session, exp: exp * 1000, customer: found }
}
