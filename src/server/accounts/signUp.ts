// Sign-up without account enumeration: the answer is the same, in about the same time, whether the address is new,
// taken or awaiting confirmation. A new address gets an account (unverified) and a confirmation link; a confirmed
// one gets a mail telling its owner; an unconfirmed one gets a link of its own, bound to the password just chosen
// (./verification.ts: whoever follows a link decides the password). Each path hashes the password once. The
// consents given at sign-up start the consent history.
import type { Payload } from 'payload'
import type { Locale } from '@/domain/locale'
import type { SignUpInput } from '@/domain/schemas/account'
import type { Customer } from '@/payload-types'
import { hashPassword, spendHashTime } from './credentials'
import { normalizeEmail } from './guard'
import { afterAnswer, sendAlreadyRegistered } from './mail'
import { findAccount } from './stored'
import { issueVerification } from './verification'

export const findCustomerByEmail = (payload: Payload, email: string) =>
  findAccount(payload, { email: { equals: normalizeEmail(email) } })

export async function signUp(payload: Payload, l: Locale, input: SignUpInput, source: string): Promise<void> {
  const email = normalizeEmail(input.email)
  const existing = await findCustomerByEmail(payload, email)
  if (existing?._verified) {
    await spendHashTime(input.password)
    afterAnswer(() => sendAlreadyRegistered(payload, l, email))
    return
  }
  if (existing) return issueVerification(payload, l, existing.id, await hashPassword(input.password))
  const at = new Date().toISOString()
  let created: Customer
  try {
    created = (await payload.create({
      collection: 'customers',
      data: {
        email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
        locale: l,
        consents: [
          { kind: 'terms', granted: true, at, source },
          { kind: 'privacy', granted: true, at, source },
        ],
      },
      // Our own link to the storefront's page in the shopper's language, not Payload's admin link.
      disableVerificationEmail: true,
      overrideAccess: true,
    })) as Customer
  } catch (err) {
    // The same address signing up twice at once: the second meets the unique index; answer as for a taken one.
    if (await findCustomerByEmail(payload, email)) return
    throw err
  }
  await issueVerification(payload, l, created.id)
}
