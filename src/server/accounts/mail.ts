// The account emails (address verification, one-time code, password reset, "you already have an account", a new
// address's link and the notices of identity changes). Each carries a secret or says an address has an account, so
// each is marked as an auth mail: over SMTP to its recipient, otherwise into the operator-only auth-mail folder —
// never into the staff-readable outbox. Mail goes out after the answer (afterAnswer): an address with an account
// and one without answer in the same time.
import type { Payload } from 'payload'
import type { Locale } from '@/domain/locale'
import { AUTH_MAIL_HEADER, markAuthHTML } from '../email/authMail'
import { log } from '../platform/log'
import { serverUrl } from '../platform/serverUrl'
import { fill } from '../http/copy'
import { accountCopy } from './copy'

/** A storefront page in the shopper's language (English bare, French under /fr). */
export const storefrontUrl = (l: Locale, path: string) => `${serverUrl()}${l === 'fr' ? '/fr' : ''}${path}`

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function html(l: Locale, body: string, action?: { href: string; label: string }, code?: string) {
  const m = accountCopy(l).mail
  return markAuthHTML(
    `<p>${escape(body)}</p>` +
      (code ? `<p style="font-size:28px;letter-spacing:6px"><strong>${escape(code)}</strong></p>` : '') +
      (action
        ? `<p><a href="${escape(action.href)}">${escape(action.label)}</a></p><p>${escape(action.href)}</p>`
        : '') +
      `<p>${escape(m.ignore)}</p>`,
  )
}

const inflight = new Set<Promise<void>>()

/** Lets a mail go on without the caller waiting (tests await mailSettled() to read the file). */
function track(p: Promise<void>) {
  inflight.add(p)
  void p.finally(() => inflight.delete(p))
}

/**
 * Runs `work` once the endpoint has answered (the next turn of the event loop): the lookups, tokens and mails whose
 * cost would tell an address with an account from one without. A failure is logged, never thrown at the caller.
 */
export function afterAnswer(work: () => Promise<unknown>) {
  track(
    new Promise<void>((resolve) => setImmediate(resolve)).then(work).then(
      () => undefined,
      (err: unknown) => log.error('account task failed', { err: String(err) }),
    ),
  )
}

/** @internal Tests wait for the mails sent after an answer before they read the mail folder. */
export const mailSettled = () => Promise.all([...inflight])

function send(payload: Payload, to: string, subject: string, body: string): Promise<void> {
  return payload
    .sendEmail({ to, subject, html: body, headers: { [AUTH_MAIL_HEADER]: 'account' } })
    .then(() => undefined)
    .catch((err: unknown) => log.error('account email failed', { subject, err: String(err) }))
}

export function sendVerification(payload: Payload, l: Locale, to: string, token: string) {
  const m = accountCopy(l).mail
  const href = storefrontUrl(l, `/account/verify?token=${encodeURIComponent(token)}`)
  return send(payload, to, m.verifySubject, html(l, m.verifyBody, { href, label: m.verifyButton }))
}

export function sendReset(payload: Payload, l: Locale, to: string, token: string) {
  const m = accountCopy(l).mail
  const href = storefrontUrl(l, `/account/reset-password?token=${encodeURIComponent(token)}`)
  return send(payload, to, m.resetSubject, html(l, m.resetBody, { href, label: m.resetButton }))
}

/** The link that makes a new address the account's (to that new address). */
export function sendEmailChangeLink(payload: Payload, l: Locale, to: string, token: string) {
  const m = accountCopy(l).mail
  const href = storefrontUrl(l, `/account/email/confirm?token=${encodeURIComponent(token)}`)
  return send(payload, to, m.emailChangeSubject, html(l, m.emailChangeBody, { href, label: m.emailChangeButton }))
}

/** To the address the account has now, when someone asks to move it to another (which stays hidden in part). */
export function sendEmailChangeAsked(payload: Payload, l: Locale, to: string, next: string) {
  const m = accountCopy(l).mail
  return send(payload, to, m.emailAskedSubject, html(l, fill(m.emailAskedBody, { email: maskEmail(next) })))
}

/** To the account's former address, once the new one is proven. */
export function sendEmailChanged(payload: Payload, l: Locale, to: string, next: string) {
  const m = accountCopy(l).mail
  return send(payload, to, m.emailChangedSubject, html(l, fill(m.emailChangedBody, { email: maskEmail(next) })))
}

/** To an address that already has an account, asked as another account's new address (nothing was changed). */
export function sendEmailTaken(payload: Payload, l: Locale, to: string) {
  const m = accountCopy(l).mail
  const href = storefrontUrl(l, '/account/sign-in')
  return send(payload, to, m.emailTakenSubject, html(l, m.emailTakenBody, { href, label: accountCopy(l).form.signIn }))
}

export function sendPasswordChanged(payload: Payload, l: Locale, to: string) {
  const m = accountCopy(l).mail
  const href = storefrontUrl(l, '/account/forgot-password')
  return send(payload, to, m.passwordChangedSubject, html(l, m.passwordChangedBody, { href, label: m.resetButton }))
}

/** "c•••@example.com": enough for the owner to recognise an address, not enough to learn one. */
export const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}•••@${domain}`
}

export function sendCode(payload: Payload, l: Locale, to: string, code: string) {
  const m = accountCopy(l).mail
  return send(payload, to, m.codeSubject, html(l, m.codeBody, undefined, code))
}

/** To the owner of an address someone tried to sign up with again (the sign-up answer itself says nothing). */
export function sendAlreadyRegistered(payload: Payload, l: Locale, to: string) {
  const m = accountCopy(l).mail
  const href = storefrontUrl(l, '/account/sign-in')
  return send(payload, to, m.existsSubject, html(l, m.existsBody, { href, label: accountCopy(l).form.signIn }))
}
