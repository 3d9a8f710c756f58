// Staff passwords open the backoffice (orders, shoppers' addresses, stock): at least 12 characters and not one of
// the common passwords shoppers are refused too (src/domain/accounts/password.ts) — "password" never passes.
import { MAX_PASSWORD_LENGTH, isCommonPassword } from './accounts/password'

export const MIN_STAFF_PASSWORD_LENGTH = 12

export function staffPasswordProblem(password: string): 'tooShort' | 'tooLong' | 'common' | null {
  if (password.length < MIN_STAFF_PASSWORD_LENGTH) return 'tooShort'
  if (password.length > MAX_PASSWORD_LENGTH) return 'tooLong'
  return isCommonPassword(password) ? 'common' : null
}

export const STAFF_PASSWORD_MESSAGES = {
  en: {
    tooShort: `Use at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`,
    tooLong: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
    common: 'This password is too common: choose one that is not on the lists attackers try first.',
  },
  fr: {
    tooShort: `Utilisez au moins ${MIN_STAFF_PASSWORD_LENGTH} caractères.`,
    tooLong: `Utilisez au plus ${MAX_PASSWORD_LENGTH} caractères.`,
    common:
      'Ce mot de passe est trop courant\u00a0: choisissez-en un qui ne figure pas dans les listes que les attaquants essaient en premier.',
  },
} as const
