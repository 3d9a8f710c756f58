// Staff management for admins (/app/manage-users): invite by email, deactivate and reactivate, end every session of
// an account, reset a lost second factor. Every function checks that the caller is an admin itself (the view and the
// endpoint check too), acts as that admin (overrideAccess: false) where Payload's access applies, and leaves an entry
// in the security log.
import { randomBytes } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { hasRole } from '@/access/roles'
import { deactivationProblem } from '@/domain/staffAudit'
import { ApiError } from '@/server/http/errors'
import { sendInviteEmail } from './inviteEmail'
import { recordSecurityEvent } from './securityLog'
import { changeStaff, staffById } from './stored'
import { endAllSessions } from './totp'
import { nullIfNotFound } from '../notFound'

/** How long an invitation link works. */
export const INVITE_HOURS = 72

export type Lang = 'en' | 'fr'

const REFUSED = {
  en: 'Not allowed: only an admin can manage staff accounts.',
  fr: 'Action non autorisée\u00a0: seul un administrateur peut gérer les comptes de l’équipe.',
}

export function assertAdmin(req: PayloadRequest, lang: Lang) {
  if (!hasRole(req.user)) throw new ApiError(req.user ? 403 : 401, [{ field: '', message: REFUSED[lang] }])
}

export interface StaffRow {
  id: number
  email: string
  name: string | null
  roles: string[]
  deactivated: boolean
  totpEnabled: boolean
  sessions: number
  lastSignIn: string | null
}

interface UserDoc {
  id: number
  email: string
  name?: string | null
  roles?: string[] | null
  deactivated?: boolean | null
  totpEnabled?: boolean | null
  sessions?: { expiresAt: string; createdAt?: string | null }[] | null
}

export async function listStaff(req: PayloadRequest, lang: Lang): Promise<StaffRow[]> {
  assertAdmin(req, lang)
  const found = await req.payload.find({
    collection: 'users',
    user: req.user,
    overrideAccess: false,
    req,
    depth: 0,
    limit: 500,
    sort: 'email',
  })
  // Session rows are readable by their owner only (Payload's rule): the admin, checked above, reads their dates for
  // the accounts listed, and nothing else, overriding it.
  const raw = await req.payload.find({
    collection: 'users',
    where: { id: { in: found.docs.map((d) => d.id) } },
    select: { sessions: true },
    pagination: false,
    overrideAccess: true,
    req,
  })
  const sessionsOf = new Map((raw.docs as unknown as UserDoc[]).map((d) => [d.id, d.sessions ?? []]))
  const now = Date.now()
  return (found.docs as unknown as UserDoc[]).map((u) => {
    const live = (sessionsOf.get(u.id) ?? []).filter((s) => new Date(s.expiresAt).getTime() > now)
    const last = live
      .map((s) => s.createdAt ?? '')
      .sort()
      .at(-1)
    return {
      id: u.id,
      email: u.email,
      name: u.name ?? null,
      roles: u.roles ?? [],
      deactivated: Boolean(u.deactivated),
      totpEnabled: Boolean(u.totpEnabled),
      sessions: live.length,
      lastSignIn: last || null,
    }
  })
}

export interface InviteInput {
  email: string
  name?: string
  roles: ('admin' | 'editor' | 'stock' | 'service')[]
  language: Lang
}

/** Creates the account with an unusable random password and mails its owner a link to choose their own. */
export async function inviteStaff(req: PayloadRequest, input: InviteInput, lang: Lang): Promise<{ id: number }> {
  assertAdmin(req, lang)
  const existing = await req.payload.count({
    collection: 'users',
    where: { email: { equals: input.email } },
    user: req.user,
    overrideAccess: false,
    req,
  })
  if (existing.totalDocs > 0)
    throw new ApiError(409, [
      {
        field: 'email',
        message: lang === 'fr' ? 'Cette adresse a déjà un compte.' : 'This address already has an account.',
      },
    ])
  const created = await req.payload.create({
    collection: 'users',
    data: {
      email: input.email,
      name: input.name || undefined,
      roles: input.roles,
      language: input.language,
      password: `${randomBytes(24).toString('base64url')}-Inv1te!`,
    },
    user: req.user,
    overrideAccess: false,
    req,
  })
  // Payload's own reset token: random, stored on the account, single use, expiring — the invitation link is a
  // password-reset link with a longer life, so choosing the password goes through Payload's reset page.
  const token = await req.payload.forgotPassword({
    collection: 'users',
    data: { email: input.email },
    disableEmail: true,
    expiration: INVITE_HOURS * 60 * 60 * 1000,
    req,
  })
  await sendInviteEmail(req.payload, { to: input.email, token, language: input.language, hours: INVITE_HOURS })
  await recordSecurityEvent(req, {
    event: 'invite-sent',
    email: input.email,
    detail: `roles: ${input.roles.join(', ')}`,
  })
  return { id: created.id as number }
}

async function target(req: PayloadRequest, id: number, lang: Lang): Promise<UserDoc> {
  const doc = await nullIfNotFound(
    req.payload.findByID({ collection: 'users', id, user: req.user, overrideAccess: false, req, depth: 0 }),
  )
  if (!doc)
    throw new ApiError(404, [{ field: 'user', message: lang === 'fr' ? 'Compte introuvable.' : 'No such account.' }])
  return doc as unknown as UserDoc
}

const PROBLEMS = {
  self: { en: 'You cannot deactivate your own account.', fr: 'Vous ne pouvez pas désactiver votre propre compte.' },
  'last-admin': {
    en: 'This is the last active admin: make someone else admin first.',
    fr: 'C’est le dernier administrateur actif\u00a0: nommez d’abord un autre administrateur.',
  },
}

export async function setDeactivated(req: PayloadRequest, id: number, deactivated: boolean, lang: Lang) {
  assertAdmin(req, lang)
  const doc = await target(req, id, lang)
  if (deactivated) {
    const others = await req.payload.count({
      collection: 'users',
      where: {
        and: [{ roles: { equals: 'admin' } }, { deactivated: { not_equals: true } }, { id: { not_equals: id } }],
      },
      user: req.user,
      overrideAccess: false,
      req,
    })
    const problem = deactivationProblem({
      actorId: req.user!.id,
      targetId: id,
      targetIsAdmin: (doc.roles ?? []).includes('admin'),
      otherActiveAdmins: others.totalDocs,
    })
    if (problem) throw new ApiError(409, [{ field: 'user', message: PROBLEMS[problem][lang] }])
  }
  // The collection's hooks log the change and, on deactivation, end the account's sessions.
  await req.payload.update({
    collection: 'users',
    id,
    data: { deactivated },
    user: req.user,
    overrideAccess: false,
    req,
  })
}

/** Ends every session of the account (every device signs in again); the number ended. */
export async function forceSignOut(req: PayloadRequest, id: number, lang: Lang): Promise<number> {
  assertAdmin(req, lang)
  const doc = await target(req, id, lang)
  // Session rows are readable by their owner only: counted from the stored account (the admin was checked above).
  const count = ((await staffById(req, id))?.sessions ?? []).length
  await endAllSessions(req, id)
  await recordSecurityEvent(req, { event: 'sessions-ended', email: doc.email, detail: `${count} session(s)` })
  return count
}

/** For a lost phone: the account sets up its second factor again at its next sign-in. */
export async function resetTwoFactor(req: PayloadRequest, id: number, lang: Lang) {
  assertAdmin(req, lang)
  const doc = await target(req, id, lang)
  await changeStaff(
    req.payload,
    id,
    {
      totpEnabled: false,
      totpSecret: null,
      totpPendingSecret: null,
      totpSessions: [],
      totpFailures: 0,
      totpLastStep: null,
    },
    req,
  )
  await recordSecurityEvent(req, { event: 'totp-reset', email: doc.email })
}
