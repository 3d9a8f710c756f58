// The one estimator behind every new password: what it refuses for shoppers and for staff, and that the account's
// own words and the house's count as known guesses.
import { describe, expect, it } from 'vitest'
import { MIN_SCORE, personalWords, strengthScore, tooWeak } from '@/domain/accounts/strength'
import { accountSchemas } from '@/domain/schemas/account'
import { STAFF_PASSWORD_MESSAGES, staffPasswordProblem } from '@/domain/staffPassword'
import en from '../../messages/en.json'

// zxcvbn rates a long password in tens of milliseconds on a quiet machine; the first call also builds its
// dictionaries. On a loaded two-core machine that passed vitest's 5 s default: these tests get 30 s.

const schemas = accountSchemas(en.account.errors)
const signUp = (password: string, email = 'claire@example.com', firstName?: string) =>
  schemas.signUp.safeParse({ email, password, firstName, terms: true })
const passwordMessages = (r: ReturnType<typeof signUp>) =>
  r.success ? [] : r.error.issues.filter((i) => i.path[0] === 'password').map((i) => i.message)

describe('password strength estimator', { timeout: 30_000 }, () => {
  it.each(['P@ssw0rd', 'chanel', 'louis1', 'Password123!', 'motdepasse', 'azerty123', 'soleil', 'jetaime'])(
    'rates %s weak for a shopper',
    (p) => expect(tooWeak(p, 'shopper')).toBe(true),
  )
  it.each(['velvet-heel-42', 'correct horse battery staple', 'kX9#mq2!vL', 'a fine long password 42'])(
    'accepts %s for a shopper',
    (p) => expect(tooWeak(p, 'shopper')).toBe(false),
  )
  it('asks more of staff than of shoppers', () => {
    expect(MIN_SCORE.staff).toBeGreaterThan(MIN_SCORE.shopper)
    const shopperOnly = ['velvet-heel-42', 'pumps1975', 'heel-rouge'].filter(
      (p) => !tooWeak(p, 'shopper') && tooWeak(p, 'staff'),
    )
    expect(shopperOnly.length).toBeGreaterThan(0)
  })
  it("counts the house's words and the account's own as known", () => {
    expect(strengthScore('maisonsabine')).toBeLessThan(MIN_SCORE.shopper)
    expect(strengthScore('maisonsabine2026')).toBeLessThan(MIN_SCORE.shopper)
    expect(strengthScore('claire.dupont75')).toBeGreaterThanOrEqual(MIN_SCORE.shopper)
    expect(strengthScore('claire.dupont75', personalWords('claire.dupont75@example.com'))).toBeLessThan(
      MIN_SCORE.shopper,
    )
  })
  it('splits an email or a name into words', () => {
    expect(personalWords('Claire.Dupont@example.com', null, 'Marie-Anne')).toEqual(
      expect.arrayContaining(['claire', 'dupont', 'example', 'marie', 'anne']),
    )
  })
})

describe('sign-up and reset use it', { timeout: 30_000 }, () => {
  it('refuses a weak password with the weak-password message, length first', () => {
    expect(passwordMessages(signUp('a7#kQ'))).toEqual([en.account.errors.passwordTooShort])
    expect(passwordMessages(signUp('P@ssw0rd'))).toEqual([en.account.errors.passwordCommon])
    expect(passwordMessages(signUp('velvet-heel-42'))).toEqual([])
  })
  it('refuses a password made of the account’s own email', () => {
    expect(passwordMessages(signUp('claire.dupont75', 'claire.dupont75@example.com'))).toEqual([
      en.account.errors.passwordCommon,
    ])
    expect(passwordMessages(signUp('claire.dupont75', 'someone@example.com'))).toEqual([])
  })
  it('rates a reset password too', () => {
    const r = schemas.reset.safeParse({ token: 'a'.repeat(40), password: 'chanel' })
    expect(r.success).toBe(false)
  })
})

describe('staff passwords', { timeout: 30_000 }, () => {
  it('need 12 characters and the staff level', () => {
    expect(staffPasswordProblem('Short-pw-1')).toBe('tooShort')
    expect(staffPasswordProblem('Password123456')).toBe('weak')
    expect(staffPasswordProblem('maisonsabine2026')).toBe('weak')
    expect(staffPasswordProblem('escarpins1975')).toBe('weak')
    expect(staffPasswordProblem('P@ssw0rd2026')).toBe('weak')
    expect(staffPasswordProblem('Vavin-escarpin-2026!')).toBeNull()
    expect(staffPasswordProblem('claire.dupont.1975', personalWords('claire.dupont.1975@maison.example'))).toBe('weak')
  })
  it('has its messages in both languages', () => {
    for (const l of ['en', 'fr'] as const) expect(STAFF_PASSWORD_MESSAGES[l].weak.length).toBeGreaterThan(20)
  })
})
