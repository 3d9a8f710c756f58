// Refuses a weak staff password wherever one is set through Payload (account page, an admin creating staff, REST):
// the shop's one estimator at the staff level, the account's email and name counted as known words.
import { type CollectionBeforeValidateHook, ValidationError } from 'payload'
import { personalWords } from '@/domain/accounts/strength'
import { STAFF_PASSWORD_MESSAGES, staffPasswordProblem } from '@/domain/staffPassword'

export const passwordStrength: CollectionBeforeValidateHook = ({ data, originalDoc, req, collection }) => {
  const d = data as { password?: unknown; email?: unknown; name?: unknown } | undefined
  const password = d?.password
  if (typeof password !== 'string' || password.length === 0) return data
  const known = { ...(originalDoc as { email?: unknown; name?: unknown } | undefined), ...d }
  const words = personalWords(String(known.email ?? ''), String(known.name ?? ''))
  const problem = staffPasswordProblem(password, words)
  if (!problem) return data
  const lang = req.i18n?.language === 'fr' ? 'fr' : 'en'
  throw new ValidationError({
    collection: collection.slug,
    errors: [{ path: 'password', message: STAFF_PASSWORD_MESSAGES[lang][problem] }],
  })
}
