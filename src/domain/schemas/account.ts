// The account forms' inputs (sign-up, sign-in, codes, reset, profile, addresses): one schema per form, built with
// the caller's messages, used by the endpoint and by the form for the same messages.
import { z } from './zod'
import { MAX_PASSWORD_LENGTH, passwordProblem } from '../accounts/password'
import { normalizeCode } from '../accounts/otp'
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
}

const locale = localeField.default('en')

/** A new password: at least 6 characters, not a common one (the spec's "weak password" error). */
export const newPasswordField = (m: AccountErrors) =>
  z.string({ error: m.passwordTooShort }).superRefine((value, ctx) => {
    const problem = passwordProblem(value)
    if (problem === 'tooShort') ctx.addIssue({ code: 'custom', message: m.passwordTooShort })
    if (problem === 'tooLong') ctx.addIssue({ code: 'custom', message: m.passwordTooLong })
    if (problem === 'common') ctx.addIssue({ code: 'custom', message: m.passwordCommon })
  })

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
  signUp: z.object({
    email: emailField(m.invalidEmail),
    password: newPasswordField(m),
    firstName: optionalText(80),
    lastName: optionalText(80),
    terms: z.literal(true, { error: m.terms }),
    newsletter: z.boolean().optional(),
    locale,
  }),
  signIn: z.object({ email: emailField(m.invalidEmail), password: passwordField(m), locale }),
  emailOnly: z.object({ email: emailField(m.invalidEmail), locale }),
  codeSignIn: z.object({ email: emailField(m.invalidEmail), code: codeField(m), locale }),
  reset: z.object({ token: linkToken(m), password: newPasswordField(m), locale }),
  verify: z.object({ token: linkToken(m), locale }),
  signOut: z.object({ everywhere: z.boolean().default(false), locale }),
  localeOnly: z.object({ locale }),
  deleteAccount: z.object({
    confirm: z.literal(true, { error: m.required }),
    password: z.string().max(200).optional(),
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
})

export type AccountSchemas = ReturnType<typeof accountSchemas>
export type SignUpInput = z.output<AccountSchemas['signUp']>
export type AddressInput = z.output<AccountSchemas['address']>
