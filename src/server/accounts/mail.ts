// The account emails (address verification, one-time code, password reset, "you already have an account"). Each
// carries a secret or says an address has an account, so each is marked as an auth mail: over SMTP to its
// recipient, otherwise into the operator-only auth-mail folder — never into the staff-readable outbox.
// Sending is not awaited by the endpoints: an address with an account and one without answer in the same time.
import type { Payload } from 'payload'
import type { Locale } from '@/domain/locale'
import { AUTH_MAIL_HEADER, markAuthHTML } from '../email/authMail'
import { log } from '../platform/log'
import { serverUrl } from '../platform/serverUrl'
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
export function track(p: Promise<void>) {
  inflight.add(p)
  void p.finally(() => inflight.delete(p))
}

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
