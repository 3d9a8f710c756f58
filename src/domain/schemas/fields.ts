// Field schemas shared by the checkout and shopper forms. Strings are trimmed before any rule.
import { z } from './zod'
import { LOCALES } from '../locale'
import { COUNTRY_CODES } from './countries'

/** Optional leading +, then at least 8 digits, spaces, hyphens or parentheses. */
export const PHONE_PATTERN = /^\+?[\d\s()-]{8,}$/
/** Postal code once every space is removed. */
export const POSTAL_CODE_PATTERN = /^\d{4,10}$/

// '', '   ' and null from a form mean "not given".
const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v)

export const requiredText = (message: string, max = 200, tooLong = message) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong })

export const optionalText = (max: number, tooLong?: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, { error: tooLong }).optional())

export const emailField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.email({ error: message }).max(254, { error: message }))

export const phoneField = (message: string) =>
  z.string({ error: message }).trim().regex(PHONE_PATTERN, { error: message })

export const optionalPhoneField = (message: string) => z.preprocess(blankToUndefined, phoneField(message).optional())

/** Empty → the required message; otherwise 4–10 digits once spaces are removed. Kept as typed (trimmed). */
export const postalCodeField = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .superRefine((value, ctx) => {
      if (!value) ctx.addIssue({ code: 'custom', message: required })
      else if (!POSTAL_CODE_PATTERN.test(value.replace(/\s/g, ''))) ctx.addIssue({ code: 'custom', message: invalid })
    })

/** One of the 40 listed codes, case-insensitive; anything else reads as "not chosen". */
export const countryField = (required: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(COUNTRY_CODES, { error: required }))

/** Client-generated id that makes a submission idempotent: a UUID or any 8–64 URL-safe characters. */
export const requestIdField = z.string().regex(/^[\w-]{8,64}$/, { error: 'Invalid request id.' })

export const localeField = z.enum(LOCALES)

/** Hidden field that people leave empty; see isBot. */
export const honeypotField = z.string().max(1000).optional()

/** A filled honeypot means a bot: answer success and store nothing. */
export const isBot = (data: { website?: string | undefined }) => Boolean(data.website?.trim())
