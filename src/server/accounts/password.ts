// Forgotten password and address verification. "Forgot" answers the same whether the address has an account; the
// link goes to the storefront's reset page in the shopper's language. A reset signs the shopper in, and ends every
// other session (whoever knew the old password is signed out).
import type { Payload } from 'payload'
import type { Locale } from '@/domain/locale'
import type { Customer } from '@/payload-types'
import { isPayloadError } from '../platform/errorNames'
import { accountError } from './copy'
import { clearFailures } from './guard'
import { issueSession } from './issue'
import { sendReset, track } from './mail'
import { rawUpdate } from './rawUpdate'
import type { SignedIn } from './signIn'
import { findCustomerByEmail } from './signUp'

export async function forgotPassword(payload: Payload, l: Locale, email: string): Promise<void> {
  const customer = await findCustomerByEmail(payload, email)
  if (!customer) return
  // disableEmail: Payload returns the token and sends nothing (its mail would link to the backoffice).
  const token = await payload.forgotPassword({
    collection: 'customers',
    data: { email: customer.email },
    disableEmail: true,
  })
  if (token) track(sendReset(payload, l, customer.email, token))
}

export async function resetPassword(payload: Payload, l: Locale, token: string, password: string): Promise<SignedIn> {
  const found = (await payload.db.findOne({
    collection: 'customers',
    where: { resetPasswordToken: { equals: token } },
  })) as Customer | null
  if (!found || !found.resetPasswordExpiration || new Date(found.resetPasswordExpiration).getTime() < Date.now())
    throw accountError(l, 400, 'invalidLink', 'token')
  try {
    await payload.resetPassword({ collection: 'customers', data: { token, password }, overrideAccess: true })
  } catch (err) {
    if (isPayloadError(err, 'ValidationError')) throw accountError(l, 422, 'weakPassword', 'password')
    throw accountError(l, 400, 'invalidLink', 'token')
  }
  // Reading the mail proves the address; every older session ends with the old password.
  await rawUpdate(payload, 'customers', found.id, {
    sessions: [],
    lockUntil: null,
    loginAttempts: 0,
    ...(found._verified ? {} : { _verified: true, _verificationToken: null }),
  })
  clearFailures(found.email)
  const { token: session, exp } = await issueSession(payload, found)
  return { token: session, exp: exp * 1000, customer: found }
}

export async function verifyEmail(payload: Payload, l: Locale, token: string): Promise<Customer> {
  const found = (await payload.db.findOne({
    collection: 'customers',
    where: { _verificationToken: { equals: token } },
  })) as Customer | null
  if (!found) throw accountError(l, 400, 'invalidLink', 'token')
  await payload.verifyEmail({ collection: 'customers', token })
  return found
}
