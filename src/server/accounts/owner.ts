// Before a signed-in shopper's identity changes or their account is erased, they prove it is them: the current
// password (a wrong one counts as a wrong sign-in, locks and log included) or a code mailed to the account's address.
// A stolen session alone changes nothing that would keep its thief in.
import type { Payload } from 'payload'
import type { Locale } from '@/domain/locale'
import type { Customer } from '@/payload-types'
import type { Caller } from './audit'
import { spendCode } from './code'
import { accountError } from './copy'
import { passwordMatches } from './credentials'
import { assertPasswordAllowed, passwordAccepted } from './guard'
import { passwordFailed } from './signIn'
import { accountById } from './stored'

export interface Proof {
  password?: string
  code?: string
}

/** The account as stored (hash, salt and pending code included), or the "session missing" case handled by callers. */
export const storedAccount = async (payload: Payload, id: number) => (await accountById(payload, id)) as Customer

/** Throws the field's 422 (or a lock's 429) unless the password or the code is right; a right code is spent. */
export async function proveOwner(
  payload: Payload,
  l: Locale,
  id: number,
  proof: Proof,
  caller: Caller,
  passwordField = 'password',
) {
  const account = await storedAccount(payload, id)
  if (proof.code) {
    if (await spendCode(payload, l, account, proof.code, caller)) return account
    throw accountError(l, 422, 'wrongCode', 'code')
  }
  if (!proof.password) throw accountError(l, 422, 'passwordOrCode', passwordField)
  await assertPasswordAllowed(l, caller.ip, account.email)
  if (await passwordMatches(account, proof.password)) {
    await passwordAccepted(caller.ip, account.email)
    return account
  }
  await passwordFailed(payload, caller, account.email, 'wrong current password on the account page')
  throw accountError(l, 422, 'wrongPassword', passwordField)
}
