// Staff passwords open the backoffice (orders, shoppers' addresses, stock): at least 12 characters, and rated strong
// by the shop's one estimator (src/domain/accounts/strength.ts) at the staff level — "password" never passes, nor
// "Maison-Sabine-2026".
import { MAX_PASSWORD_LENGTH } from './accounts/password'
import { tooWeak } from './accounts/strength'

export const MIN_STAFF_PASSWORD_LENGTH = 12

/** Why a new staff password is refused, or null; `accountWords` are the account's own (email, name). */
export function staffPasswordProblem(
  password: string,
  accountWords: string[] = [],
): 'tooShort' | 'tooLong' | 'weak' | null {
  if (password.length < MIN_STAFF_PASSWORD_LENGTH) return 'tooShort'
  if (password.length > MAX_PASSWORD_LENGTH) return 'tooLong'
  return tooWeak(password, 'staff', accountWords) ? 'weak' : null
}

export const STAFF_PASSWORD_MESSAGES = {
  en: {
    tooShort: `Use at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`,
    tooLong: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
    weak: 'This password is too easy to guess: add a few words or characters that are not a name, a date or a common word.',
  },
  fr: {
    tooShort: `Utilisez au moins ${MIN_STAFF_PASSWORD_LENGTH} caractères.`,
    tooLong: `Utilisez au plus ${MAX_PASSWORD_LENGTH} caractères.`,
    weak: 'Ce mot de passe est trop facile à deviner\u00a0: ajoutez quelques mots ou caractères qui ne soient ni un nom, ni une date, ni un mot courant.',
  },
} as const
