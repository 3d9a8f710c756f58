// TOTP against the published test vectors (RFC 4226 appendix D, RFC 6238 appendix B), the base32 round trip, the
// one-step clock tolerance, single use of a code, and who must enrol.
import { describe, expect, it } from 'vitest'
import {
  base32Decode,
  base32Encode,
  hotp,
  newTotpSecret,
  otpauthUri,
  totp,
  totpRequiredFor,
  verifyTotp,
} from '@/domain/totp'

const KEY = Buffer.from('12345678901234567890')

describe('HOTP (RFC 4226)', () => {
  it('gives the ten published codes for counters 0–9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ]
    expect(expected.map((_, i) => hotp(KEY, i))).toEqual(expected)
  })
})

describe('TOTP (RFC 6238, SHA-1, 8 digits)', () => {
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ]
  for (const [seconds, code] of vectors)
    it(`T=${seconds} → ${code}`, () => expect(totp(KEY, seconds * 1000, 8)).toBe(code))

  it('SHA-256 and SHA-512 vectors too (the HMAC is parameterised as the RFC describes)', () => {
    expect(totp(Buffer.from('12345678901234567890123456789012'), 59_000, 8, 'sha256')).toBe('46119246')
    expect(
      totp(Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'), 59_000, 8, 'sha512'),
    ).toBe('90693936')
  })
})

describe('base32', () => {
  it('round-trips the RFC key and forgives case, spaces and padding', () => {
    const b32 = base32Encode(KEY)
    expect(b32).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    expect(base32Decode(b32.toLowerCase().replace(/(.{4})/g, '$1 '))).toEqual(KEY)
    expect(base32Decode('MZXW6===')?.toString()).toBe('foo')
    expect(base32Decode('not base32!')).toBeNull()
  })

  it('new secrets are 160 bits and differ', () => {
    const a = newTotpSecret()
    expect(base32Decode(a)).toHaveLength(20)
    expect(newTotpSecret()).not.toBe(a)
  })
})

describe('verifyTotp', () => {
  const secret = base32Encode(KEY)
  const now = 1111111111_000
  const codeAt = (ms: number) => totp(KEY, ms)

  it('accepts the current code and one step either side, nothing further', () => {
    expect(verifyTotp(secret, codeAt(now), now)).toBe(Math.floor(now / 30_000))
    expect(verifyTotp(secret, codeAt(now - 30_000), now)).not.toBeNull()
    expect(verifyTotp(secret, codeAt(now + 30_000), now)).not.toBeNull()
    expect(verifyTotp(secret, codeAt(now - 90_000), now)).toBeNull()
    expect(verifyTotp(secret, codeAt(now + 90_000), now)).toBeNull()
  })

  it('refuses a code already used (its step or an earlier one), and anything not six digits', () => {
    const step = verifyTotp(secret, codeAt(now), now)
    expect(verifyTotp(secret, codeAt(now), now, step)).toBeNull()
    expect(verifyTotp(secret, codeAt(now + 30_000), now, step)).not.toBeNull()
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 123456']) expect(verifyTotp(secret, bad, now)).toBeNull()
  })
})

describe('otpauth URI and the admin rule', () => {
  it('names the issuer and account, with the secret and parameters apps read', () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'ada@maison.example')
    expect(uri).toBe(
      'otpauth://totp/Maison%20Sabine%3Aada%40maison.example?secret=JBSWY3DPEHPK3PXP&issuer=Maison+Sabine&algorithm=SHA1&digits=6&period=30',
    )
  })

  it('admins must enrol unless the setting is exactly "0"; other roles may', () => {
    expect(totpRequiredFor(['admin'], undefined)).toBe(true)
    expect(totpRequiredFor(['editor', 'admin'], '1')).toBe(true)
    expect(totpRequiredFor(['admin'], '0')).toBe(false)
    expect(totpRequiredFor(['editor'], undefined)).toBe(false)
    expect(totpRequiredFor(null, undefined)).toBe(false)
  })
})
