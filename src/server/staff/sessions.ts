// A staff member's own sessions, for /app/session-test: what their token says (roles, issued, expiry, session id) and
// the session rows Payload keeps on their account (one per signed-in device; a token is valid only while its row
// exists). Ending the other sessions removes every row but the current one, exactly as Payload's own logout removes
// rows — so every other device's token dies at once.
import type { Payload, PayloadRequest } from 'payload'
import { hasRole } from '@/access/roles'
import { changeStaff } from './stored'

export interface SessionRow {
  id: string
  createdAt: string | null
  expiresAt: string
  current: boolean
}

export interface StaffSession {
  email: string
  roles: string[]
  /** From the token's claims (ms since epoch); null when the request carried no readable token. */
  issuedAt: number | null
  expiresAt: number | null
  sid: string | null
  sessions: SessionRow[]
}

const cookiePrefix = (payload: Payload) => payload.config.cookiePrefix || 'payload'

function claimsOf(req: Pick<PayloadRequest, 'headers' | 'payload'>): { iat?: number; exp?: number; sid?: string } {
  const name = `${cookiePrefix(req.payload)}-token=`
  const raw = (req.headers.get('cookie') ?? '')
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(name))
    ?.slice(name.length)
  const auth = req.headers.get('authorization')
  const token = raw ?? (auth?.startsWith('JWT ') ? auth.slice(4) : undefined)
  try {
    return token ? JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) : {}
  } catch {
    return {}
  }
}

interface StaffDoc {
  id: number
  email: string
  roles?: string[] | null
  sessions?: { id: string; createdAt?: string | null; expiresAt: string }[] | null
  _sid?: string
}

/** The signed-in staff member's session, read as that member (they may read their own session rows). */
export async function staffSession(req: PayloadRequest): Promise<StaffSession | null> {
  const user = req.user as unknown as StaffDoc | null
  if (!user || !hasRole(user, 'admin', 'editor', 'stock', 'service')) return null
  const doc = (await req.payload.findByID({
    collection: 'users',
    id: user.id,
    depth: 0,
    user: req.user,
    overrideAccess: false,
    req,
  })) as unknown as StaffDoc
  const claims = claimsOf(req)
  const sid = user._sid ?? claims.sid ?? null
  const now = Date.now()
  return {
    email: doc.email,
    roles: doc.roles ?? [],
    issuedAt: claims.iat ? claims.iat * 1000 : null,
    expiresAt: claims.exp ? claims.exp * 1000 : null,
    sid,
    sessions: (doc.sessions ?? [])
      .filter((s) => new Date(s.expiresAt).getTime() > now)
      .map((s) => ({ id: s.id, createdAt: s.createdAt ?? null, expiresAt: s.expiresAt, current: s.id === sid }))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.expiresAt.localeCompare(a.expiresAt)),
  }
}

/** Ends every session of `user` but the one `sid` names; the number ended. */
export async function endOtherSessions(payload: Payload, user: StaffDoc): Promise<number> {
  if (!user._sid) return 0
  const doc = (await payload.findByID({
    collection: 'users',
    id: user.id,
    depth: 0,
    user: { ...user, collection: 'users' } as never,
    overrideAccess: false,
  })) as unknown as StaffDoc
  const sessions = doc.sessions ?? []
  const kept = sessions.filter((s) => s.id === user._sid)
  if (kept.length === sessions.length) return 0
  // The sessions field is closed to every API caller (Payload's rule): this flow, for the signed-in owner's own
  // account and this one field, writes it as a staff identity flow.
  await changeStaff(payload, user.id, { sessions: kept })
  return sessions.length - kept.length
}
