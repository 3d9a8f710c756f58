// Two-step verification of staff sessions (TOTP, an authenticator app). Enrolment: a secret is proposed, kept aside
// until a first code proves the app holds it. Sign-in: after the password, a session opens nothing (see owedStep in
// src/access/roles.ts) until a code is given on it. Wrong codes are counted per account: after TOTP_MAX_FAILURES in
// a row the attempts under way end (every session of the account that has not given its code), so guessing means
// typing the password again (itself locked after repeated failures) — on top of the endpoint's rate limit per
// address. The sessions that did give their code stay open: a guesser cannot sign the owner out.
import type { PayloadRequest } from 'payload'
import { TOTP_MAX_FAILURES, newTotpSecret, otpauthUri, totpRequiredFor, verifyTotp } from '@/domain/totp'
import { staffAccountOf } from '@/access/roles'
import { recordSecurityEvent } from './securityLog'
import { type StaffChange, changeStaff, staffById } from './stored'

interface TotpDoc {
  id: number
  email: string
  roles?: string[] | null
  deactivated?: boolean | null
  sessions?: { id: string; expiresAt: string }[] | null
  totpEnabled?: boolean | null
  totpSecret?: string | null
  totpPendingSecret?: string | null
  totpSessions?: unknown
  totpFailures?: number | null
  totpLastStep?: number | null
}

type SessionUser = { id: number; _sid?: string }

/** A signed-in, active staff account (whether or not its second factor was given yet). */
export const staffAccount = (req: PayloadRequest) => staffAccountOf(req.user) as SessionUser | null

async function read(req: PayloadRequest, id: number): Promise<TotpDoc> {
  return (await staffById(req, id)) as unknown as TotpDoc
}

const write = (req: PayloadRequest, id: number, data: StaffChange) => changeStaff(req.payload, id, data, req)

/** Removes every session row of the account. */
export const endAllSessions = (req: PayloadRequest, id: number) => write(req, id, { sessions: [] })

export const totpRequiredSetting = () => process.env.STAFF_TOTP_REQUIRED

export type TwoFactorState =
  | { kind: 'none' }
  | { kind: 'enrol'; required: boolean; secret: string; uri: string }
  | { kind: 'verify' }
  | { kind: 'done' }

/** What /app/two-factor shows this session: set up (with a secret kept aside for it), give a code, or nothing. */
export async function twoFactorState(req: PayloadRequest): Promise<TwoFactorState> {
  const u = staffAccount(req)
  if (!u) return { kind: 'none' }
  const doc = await read(req, u.id)
  if (doc.totpEnabled) {
    const verified = Array.isArray(doc.totpSessions) && Boolean(u._sid) && doc.totpSessions.includes(u._sid)
    return verified ? { kind: 'done' } : { kind: 'verify' }
  }
  let secret = doc.totpPendingSecret
  if (!secret) {
    secret = newTotpSecret()
    await write(req, u.id, { totpPendingSecret: secret })
  }
  return {
    kind: 'enrol',
    required: totpRequiredFor(doc.roles, totpRequiredSetting()),
    secret,
    uri: otpauthUri(secret, doc.email),
  }
}

/** The sessions of the account that gave their code and still exist. */
function verifiedSessions(doc: TotpDoc): string[] {
  const live = new Set((doc.sessions ?? []).map((s) => s.id))
  return (Array.isArray(doc.totpSessions) ? (doc.totpSessions as string[]) : []).filter((s) => live.has(s))
}

export type TwoFactorOutcome = 'ok' | 'wrong-code' | 'signed-out' | 'not-needed'

async function failure(req: PayloadRequest, doc: TotpDoc): Promise<TwoFactorOutcome> {
  const failures = (doc.totpFailures ?? 0) + 1
  await recordSecurityEvent(req, { event: 'totp-failure', email: doc.email, detail: `${failures} in a row` })
  if (failures < TOTP_MAX_FAILURES) {
    await write(req, doc.id, { totpFailures: failures })
    return 'wrong-code'
  }
  const verified = new Set(verifiedSessions(doc))
  await write(req, doc.id, {
    totpFailures: 0,
    sessions: (doc.sessions ?? []).filter((s) => verified.has(s.id)),
  } as StaffChange)
  await recordSecurityEvent(req, {
    event: 'sessions-ended',
    email: doc.email,
    detail: 'too many wrong codes: the sessions that had not given their code',
  })
  return 'signed-out'
}

/** Checks a code for this session: enrolment (against the secret kept aside) or sign-in (against the account's). */
export async function submitTwoFactor(
  req: PayloadRequest,
  action: 'enrol' | 'verify',
  code: string,
  now = Date.now(),
): Promise<TwoFactorOutcome> {
  const u = staffAccount(req)
  if (!u?._sid) return 'not-needed'
  const doc = await read(req, u.id)
  const secret = action === 'enrol' ? (doc.totpEnabled ? null : doc.totpPendingSecret) : doc.totpSecret
  if (!secret || (action === 'verify' && !doc.totpEnabled)) return 'not-needed'
  const step = verifyTotp(secret, code, now, action === 'verify' ? (doc.totpLastStep ?? null) : null)
  if (step === null) return failure(req, doc)
  await write(req, u.id, {
    ...(action === 'enrol' ? { totpEnabled: true, totpSecret: secret, totpPendingSecret: null } : {}),
    totpSessions: [...verifiedSessions(doc), u._sid],
    totpLastStep: step,
    totpFailures: 0,
  })
  await recordSecurityEvent(req, { event: action === 'enrol' ? 'totp-enrolled' : 'totp-success', email: doc.email })
  return 'ok'
}
