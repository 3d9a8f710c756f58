// Newsletter double opt-in. One row per address: subscribing again is never an error and never a duplicate;
// an unsubscribed or long-pending address gets a fresh confirmation email.
import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '@/domain/locale'
import { newsletterConfirmEmail } from '../email/messages'
import { queueEmail } from '../email/queue'
import { createOnce, findOwn, formContext } from './store'

const RESEND_AFTER_MS = 10 * 60_000
type Sub = {
  id: number
  email: string
  status: string
  locale?: Locale | null
  token: string
  consentAt?: string | null
}

const newToken = () => randomBytes(24).toString('base64url')

export async function subscribe(
  payload: Payload,
  s: { email: string; locale?: Locale; source: 'block' | 'footer' | 'contact' },
  req?: PayloadRequest,
) {
  const email = s.email.trim().toLowerCase()
  const key = { email: { equals: email } }
  const token = newToken()
  const now = new Date().toISOString()
  const { doc, created } = await createOnce<Sub>(
    payload,
    'newsletter-subscriptions',
    key,
    {
      email,
      status: 'pending',
      locale: s.locale ?? 'en',
      source: s.source,
      token,
      consentAt: now,
    },
    req,
  )
  if (created) {
    await queueEmail(payload, await newsletterConfirmEmail({ email, locale: s.locale, token }), req)
    return { id: doc.id }
  }
  const stale = doc.status === 'pending' && Date.now() - Date.parse(doc.consentAt ?? '0') > RESEND_AFTER_MS
  if (doc.status === 'unsubscribed' || stale) {
    // The token field is hidden from reads, so a fresh one is issued with the new confirmation.
    await payload.update({
      collection: 'newsletter-subscriptions',
      id: doc.id,
      depth: 0,
      overrideAccess: false,
      context: formContext(key),
      req,
      data: { status: 'pending' as const, token, consentAt: now, locale: s.locale ?? doc.locale ?? 'en' },
    })
    await queueEmail(payload, await newsletterConfirmEmail({ email, locale: s.locale ?? doc.locale, token }), req)
  }
  return { id: doc.id }
}

/** Follows a confirm or unsubscribe link; false when the token matches no subscription. */
export async function applyNewsletterToken(payload: Payload, token: string, action: 'confirm' | 'unsubscribe') {
  if (!/^[\w-]{16,64}$/.test(token)) return false
  const key = { token: { equals: token } }
  const doc = await findOwn<Sub>(payload, 'newsletter-subscriptions', key)
  if (!doc) return false
  const now = new Date().toISOString()
  if (action === 'confirm' && doc.status === 'unsubscribed') return false
  await payload.update({
    collection: 'newsletter-subscriptions',
    id: doc.id,
    depth: 0,
    overrideAccess: false,
    context: formContext(key),
    data:
      action === 'confirm'
        ? { status: 'confirmed' as const, confirmedAt: now }
        : { status: 'unsubscribed' as const, unsubscribedAt: now },
  })
  return true
}
