// The secret of an emailed link (address confirmation, new address): 32 random bytes in the link, only their SHA-256
// on the account, so a copy of the database opens no link. Each link lives 24 hours.
import { createHash, randomBytes } from 'node:crypto'

export const LINK_TTL_MS = 24 * 3600_000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export function newLinkToken(now = Date.now()) {
  const token = randomBytes(32).toString('hex')
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now + LINK_TTL_MS).toISOString() }
}

/** True while a link made at some time is still valid. */
export const linkAlive = (expiresAt: string | null | undefined, now = Date.now()) =>
  Boolean(expiresAt) && new Date(expiresAt!).getTime() > now
