// Sign-up without account enumeration: the answer is the same whether the address is new, taken or awaiting
// confirmation. A new address gets an account (unverified) and a confirmation link; a taken one gets a mail telling
// its owner; an unconfirmed one gets its link again. The consents given at sign-up start the consent history.
import { pbkdf2, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { Locale } from '@/domain/locale'
import type { SignUpInput } from '@/domain/schemas/account'
import type { Customer } from '@/payload-types'
import { normalizeEmail } from './guard'
import { sendAlreadyRegistered, sendVerification, track } from './mail'

export const findCustomerByEmail = async (payload: Payload, email: string) =>
  (await payload.db.findOne({
    collection: 'customers',
    where: { email: { equals: normalizeEmail(email) } },
  })) as Customer | null

/** Sends the confirmation link again, with a fresh token when the account has none. */
export async function resendVerification(payload: Payload, l: Locale, customer: Customer) {
  let token = customer._verificationToken
  if (!token) {
    token = randomBytes(20).toString('hex')
    await payload.db.updateOne({ collection: 'customers', id: customer.id, data: { _verificationToken: token } })
  }
  track(sendVerification(payload, l, customer.email, token))
}

/** The cost of hashing a password (Payload's pbkdf2 settings), spent when none is stored, so timing tells nothing. */
export const spendHashTime = (password: string) =>
  new Promise<void>((resolve) => pbkdf2(password, randomBytes(32), 25000, 512, 'sha256', () => resolve()))

export async function signUp(payload: Payload, l: Locale, input: SignUpInput, source: string): Promise<void> {
  const email = normalizeEmail(input.email)
  const existing = await findCustomerByEmail(payload, email)
  if (existing) {
    await spendHashTime(input.password)
    if (existing._verified) track(sendAlreadyRegistered(payload, l, email))
    else await resendVerification(payload, l, existing)
    return
  }
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
      showHiddenFields: true,
      overrideAccess: true,
    })) as Customer
  } catch (err) {
    // The same address signing up twice at once: the second meets the unique index; answer as for a taken one.
    const again = await findCustomerByEmail(payload, email)
    if (again) return
    throw err
  }
  const token = created._verificationToken
  if (token) track(sendVerification(payload, l, email, token))
}
