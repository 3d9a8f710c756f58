// The account rules: password minimum and common passwords, the meter, the pin input, codes, the refresh timing.
import { describe, expect, it } from 'vitest'
import { OTP_ALPHABET, OTP_LENGTH, codeFromBytes, fillPin, normalizeCode, pinChars } from '@/domain/accounts/otp'
import { isCommonPassword, passwordProblem, passwordScore } from '@/domain/accounts/password'
import { prefillCheckout } from '@/domain/accounts/prefill'
import { SESSION_TICK_MS, sessionTimes, shouldRefresh, shouldRetryAuth } from '@/domain/accounts/session'
import { parseSavedInfo } from '@/domain/checkoutForm'
import { accountSchemas } from '@/domain/schemas/account'
import en from '../../messages/en.json'

describe('password rule', () => {
  it('needs at least 6 characters (the spec minimum)', () => {
    expect(passwordProblem('a7#kQ')).toBe('tooShort')
    expect(passwordProblem('a7#kQz')).toBeNull()
  })
  it.each([
    '123456',
    'password',
    'Password123!',
    'azerty',
    'motdepasse',
    'qwerty2024',
    'aaaaaaaa',
    'abcdefgh',
    '98765432',
  ])('refuses the common password %s', (p) => {
    expect(isCommonPassword(p)).toBe(true)
    expect(passwordProblem(p)).toBe('common')
  })
  it('accepts an uncommon one and refuses an absurdly long one', () => {
    expect(passwordProblem('velvet-heel-42')).toBeNull()
    expect(passwordProblem('x'.repeat(120) + 'Yz1!abcdefgh')).toBe('tooLong')
  })
  it('scores 0 for refused, then grows with length and variety', () => {
    expect(passwordScore('12345')).toBe(0)
    expect(passwordScore('123456')).toBe(0)
    expect(passwordScore('pumpsx')).toBe(1)
    expect(passwordScore('pumps-x8')).toBe(3)
    expect(passwordScore('Velvet-Heels-2026!')).toBe(4)
  })
})

describe('one-time code and pin input', () => {
  it('makes codes of 6 characters from the unambiguous alphabet', () => {
    const code = codeFromBytes(new Uint8Array([0, 1, 2, 30, 31, 255]))
    expect(code).toHaveLength(OTP_LENGTH)
    for (const c of code) expect(OTP_ALPHABET).toContain(c)
    expect(OTP_ALPHABET).not.toMatch(/[01OIL]/)
  })
  it('reads a code typed with spaces, dashes or lower case; refuses anything else', () => {
    expect(normalizeCode(' ab3-k9z ')).toBe('AB3K9Z')
    expect(normalizeCode('AB3K9')).toBeNull()
    expect(normalizeCode('AB3K9Z7')).toBeNull()
  })
  it('keeps letters and digits only, one per box', () => {
    expect(pinChars('a-1 é!')).toEqual(['A', '1'])
    const typed = fillPin(['', '', '', '', '', ''], 2, 'x')
    expect(typed).toEqual({ boxes: ['', '', 'X', '', '', ''], focus: 3 })
    expect(fillPin(['', '', '', '', '', ''], 0, '#')).toEqual({ boxes: ['', '', '', '', '', ''], focus: 0 })
  })
  it('a pasted code fills every box, wherever it is pasted', () => {
    expect(fillPin(['', '', '', '', '', ''], 3, 'ab3 k9z')).toEqual({ boxes: ['A', 'B', '3', 'K', '9', 'Z'], focus: 5 })
    expect(fillPin(['Q', '', '', '', '', ''], 1, 'w2').boxes).toEqual(['Q', 'W', '2', '', '', ''])
  })
})

describe('session refresh timing (tick 30 s, refresh within 3 ticks of expiry)', () => {
  const now = 1_000_000
  it('refreshes at 90 s or less before expiry, not before', () => {
    expect(SESSION_TICK_MS).toBe(30_000)
    expect(shouldRefresh(now + 90_000, now)).toBe(true)
    expect(shouldRefresh(now + 90_001, now)).toBe(false)
    expect(shouldRefresh(now - 1, now)).toBe(true)
  })
  it('gives expires_in and expires_at in seconds', () => {
    expect(sessionTimes(now + 3_600_000, now)).toEqual({
      expires_at: Math.floor((now + 3_600_000) / 1000),
      expires_in: 3600,
    })
    expect(sessionTimes(now - 5000, now).expires_in).toBe(0)
  })
})

describe('account schemas', () => {
  const s = accountSchemas(en.account.errors)
  it('names the weak password in the form message', () => {
    const r = s.signUp.safeParse({ email: 'a@b.fr', password: 'azerty', terms: true })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.message).toBe(en.account.errors.passwordCommon)
  })
  it('requires accepting the terms, and a well-formed code', () => {
    expect(s.signUp.safeParse({ email: 'a@b.fr', password: 'velvet-heel-42' }).success).toBe(false)
    expect(s.codeSignIn.safeParse({ email: 'a@b.fr', code: '12' }).success).toBe(false)
    expect(s.codeSignIn.parse({ email: 'a@b.fr', code: 'ab3k9z' }).code).toBe('AB3K9Z')
  })
})

describe('auth calls retry on 502, 503 and 504 only', () => {
  it.each([
    [502, 0, true],
    [503, 1, true],
    [504, 2, false],
    [500, 0, false],
    [401, 0, false],
    [429, 0, false],
    [undefined, 0, false],
  ])('status %s, attempt %s → %s', (status, attempt, expected) =>
    expect(shouldRetryAuth(status, attempt)).toBe(expected),
  )
})

describe('checkout prefill from the account', () => {
  const empty = parseSavedInfo(null)
  const account = {
    email: 'zoe@example.com',
    phone: '+33 6 12 34 56 78',
    addresses: [
      { fullName: 'Zoé Martin', line1: '1 rue A', city: 'Lyon', postalCode: '69001', country: 'FR' },
      {
        fullName: 'Zoé Martin',
        line1: '12 rue de Rivoli',
        city: 'Paris',
        postalCode: '75004',
        country: 'FR',
        isDefault: true,
      },
    ],
  }
  it('fills an empty form with the email and the default address', () => {
    const r = prefillCheckout(empty, account)
    expect(r.email).toBe('zoe@example.com')
    expect(r.shippingAddress).toMatchObject({
      addressLine1: '12 rue de Rivoli',
      city: 'Paris',
      phone: '+33 6 12 34 56 78',
    })
  })
  it('never overwrites what the shopper typed, and never mixes two addresses', () => {
    const typed = {
      email: 'other@example.com',
      shippingAddress: { ...empty.shippingAddress, addressLine1: '3 quai X', city: 'Nice' },
    }
    const r = prefillCheckout(typed, account)
    expect(r.email).toBe('other@example.com')
    expect(r.shippingAddress.addressLine1).toBe('3 quai X')
    expect(r.shippingAddress.postalCode).toBe('')
  })
})
