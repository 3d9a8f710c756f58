// The password rule and meter. The spec's minimum length is 6; the most common passwords are refused whatever their
// length (they are the first ones any attacker tries). The meter's score only guides the shopper: the rule is
// "at least 6 characters and not a common password".
export const MIN_PASSWORD_LENGTH = 6
export const MAX_PASSWORD_LENGTH = 128

// The most used passwords of 6+ characters in public breach lists, French favourites included (compared
// case-insensitively, and with the trailing digits or symbols people add stripped: "Password123!" is refused too).
const COMMON = new Set(
  (
    '123456 1234567 12345678 123456789 1234567890 0123456789 111111 1111111 11111111 000000 00000000 121212 ' +
    '123123 123321 654321 666666 696969 112233 159753 147258 789456 987654321 123654 password passw0rd ' +
    'qwerty qwertyuiop qwerty123 azerty azertyuiop abc123 abcdef abcdefg abcdefgh iloveyou letmein welcome ' +
    'monkey dragon master sunshine princess football baseball shadow superman batman trustno1 starwars ' +
    'whatever freedom michael jennifer charlie killer hunter ranger buster soccer hockey jordan harley ' +
    'computer internet secret summer flower cookie pokemon samsung google mustang access changeme admin ' +
    'administrator root motdepasse soleil doudou loulou chouchou bonjour marseille nicolas julien camille ' +
    'coucou chocolat amour jetaime doudou123 marine toulouse paris maison sabine maisonsabine ' +
    'loveyou lovely babygirl angel1 qazwsx zaq12wsx 1q2w3e4r 1q2w3e 1qaz2wsx asdfgh asdfghjkl zxcvbn ' +
    'zxcvbnm aaaaaa azerty123 qwertz'
  ).split(' '),
)

/** The password with case folded and the digits/symbols people tack on at the end removed. */
const core = (password: string) => password.toLowerCase().replace(/[\d!@#$%^&*?.\-_]+$/, '')

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase()
  if (COMMON.has(lower)) return true
  const stem = core(password)
  // A common word with a number or symbol added is still common; a bare number stem ('' here) is caught above.
  if (stem.length >= 4 && COMMON.has(stem)) return true
  // One character repeated, or a straight run of digits/letters ("aaaaaaa", "abcdefgh", "98765432").
  if (/^(.)\1+$/.test(lower)) return true
  return isSequence(lower)
}

function isSequence(s: string): boolean {
  if (s.length < 6) return false
  const step = s.charCodeAt(1) - s.charCodeAt(0)
  if (Math.abs(step) !== 1) return false
  for (let i = 2; i < s.length; i++) if (s.charCodeAt(i) - s.charCodeAt(i - 1) !== step) return false
  return true
}

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common'

/** Why this password is refused, or null when it is accepted. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort'
  if (password.length > MAX_PASSWORD_LENGTH) return 'tooLong'
  if (isCommonPassword(password)) return 'common'
  return null
}

/**
 * The meter: 0 refused, 1 weak, 2 fair, 3 good, 4 strong. Length counts most; each kind of character (lower,
 * upper, digit, other) adds variety.
 */
export function passwordScore(password: string): 0 | 1 | 2 | 3 | 4 {
  if (passwordProblem(password)) return 0
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((r) => r.test(password)).length
  const points = (password.length >= 8 ? 1 : 0) + (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0)
  return Math.max(1, Math.min(4, points + Math.max(0, kinds - 1))) as 1 | 2 | 3 | 4
}
