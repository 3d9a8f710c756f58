// Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP): 6 digits, 30-second steps, HMAC-SHA1 — what every
// authenticator app reads from an otpauth:// URI. Pure computation over node:crypto's HMAC; no clock of its own.
import { createHmac, randomBytes } from 'node:crypto'

export const TOTP_STEP_SECONDS = 30
export const TOTP_DIGITS = 6
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]
  return out
}

/** Case, spaces and padding are forgiven (apps show the secret in groups); any other character gives null. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '')
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const ch of clean) {
    const idx = ALPHABET.indexOf(ch)
    if (idx < 0) return null
    value = (value << 5) | idx
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** 20 random bytes (160 bits, the HMAC-SHA1 key length RFC 4226 recommends), base32. */
export const newTotpSecret = () => base32Encode(randomBytes(20))

export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS, algorithm = 'sha1'): string {
  const msg = Buffer.alloc(8)
  msg.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac(algorithm, key).update(msg).digest()
  const offset = mac[mac.length - 1] & 0x0f
  const bin = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits
  return String(bin).padStart(digits, '0')
}

export const totpStep = (nowMs: number) => Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS)

/** @internal The authenticator app's side (RFC 6238): the shop only verifies codes; tests play the phone with it. */
export function totp(key: Uint8Array, nowMs: number, digits = TOTP_DIGITS, algorithm = 'sha1'): string {
  return hotp(key, totpStep(nowMs), digits, algorithm)
}

/**
 * The time step a code belongs to, or null. One step either side is accepted (a phone clock a little off, a code
 * typed as it rolls over); a step at or before `lastUsedStep` is refused, so a code works once.
 */
export function verifyTotp(
  secret: string,
  code: string,
  nowMs: number,
  lastUsedStep: number | null = null,
  window = 1,
): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const key = base32Decode(secret)
  if (!key || key.length === 0) return null
  const now = totpStep(nowMs)
  for (let d = -window; d <= window; d++) {
    const step = now + d
    if (lastUsedStep !== null && step <= lastUsedStep) continue
    if (hotp(key, step) === code) return step
  }
  return null
}

/** The otpauth:// URI an authenticator app scans or imports (Key URI Format). */
export function otpauthUri(secret: string, account: string, issuer = 'Maison Sabine'): string {
  const label = encodeURIComponent(`${issuer}:${account}`)
  const q = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: '30' })
  return `otpauth://totp/${label}?${q.toString()}`
}

/**
 * Admins must use a second factor; the rule can be switched off for a test server only (STAFF_TOTP_REQUIRED=0), so
 * the shared e2e sign-in of the seeded admin needs no authenticator.
 */
export function totpRequiredFor(roles: readonly string[] | null | undefined, setting: string | undefined): boolean {
  return setting !== '0' && (roles ?? []).includes('admin')
}

/** Consecutive wrong codes after which every session of the account ends (the password must be typed again). */
export const TOTP_MAX_FAILURES = 5
