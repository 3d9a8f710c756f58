// Refuses a weak staff password wherever one is set through Payload (account page, an admin creating staff, REST,
// and the invitation and reset links of /app/reset/<token>): the shop's one estimator at the staff level, the
// account's email and name counted as known words.
import {
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
  ValidationError,
} from 'payload'
import { personalWords } from '@/domain/accounts/strength'
import { STAFF_PASSWORD_MESSAGES, staffPasswordProblem } from '@/domain/staffPassword'

interface Known {
  email?: unknown
  name?: unknown
}

function refuseWeak(password: string, known: Known, req: PayloadRequest, collection: string) {
  const words = personalWords(String(known.email ?? ''), String(known.name ?? ''))
  const problem = staffPasswordProblem(password, words)
  if (!problem) return
  const lang = req.i18n?.language === 'fr' ? 'fr' : 'en'
  throw new ValidationError({
    collection,
    errors: [{ path: 'password', message: STAFF_PASSWORD_MESSAGES[lang][problem] }],
  })
}

export const passwordStrength: CollectionBeforeValidateHook = ({ data, originalDoc, req, collection }) => {
  const d = data as ({ password?: unknown } & Known) | undefined
  const password = d?.password
  if (typeof password !== 'string' || password.length === 0) return data
  refuseWeak(password, { ...(originalDoc as Known | undefined), ...d }, req, collection.slug)
  return data
}

/**
 * Payload's reset-password operation (the invitation's first password, a forgotten one) hashes the new password
 * without the hooks an update runs, so the rule is applied before it: to the account the link belongs to.
 */
export const resetPasswordStrength: CollectionBeforeOperationHook = async ({ args, operation, req, collection }) => {
  if (operation !== 'resetPassword') return args
  const { token, password } = (args as { data?: { token?: unknown; password?: unknown } }).data ?? {}
  if (typeof token !== 'string' || typeof password !== 'string' || !token) return args
  // An unknown or expired link is Payload's to refuse, as it does.
  // The link's account, found as Payload's reset finds it (the token is a hidden field, and nobody is signed in).
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { resetPasswordToken: { equals: token } },
    select: { email: true, name: true },
    limit: 1,
    pagination: false,
    showHiddenFields: true,
    overrideAccess: true,
    req,
  })
  const account = docs[0] as Known | undefined
  if (account) refuseWeak(password, account, req, collection.slug)
  return args
}
