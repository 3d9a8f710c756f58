// The account forms' inputs (sign-up, sign-in, codes, reset, email and password changes, deletion, profile, addresses): one schema per form, built with
// the caller's messages, used by the endpoint and by the form for the same messages.
import { z } from './zod'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../accounts/password'
import { personalWords, tooWeak } from '../accounts/strength'
import { normalizeCode } from '../accounts/otp'
import { SIZE_KINDS, isSizeOf } from '../listing/preferredSize'
import {
  countryField,
  emailField,
  localeField,
  optionalPhoneField,
  optionalText,
  postalCodeField,
  requiredText,
} from './fields'

export interface AccountErrors {
  invalidEmail: string
  required: string
  passwordTooShort: string
  passwordTooLong: string
  passwordCommon: string
  invalidCode: string
  invalidLink: string
  terms: string
  phone: string
  postalCode: string
  country: string
  size: string
}

const locale = localeField.default('en')

/**
 * A new password: at least 6 characters (the spec's minimum) and not rated weak by the shop's estimator (the spec's
 * "weak password" error). `accountWords` are guesses an attacker knows about this account (its email, its name).
 */
export function newPasswordIssue(m: AccountErrors, value: string, accountWords: string[] = []): string | null {
  if (value.length < MIN_PASSWORD_LENGTH) return m.passwordTooShort
  if (value.length > MAX_PASSWORD_LENGTH) return m.passwordTooLong
  return tooWeak(value, 'shopper', accountWords) ? m.passwordCommon : null
}

export const newPasswordField = (m: AccountErrors) =>
  z.string({ error: m.passwordTooShort }).superRefine((value, ctx) => {
    const message = newPasswordIssue(m, value)
    if (message) ctx.addIssue({ code: 'custom', message })
  })

/** The sign-up password is also rated against the account's own email and names. */
const notPersonal =
  (m: AccountErrors) =>
  (v: { password: string; email: string; firstName?: string; lastName?: string }, ctx: z.RefinementCtx) => {
    const words = personalWords(v.email, v.firstName, v.lastName)
    if (newPasswordIssue(m, v.password) === null && newPasswordIssue(m, v.password, words))
      ctx.addIssue({ code: 'custom', path: ['password'], message: m.passwordCommon })
  }

/** An existing password is only checked for presence (a rule change must not lock anyone out). */
const passwordField = (m: AccountErrors) =>
  z.string({ error: m.required }).min(1, { error: m.required }).max(MAX_PASSWORD_LENGTH, { error: m.passwordTooLong })

const codeField = (m: AccountErrors) =>
  z.string({ error: m.invalidCode }).transform((v, ctx) => {
    const code = normalizeCode(v)
    if (!code) ctx.addIssue({ code: 'custom', message: m.invalidCode })
    return code ?? ''
  })

const linkToken = (m: AccountErrors) =>
  z.string({ error: m.invalidLink }).regex(/^[\w-]{16,128}$/, { error: m.invalidLink })

export const accountSchemas = (m: AccountErrors) => ({
  signUp: z
    .object({
      email: emailField(m.invalidEmail),
      password: newPasswordField(m),
      firstName: optionalText(80),
      lastName: optionalText(80),
      terms: z.literal(true, { error: m.terms }),
      newsletter: z.boolean().optional(),
      locale,
    })
    .superRefine(notPersonal(m)),
  signIn: z.object({ email: emailField(m.invalidEmail), password: passwordField(m), locale }),
  emailOnly: z.object({ email: emailField(m.invalidEmail), locale }),
  codeSignIn: z.object({ email: emailField(m.invalidEmail), code: codeField(m), locale }),
  reset: z.object({ token: linkToken(m), password: newPasswordField(m), locale }),
  verify: z.object({ token: linkToken(m), locale }),
  signOut: z.object({ everywhere: z.boolean().default(false), locale }),
  localeOnly: z.object({ locale }),
  // The signed-in shopper's identity: the current password, or a mailed code, proves it is them.
  emailChange: z.object({ email: emailField(m.invalidEmail), password: passwordField(m), locale }),
  passwordChange: z.object({
    currentPassword: z.string().max(MAX_PASSWORD_LENGTH, { error: m.passwordTooLong }).optional(),
    code: codeField(m).optional(),
    password: newPasswordField(m),
    locale,
  }),
  deleteAccount: z.object({
    confirm: z.literal(true, { error: m.required }),
    password: z.string().max(MAX_PASSWORD_LENGTH, { error: m.passwordTooLong }).optional(),
    code: codeField(m).optional(),
    locale,
  }),
  profile: z.object({
    firstName: optionalText(80),
    lastName: optionalText(80),
    phone: optionalPhoneField(m.phone),
    preferredLocale: localeField.optional(),
    locale,
  }),
  address: z.object({
    label: optionalText(40),
    fullName: requiredText(m.required, 120),
    line1: requiredText(m.required, 200),
    line2: optionalText(200),
    city: requiredText(m.required, 120),
    postalCode: postalCodeField(m.required, m.postalCode),
    country: countryField(m.country),
    phone: optionalPhoneField(m.phone),
    isDefault: z.boolean().default(false),
    locale,
  }),
  addressId: z.object({ id: z.string().min(1).max(64), locale }),
  // A size the house makes, of the kind named (shoes' pointure, gloves' hand size).
  preferredSize: z
    .object({ kind: z.enum(SIZE_KINDS, { error: m.size }), size: z.string({ error: m.size }), locale })
    .superRefine((v, ctx) => {
      if (!isSizeOf(v.kind, v.size)) ctx.addIssue({ code: 'custom', path: ['size'], message: m.size })
    }),
})

export type AccountSchemas = ReturnType<typeof accountSchemas>
export type SignUpInput = z.output<AccountSchemas['signUp']>
export type AddressInput = z.output<AccountSchemas['address']>
