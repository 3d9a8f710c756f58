// Confirming a shopper's address, and who decides the password (issue 35, account pre-hijacking). Anyone may sign up
// any address, so until the address is confirmed an account's password is only a candidate: each sign-up of the
// address keeps its own password beside its own link (pendingSignUps), and following a link sets the password of
// the sign-up that link was mailed for. The victim of an attacker who signed up their address first follows their
// own link and gets their own password; the attacker's is gone. Confirming ends every other link and every session,
// and lifts the locks. A link lives 24 hours. Links mailed by Payload's own verification (`_verificationToken`) are
// not honoured: their owner signs in with their password and gets a new one.
import type { Payload } from 'payload'
import type { Locale } from '@/domain/locale'
import type { Customer } from '@/payload-types'
import { type Caller } from './audit'
import { accountError } from './copy'
import type { Credential } from './credentials'
import { mailboxProven } from './guard'
import { hashToken, linkAlive, newLinkToken } from './linkToken'
import { afterAnswer, sendVerification } from './mail'
import { accountById, changeAccount, findAccount } from './stored'

/** At most this many sign-ups of one address wait at once (the oldest link dies first). */
const MAX_PENDING = 5

type Pending = NonNullable<Customer['pendingSignUps']>[number]

/**
 * Mails a confirmation link for this account, bound to `credential` (a sign-up's password), or to the password
 * it has now (the owner signed in with it before confirming).
 */
export async function issueVerification(payload: Payload, l: Locale, id: number, credential?: Credential) {
  const doc = await accountById(payload, id)
  if (!doc || doc._verified) return
  const { token, tokenHash, expiresAt } = newLinkToken()
  const bound = credential ?? { hash: doc.hash ?? '', salt: doc.salt ?? '' }
  const pending: Pending[] = [
    ...(doc.pendingSignUps ?? []).filter((p) => linkAlive(p.expiresAt)),
    { tokenHash, passwordHash: bound.hash, passwordSalt: bound.salt, expiresAt },
  ].slice(-MAX_PENDING)
  await changeAccount(payload, id, { pendingSignUps: pending, _verificationToken: null })
  afterAnswer(() => sendVerification(payload, l, doc.email, token))
}

/** Follows a confirmation link: the address is proven, and the password is the one of the sign-up it was sent for. */
export async function verifyEmail(payload: Payload, l: Locale, token: string, caller: Caller): Promise<Customer> {
  const tokenHash = hashToken(token)
  const found = await findAccount(payload, { 'pendingSignUps.tokenHash': { equals: tokenHash } })
  const signUp = found?.pendingSignUps?.find((p) => p.tokenHash === tokenHash)
  if (!found || !signUp || !linkAlive(signUp.expiresAt)) throw accountError(l, 400, 'invalidLink', 'token')
  await changeAccount(payload, found.id, {
    hash: signUp.passwordHash,
    salt: signUp.passwordSalt,
    _verified: true,
    _verificationToken: null,
    pendingSignUps: [],
    sessions: [],
    lockUntil: null,
    loginAttempts: 0,
  })
  await mailboxProven(caller.ip, found.email)
  return { ...found, _verified: true }
}
