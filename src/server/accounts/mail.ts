// The account emails (address verification, one-time code, password reset, "you already have an account", a new
// address's link and the notices of identity changes). Each carries a secret or says an address has an account, so
// each is marked as an auth mail: over SMTP to its recipient, otherwise into the operator-only auth-mail folder —
// never into the staff-readable outbox. Mail goes out after the answer (afterAnswer): an address with an account
// and one without answer in the same time.
import type { Payload } from 'payload'
import type { Locale } from '@/domain/locale'
import { AUTH_MAIL_HEADER, markAuthHTML } from '../email/authMail'
import type { EmailKind } from '../email/kinds'
import { renderEmail } from '../email/render'
import { log } from '../platform/log'
import { serverUrl } from '../platform/serverUrl'
import { fill } from '../http/copy'
import { accountCopy } from './copy'

/** A storefront page in the shopper's language (English bare, French under /fr). */
export const storefrontUrl = (l: Locale, path: string) => `${serverUrl()}${l === 'fr' ? '/fr' : ''}${path}`

/** The email in the house layout: its words, the button (with its address written out below, for clients that
 *  strip links), a one-time code set large; marked as an auth mail. */
async function message(
  kind: EmailKind,
  l: Locale,
  subject: string,
  body: string,
  action?: { href: string; label: string },
  code?: string,
) {
  const m = accountCopy(l).mail
  const { html, text } = await renderEmail(
    {
      kind,
      preheader: subject,
      paragraphs: [body],
      ...(code ? { code } : {}),
      ...(action ? { cta: action } : {}),
      signoff: 'Maison Sabine',
      note: m.ignore,
    },
    l,
  )
  return { subject, html: markAuthHTML(html), text }
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

function send(payload: Payload, to: string, mail: Promise<{ subject: string; html: string; text: string }>) {
  return mail
    .then(({ subject, html, text }) =>
      payload.sendEmail({ to, subject, html, text, headers: { [AUTH_MAIL_HEADER]: 'account' } }),
    )
    .then(() => undefined)
    .catch((err: unknown) => log.error('account email failed', { err: String(err) }))
}

export function sendVerification(payload: Payload, l: Locale, to: string, token: string) {
  const m = accountCopy(l).mail
  const href = storefrontUrl(l, `/account/verify?token=${encodeURIComponent(token)}`)
  return send(payload, to, message('account-verify', l, m.verifySubject, m.verifyBody, { href, label: m.verifyButton }))
}

export function sendReset(payload: Payload, l: Locale, to: string, token: string) {
  const m = accountCopy(l).mail
  const href = storefrontUrl(l, `/account/reset-password?token=${encodeURIComponent(token)}`)
  return send(payload, to, message('account-reset', l, m.resetSubject, m.resetBody, { href, label: m.resetButton }))
}

/** The link that makes a new address the account's (to that new address). */
export function sendEmailChangeLink(payload: Payload, l: Locale, to: string, token: string) {
  const m = accountCopy(l).mail
  const href = storefrontUrl(l, `/account/email/confirm?token=${encodeURIComponent(token)}`)
  return send(
    payload,
    to,
    message('account-email-link', l, m.emailChangeSubject, m.emailChangeBody, { href, label: m.emailChangeButton }),
  )
}

/** To the address the account has now, when someone asks to move it to another (which stays hidden in part). */
export function sendEmailChangeAsked(payload: Payload, l: Locale, to: string, next: string) {
  const m = accountCopy(l).mail
  return send(
    payload,
    to,
    message('account-email-asked', l, m.emailAskedSubject, fill(m.emailAskedBody, { email: maskEmail(next) })),
  )
}

/** To the account's former address, once the new one is proven. */
export function sendEmailChanged(payload: Payload, l: Locale, to: string, next: string) {
  const m = accountCopy(l).mail
  return send(
    payload,
    to,
    message('account-email-changed', l, m.emailChangedSubject, fill(m.emailChangedBody, { email: maskEmail(next) })),
  )
}

/** To an address that already has an account, asked as another account's new address (nothing was changed). */
export function sendEmailTaken(payload: Payload, l: Locale, to: string) {
  const m = accountCopy(l).mail
  const href = storefrontUrl(l, '/account/sign-in')
  return send(
    payload,
    to,
    message('account-email-taken', l, m.emailTakenSubject, m.emailTakenBody, {
      href,
      label: accountCopy(l).form.signIn,
    }),
  )
}

export function sendPasswordChanged(payload: Payload, l: Locale, to: string) {
  const m = accountCopy(l).mail
  const href = storefrontUrl(l, '/account/forgot-password')
  return send(
    payload,
    to,
    message('account-password-changed', l, m.passwordChangedSubject, m.passwordChangedBody, {
      href,
      label: m.resetButton,
    }),
  )
}

/** "c•••@example.com": enough for the owner to recognise an address, not enough to learn one. */
export const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}•••@${domain}`
}

export function sendCode(payload: Payload, l: Locale, to: string, code: string) {
  const m = accountCopy(l).mail
  return send(payload, to, message('account-code', l, m.codeSubject, m.codeBody, undefined, code))
}

/** To the owner of an address someone tried to sign up with again (the sign-up answer itself says nothing). */
export function sendAlreadyRegistered(payload: Payload, l: Locale, to: string) {
  const m = accountCopy(l).mail
  const href = storefrontUrl(l, '/account/sign-in')
  return send(
    payload,
    to,
    message('account-exists', l, m.existsSubject, m.existsBody, { href, label: accountCopy(l).form.signIn }),
  )
}
