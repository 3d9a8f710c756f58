// The account copy in the caller's language (messages/*.json, namespace "account") and the schemas built with it.
import type { Locale } from '@/domain/locale'
import { accountSchemas } from '@/domain/schemas/account'
import { messagesFor, perLocale } from '../http/copy'
import { ApiError } from '../http/errors'

export const accountCopy = (l: Locale) => messagesFor(l).account

export const schemasFor = perLocale((l: Locale) => accountSchemas(accountCopy(l).errors))

type ErrorKey = keyof ReturnType<typeof accountCopy>['errors']

/** The spec's auth errors and ours, as one error shape: `field` says which input (or '' for the form). */
export const accountError = (
  l: Locale,
  status: number,
  key: ErrorKey,
  field = '',
  headers: Record<string, string> = {},
) => new ApiError(status, [{ field, message: accountCopy(l).errors[key] }], { code: key }, headers)
