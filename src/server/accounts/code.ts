// One-time codes sent by email: to sign in, and to stand for the password on the account page. The request answers
// at once, the same whether the address has an account (the lookup and the mail run after the answer). The code is
// stored as an HMAC (keyed by the server secret and the address) and lives 10 minutes. A wrong code counts against
// the connection that sent it (./guard.ts) and, with every other, toward OTP_MAX_ATTEMPTS, after which the code is
// void: another connection's guesses cannot spend the owner's code. Signing in with a code proves the mailbox: it
// confirms the address and lifts the password's pause — and, for an address nobody had confirmed, voids the
// password someone chose before (it may be an attacker's who signed the address up first).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, codeFromBytes } from '@/domain/accounts/otp'
import type { Locale } from '@/domain/locale'
import type { Customer } from '@/payload-types'
import { type Caller, logShopperEvent } from './audit'
import { accountError } from './copy'
import { unusableCredential } from './credentials'
import { assertCodeAllowed, mailboxProven, normalizeEmail, recordCodeFailure } from './guard'
import { issueSession } from './issue'
import { afterAnswer, sendCode } from './mail'
import type { SignedIn } from './signIn'
import { findCustomerByEmail } from './signUp'
import { changeAccount } from './stored'

const digest = (payload: Payload, email: string, code: string) =>
  createHmac('sha256', payload.secret)
    .update(`${normalizeEmail(email)}:${code}`)
    .digest('hex')

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

export function requestCode(payload: Payload, l: Locale, email: string): void {
  afterAnswer(async () => {
    const customer = await findCustomerByEmail(payload, email)
    if (!customer) return
    const code = codeFromBytes(randomBytes(16))
    await changeAccount(payload, customer.id, {
      otp: {
        hash: digest(payload, customer.email, code),
        expiresAt: new Date(Date.now() + OTP_TTL_MS).toISOString(),
        attempts: 0,
      },
    })
    await sendCode(payload, l, customer.email, code)
  })
}

/** Counts and logs a wrong code from this connection (and the lock it starts). */
async function codeFailed(payload: Payload, caller: Caller, address: string) {
  const locking = await recordCodeFailure(caller.ip, address)
  await logShopperEvent(payload, caller, 'customer-code-failure', address)
  if (locking) await logShopperEvent(payload, caller, 'customer-locked', address, 'wrong codes from one connection')
}

/**
 * Checks a code for this account (as stored now) and spends it when it is right; a wrong one is counted. Refuses
 * with the connection's lock (429) when it sent too many wrong codes for this address.
 */
export async function spendCode(payload: Payload, l: Locale, customer: Customer, code: string, caller: Caller) {
  await assertCodeAllowed(l, caller.ip, customer.email)
  const otp = customer.otp
  const usable =
    otp?.hash &&
    otp.expiresAt &&
    new Date(otp.expiresAt).getTime() > Date.now() &&
    (otp.attempts ?? 0) < OTP_MAX_ATTEMPTS
  if (!usable || !same(otp.hash!, digest(payload, customer.email, code))) {
    if (usable) await changeAccount(payload, customer.id, { otp: { ...otp, attempts: (otp.attempts ?? 0) + 1 } })
    await codeFailed(payload, caller, customer.email)
    return false
  }
  // One use: the code is void before anything it opens.
  await changeAccount(payload, customer.id, { otp: { hash: null, expiresAt: null, attempts: 0 } })
  return true
}

export async function signInWithCode(
  payload: Payload,
  l: Locale,
  email: string,
  code: string,
  caller: Caller,
): Promise<SignedIn> {
  const address = normalizeEmail(email)
  await assertCodeAllowed(l, caller.ip, address)
  const customer = await findCustomerByEmail(payload, address)
  if (!customer) {
    await codeFailed(payload, caller, address)
    throw accountError(l, 401, 'wrongCode', 'code')
  }
  if (!(await spendCode(payload, l, customer, code, caller))) throw accountError(l, 401, 'wrongCode', 'code')
  await changeAccount(payload, customer.id, {
    lockUntil: null,
    loginAttempts: 0,
    // First proof of this mailbox: whoever chose the password before is not known to be its owner, and every
    // earlier link and session ends. The owner sets a password from the account page (with a code) or a reset link.
    ...(customer._verified
      ? {}
      : { _verified: true, _verificationToken: null, pendingSignUps: [], sessions: [], ...unusableCredential() }),
  })
  await mailboxProven(caller.ip, address)
  const { token, exp } = await issueSession(payload, customer)
  return { token, exp: exp * 1000, customer: { ...customer, _verified: true } as Customer }
}
