// Changing a signed-in shopper's password (issue 35): the current password, or a code mailed to the account's
// address, and a new password the strength rule accepts (rated against the account's own email and names). It
// ends every other session — whoever knew the old password is signed out — and keeps the one that asked. The owner
// is told by mail.
import type { Payload } from 'payload'
import { personalWords } from '@/domain/accounts/strength'
import type { Locale } from '@/domain/locale'
import { newPasswordIssue } from '@/domain/schemas/account'
import { type Caller, logShopperEvent } from './audit'
import { accountCopy } from './copy'
import { afterAnswer, sendPasswordChanged } from './mail'
import { type Proof, proveOwner } from './owner'
import type { SignedInCustomer } from '../http/customerSession'
import { oneSessionChangeAtATime } from './sessionQueue'
import { changeAccount } from './stored'
import { FieldError } from '../http/errors'

export async function changePassword(
  payload: Payload,
  l: Locale,
  customer: SignedInCustomer,
  input: Proof & { newPassword: string },
  caller: Caller,
) {
  const m = accountCopy(l).errors
  const weak = newPasswordIssue(
    m,
    input.newPassword,
    personalWords(customer.email, customer.firstName, customer.lastName),
  )
  if (weak) throw new FieldError('password', weak)
  await proveOwner(payload, l, customer.id, input, caller, 'currentPassword')
  // Payload hashes the password and keeps, of the account's sessions, only the one of the shopper who asked.
  await oneSessionChangeAtATime(customer.email, () =>
    changeAccount(payload, customer.id, { password: input.newPassword, lockUntil: null, loginAttempts: 0 }, customer),
  )
  await logShopperEvent(payload, caller, 'customer-password-changed', customer.email)
  afterAnswer(() => sendPasswordChanged(payload, l, customer.email))
}
