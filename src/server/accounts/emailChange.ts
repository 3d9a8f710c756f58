// Changing a shopper's email address (issue 35). The address is the account's identity — its guest orders, its
// requests and its GDPR export are found by it — so it changes only when the new mailbox is proven: the shopper asks
// on the account page with their current password; the new address gets a link (24 h) and becomes the account's
// when the link is followed; the current address is told at once, and again once it is done. An address that
// already has an account gets a notice instead of a link, behind the same answer (no enumeration). Sessions stay:
// the shopper who asked is the owner (they gave the password), and the new address is proven.
import type { Payload } from 'payload'
import type { Locale } from '@/domain/locale'
import { type Caller, logShopperEvent } from './audit'
import { accountError } from './copy'
import { normalizeEmail } from './guard'
import { hashToken, linkAlive, newLinkToken } from './linkToken'
import { afterAnswer, sendEmailChangeAsked, sendEmailChangeLink, sendEmailChanged, sendEmailTaken } from './mail'
import { proveOwner } from './owner'
import { findCustomerByEmail } from './signUp'
import { changeAccount, findAccount } from './stored'

const NO_CHANGE = { address: null, tokenHash: null, expiresAt: null }

export async function requestEmailChange(
  payload: Payload,
  l: Locale,
  id: number,
  input: { email: string; password: string },
  caller: Caller,
) {
  const account = await proveOwner(payload, l, id, { password: input.password }, caller)
  const next = normalizeEmail(input.email)
  if (next === account.email) throw accountError(l, 422, 'sameEmail', 'email')
  await logShopperEvent(payload, caller, 'customer-email-change-requested', account.email, `to ${next}`)
  if (await findCustomerByEmail(payload, next)) {
    afterAnswer(() => sendEmailTaken(payload, l, next))
    return
  }
  const { token, tokenHash, expiresAt } = newLinkToken()
  await changeAccount(payload, id, { emailChange: { address: next, tokenHash, expiresAt } })
  afterAnswer(async () => {
    await sendEmailChangeLink(payload, l, next, token)
    await sendEmailChangeAsked(payload, l, account.email, next)
  })
}

/** Follows the new address's link: the account takes the address (which is proven), its former one is told. */
export async function confirmEmailChange(payload: Payload, l: Locale, token: string, caller: Caller) {
  const tokenHash = hashToken(token)
  const found = await findAccount(payload, { 'emailChange.tokenHash': { equals: tokenHash } })
  const next = found?.emailChange?.address
  if (!found || !next || found.emailChange?.tokenHash !== tokenHash || !linkAlive(found.emailChange?.expiresAt))
    throw accountError(l, 400, 'invalidLink', 'token')
  const taken = async () => {
    await changeAccount(payload, found.id, { emailChange: NO_CHANGE })
    return accountError(l, 409, 'emailTaken', 'email')
  }
  if (await findCustomerByEmail(payload, next)) throw await taken()
  try {
    // The pending code was made for the former address: it goes too.
    await changeAccount(payload, found.id, {
      email: next,
      _verified: true,
      emailChange: NO_CHANGE,
      otp: { hash: null, expiresAt: null, attempts: 0 },
    })
  } catch (err) {
    // Another account took the address since (the unique index): nothing changed.
    if (await findCustomerByEmail(payload, next)) throw await taken()
    throw err
  }
  await logShopperEvent(payload, caller, 'customer-email-changed', next, `from ${found.email}`)
  afterAnswer(() => sendEmailChanged(payload, l, found.email, next))
  return { ...found, email: next }
}
