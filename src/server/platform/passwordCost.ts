// What checking a password costs, spent where there is no password to check: a sign-in for an address without an
// account then takes as long as one for an address with an account, so the time of the answer tells nothing.
// The figures are Payload 3.90's for every password it stores (generatePasswordSaltHash: pbkdf2-sha256, 600,000
// iterations, a 32-byte key; authenticateLocalStrategy runs the same at each sign-in); a test compares the timings.
import { pbkdf2, randomBytes } from 'node:crypto'

const ITERATIONS = 600_000
const KEY_BYTES = 32

export const spendPasswordCheck = (password: string) =>
  new Promise<void>((resolve) =>
    pbkdf2(password, randomBytes(32).toString('hex'), ITERATIONS, KEY_BYTES, 'sha256', () => resolve()),
  )
