// Refuses a weak staff password wherever one is set through Payload (account page, an admin creating staff, REST).
import { type CollectionBeforeValidateHook, ValidationError } from 'payload'
import { STAFF_PASSWORD_MESSAGES, staffPasswordProblem } from '@/domain/staffPassword'

export const passwordStrength: CollectionBeforeValidateHook = ({ data, req, collection }) => {
  const password = (data as { password?: unknown } | undefined)?.password
  if (typeof password !== 'string' || password.length === 0) return data
  const problem = staffPasswordProblem(password)
  if (!problem) return data
  const lang = req.i18n?.language === 'fr' ? 'fr' : 'en'
  throw new ValidationError({
    collection: collection.slug,
    errors: [{ path: 'password', message: STAFF_PASSWORD_MESSAGES[lang][problem] }],
  })
}
