// A shopper's password as Payload stores it (payload/dist/auth/strategies/local/generatePasswordSaltHash.js, not
// exported): pbkdf2-sha256 with a 32-byte random salt, "pbkdf2-sha256-v1:" + 600,000 iterations for hashes Payload
// writes today, the bare legacy format (25,000 iterations, 512 bytes) for older ones. Our account flows check the
// current password here, and hash a sign-up's candidate password to keep beside its link (Payload's own login reads
// it once the link sets it; a changed password is hashed by Payload's update, and account-takeover.test.ts checks
// it the other way). Checking costs the same whether an account exists or not: an unknown address pays for a check
// against a throwaway hash.
import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)
const PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

export interface Credential {
  hash: string
  salt: string
}

export async function hashPassword(password: string): Promise<Credential> {
  const salt = randomBytes(32).toString('hex')
  const key = await derive(password, salt, CURRENT.iterations, CURRENT.keyLength, 'sha256')
  return { hash: `${PREFIX}${key.toString('hex')}`, salt }
}

/** True when the password is the one this hash and salt were made from. */
export async function passwordMatches(
  stored: { hash?: string | null; salt?: string | null } | null | undefined,
  password: string,
) {
  const { hash, salt } = stored ?? {}
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const current = hash.startsWith(PREFIX)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const expected = Buffer.from(current ? hash.slice(PREFIX.length) : hash, 'hex')
  const key = await derive(password, salt, iterations, keyLength, 'sha256')
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A credential no password matches: an account that must prove its mailbox before it has a password again. */
export const unusableCredential = (): Credential => ({
  hash: `${PREFIX}${randomBytes(CURRENT.keyLength).toString('hex')}`,
  salt: randomBytes(32).toString('hex'),
})

/** The time of one password check, spent where no account was found, so the answer takes as long. */
export async function spendHashTime(password: string): Promise<void> {
  await passwordMatches(unusableCredential(), password)
}
