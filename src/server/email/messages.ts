// Every email the shop sends, in the shopper's language (copy in messages/*.json, namespace requestEmails).
import { createTranslator } from 'next-intl'
import type { Locale } from '@/domain/locale'
import { replySubject } from '@/domain/contactReplies'
import { localizedHref } from '@/domain/locale'
import { formatDay, formatSize, formatTime } from '@/domain/numberFormat'
import { type SizeSystem, sizeKind } from '@/domain/orderLines'
import { MESSAGES } from '../http/copy'
import { serverUrl } from '../platform/serverUrl'
import type { EmailContent } from './content'
import type { EmailMessage } from './queue'
import { renderEmail } from './render'

const lang = (l: unknown): Locale => (l === 'fr' ? 'fr' : 'en')
const tr = (l: Locale) => createTranslator({ locale: l, messages: MESSAGES[l], namespace: 'requestEmails' })
const fields = (l: Locale) => createTranslator({ locale: l, messages: MESSAGES[l], namespace: 'requests' })

export const siteUrl = () => serverUrl()
export const shopEmail = () => process.env.SHOP_EMAIL || 'contact@maison-sabine.example'

type Person = { firstName?: string | null; lastName?: string | null; email: string; locale?: string | null }
const fullName = (p: Person) => [p.firstName, p.lastName].filter(Boolean).join(' ')

async function frame(
  l: Locale,
  to: string,
  subject: string,
  body: EmailContent,
  extra: Partial<EmailMessage> = {},
): Promise<EmailMessage> {
  return { to, subject, ...(await renderEmail({ preheader: subject, ...body }, l)), ...extra }
}

const base = (l: Locale) => ({ signoff: tr(l)('signoff') })

export interface ContactDoc extends Person {
  reason: string
  message: string
  address?: string | null
}

export function contactEmails(c: ContactDoc): Promise<EmailMessage[]> {
  const l = lang(c.locale)
  const t = tr(l)
  // The shop's copy is in English: the team works in the backoffice language, and replies go to the shopper.
  const shopDetails: Array<[string, string]> = [
    ['Name', fullName(c)],
    ['Email', c.email],
    ['Address', c.address ?? ''],
    ['Reason', fields('en')(`contact.reasons.${c.reason}` as never)],
    ['Language', l],
    ['Message', c.message],
  ]
  return Promise.all([
    // The typed address is not verified: the acknowledgement repeats nothing the sender wrote (no name, no message),
    // so the form cannot relay a stranger's text. It reads the same in both languages; the shop's copy keeps all.
    frame(l, c.email, t('contactSubject'), {
      kind: 'contact-ack',
      paragraphs: [t('contactBody'), tr(l === 'fr' ? 'en' : 'fr')('contactBody')],
      ...base(l),
    }),
    frame(
      'en',
      shopEmail(),
      tr('en')('contactCopySubject', {
        reason: fields('en')(`contact.reasons.${c.reason}` as never),
        name: fullName(c),
      }),
      { kind: 'contact-copy', paragraphs: [], details: shopDetails, ...base('en') },
      { replyTo: c.email },
    ),
  ])
}

export interface VisitDoc extends Person {
  preferredDate: string
  preferredTime: string
  size: string
  productTitle?: string | null
  phone?: string | null
  notes?: string | null
  /** The product's sizes: French names a shoe's a pointure, a glove's a taille (shoes when unknown). */
  sizeSystem?: SizeSystem
}

// The shopper reads the size, the day and the time in their language ('35,5', 'lundi 16 mars 2026', '10 h 30'); the
// shop's copy names the day in English beside its stored form, which staff search by.
const visitVars = (v: VisitDoc, l: Locale) => ({
  product: v.productTitle || 'Maison Sabine',
  size: formatSize(v.size, l),
  kind: sizeKind(v.sizeSystem),
  date: formatDay(v.preferredDate, l),
  time: formatTime(v.preferredTime, l),
})

export function bookingEmails(v: VisitDoc): Promise<EmailMessage[]> {
  const l = lang(v.locale)
  const t = tr(l)
  const shopDetails: Array<[string, string]> = [
    ['Name', fullName(v)],
    ['Email', v.email],
    ['Phone', v.phone ?? ''],
    ['Product', v.productTitle ?? ''],
    ['Size', v.size],
    ['Date', `${formatDay(v.preferredDate, 'en')} (${v.preferredDate})`],
    ['Time', v.preferredTime],
    ['Instructions', v.notes ?? ''],
    ['Language', l],
  ]
  return Promise.all([
    frame(l, v.email, t('bookingSubject'), {
      kind: 'booking-ack',
      greeting: t('greeting', { name: v.firstName ?? '' }),
      paragraphs: [t('bookingBody', visitVars(v, l))],
      ...base(l),
    }),
    frame(
      'en',
      shopEmail(),
      tr('en')('bookingCopySubject', {
        date: formatDay(v.preferredDate, 'en'),
        time: v.preferredTime,
        name: fullName(v),
      }),
      { kind: 'booking-copy', paragraphs: [], details: shopDetails, ...base('en') },
      { replyTo: v.email },
    ),
  ])
}

export function visitConfirmedEmail(v: VisitDoc): Promise<EmailMessage> {
  const l = lang(v.locale)
  const t = tr(l)
  return frame(l, v.email, t('visitConfirmedSubject'), {
    kind: 'visit-confirmed',
    greeting: t('greeting', { name: v.firstName ?? '' }),
    paragraphs: [t('visitConfirmedBody', visitVars(v, l))],
    ...base(l),
  })
}

export const newsletterLink = (kind: 'confirm' | 'unsubscribe', token: string, l: Locale = 'en') =>
  `${siteUrl()}/api/newsletter/${kind}?token=${encodeURIComponent(token)}&lang=${l}`

/** The double opt-in email; like every newsletter email it carries an unsubscribe link and List-Unsubscribe. */
export function newsletterConfirmEmail(s: {
  email: string
  locale?: string | null
  token: string
}): Promise<EmailMessage> {
  const l = lang(s.locale)
  const t = tr(l)
  const unsub = newsletterLink('unsubscribe', s.token, l)
  return frame(
    l,
    s.email,
    t('newsletterSubject'),
    {
      kind: 'newsletter-confirm',
      paragraphs: [t('newsletterBody')],
      cta: { label: t('newsletterCta'), href: newsletterLink('confirm', s.token, l) },
      unsubscribe: { label: t('unsubscribe'), href: unsub, note: t('unsubscribeNote') },
      ...base(l),
    },
    { headers: { 'List-Unsubscribe': `<${unsub}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } },
  )
}

export function backInStockEmail(i: {
  email: string
  locale?: string | null
  productTitle?: string | null
  size: string
  path: string
  sizeSystem?: SizeSystem
}): Promise<EmailMessage> {
  const l = lang(i.locale)
  const t = tr(l)
  const product = i.productTitle || 'Maison Sabine'
  return frame(l, i.email, t('backInStockSubject', { product, kind: sizeKind(i.sizeSystem) }), {
    kind: 'back-in-stock',
    paragraphs: [t('backInStockBody', { product, size: formatSize(i.size, l), kind: sizeKind(i.sizeSystem) })],
    cta: { label: t('backInStockCta'), href: `${siteUrl()}${localizedHref(i.path, l)}` },
    ...base(l),
  })
}

export function testEmail(to: string, locale: Locale = 'en'): Promise<EmailMessage> {
  const t = tr(locale)
  return frame(locale, to, t('testSubject'), { kind: 'test', paragraphs: [t('testBody')], ...base(locale) })
}

/** "Find my order": the link to the order's page, in the language of the page the shopper asked from. */
export function orderLinkEmail(o: {
  to: string
  locale: Locale
  number: string
  href: string
  days: number
}): Promise<EmailMessage> {
  const t = tr(o.locale)
  return frame(o.locale, o.to, t('orderLinkSubject', { number: o.number }), {
    kind: 'order-link',
    paragraphs: [t('orderLinkBody', { number: o.number, days: o.days }), t('orderLinkIgnore')],
    cta: { label: t('orderLinkCta'), href: o.href },
    ...base(o.locale),
  })
}

/** A staff reply to a contact message: the staff member's words as written (their paragraphs, their signature). */
export function contactReplyEmail(r: { to: string; language: Locale; text: string }): Promise<EmailMessage> {
  return frame(r.language, r.to, replySubject(r.language), {
    kind: 'contact-reply',
    paragraphs: r.text.split(/\n{2,}/),
  })
}
