// Sign-in by a one-time code sent by email. The request answers the same whether the address has an account; the
// code is stored as an HMAC (keyed by the server secret and the address), lives 10 minutes and dies after 5 wrong
// tries. Signing in with it proves the shopper reads that mailbox, so it also confirms the address.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, codeFromBytes } from '@/domain/accounts/otp'
import type { Locale } from '@/domain/locale'
import type { Customer } from '@/payload-types'
import { accountError } from './copy'
import { assertNotLocked, clearFailures, normalizeEmail, recordFailure } from './guard'
import { issueSession } from './issue'
import { rawUpdate } from './rawUpdate'
import { sendCode, track } from './mail'
import type { SignedIn } from './signIn'
import { findCustomerByEmail } from './signUp'

const digest = (payload: Payload, email: string, code: string) =>
  createHmac('sha256', payload.secret)
    .update(`${normalizeEmail(email)}:${code}`)
    .digest('hex')

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

export async function requestCode(payload: Payload, l: Locale, email: string): Promise<void> {
  const customer = await findCustomerByEmail(payload, email)
  if (!customer) return
  const code = codeFromBytes(randomBytes(16))
  await payload.db.updateOne({
    collection: 'customers',
    id: customer.id,
    data: {
      otp: { hash: digest(payload, customer.email, code), expiresAt: new Date(Date.now() + OTP_TTL_MS), attempts: 0 },
    },
    returning: false,
  })
  track(sendCode(payload, l, customer.email, code))
}

export async function signInWithCode(payload: Payload, l: Locale, email: string, code: string): Promise<SignedIn> {
  const address = normalizeEmail(email)
  assertNotLocked(l, address)
  const customer = await findCustomerByEmail(payload, address)
  const otp = customer?.otp
  const usable =
    customer &&
    otp?.hash &&
    otp.expiresAt &&
    new Date(otp.expiresAt).getTime() > Date.now() &&
    (otp.attempts ?? 0) < OTP_MAX_ATTEMPTS
  if (!customer || !usable || !same(otp!.hash!, digest(payload, customer.email, code))) {
    recordFailure(address)
    if (customer && usable)
      await payload.db.updateOne({
        collection: 'customers',
        id: customer.id,
        data: { otp: { ...otp, attempts: (otp!.attempts ?? 0) + 1 } },
        returning: false,
      })
    assertNotLocked(l, address)
    throw accountError(l, 401, 'wrongCode', 'code')
  }
  // One use: the code is void before the session exists.
  await rawUpdate(payload, 'customers', customer.id, {
    otp: { hash: null, expiresAt: null, attempts: 0 },
    ...(customer._verified ? {} : { _verified: true, _verificationToken: null }),
  })
  clearFailures(address)
  const { token, exp } = await issueSession(payload, customer)
  return { token, exp: exp * 1000, customer: { ...customer, _verified: true } as Customer }
}
