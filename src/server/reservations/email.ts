// A boutique reservation's two emails, through the house layout: the shopper's confirmation in their language (what
// is set aside, until when, that it lapses by itself), and the boutique's copy in English (the team's language), which
// answers to the shopper.
import { createTranslator } from 'next-intl'
import type { Locale } from '@/domain/locale'
import { formatSize } from '@/domain/numberFormat'
import { parisDeadline } from '@/domain/reservations'
import { MESSAGES } from '../http/copy'
import type { EmailMessage } from '../email/queue'
import { renderEmail } from '../email/render'

export interface ReservationMail {
  firstName: string
  lastName: string
  email: string
  phone: string
  locale: Locale
  productTitle: string
  colour: string
  size: string
  sku: string
  /** Gloves are a size ('taille'), shoes a 'pointure'. */
  glove: boolean
  expiresAt: string
}

const tr = (l: Locale) => createTranslator({ locale: l, messages: MESSAGES[l], namespace: 'reservation' })
const signoff = (l: Locale) =>
  createTranslator({ locale: l, messages: MESSAGES[l], namespace: 'requestEmails' })('signoff')

const vars = (r: ReservationMail, l: Locale) => {
  const { day, time } = parisDeadline(r.expiresAt, l)
  return {
    product: `${r.productTitle}, ${r.colour}`,
    size: formatSize(r.size, l),
    kind: r.glove ? 'glove' : 'shoe',
    deadline: tr(l)('deadline', { day, time }),
  }
}

async function mail(l: Locale, to: string, subject: string, body: Parameters<typeof renderEmail>[0]) {
  return { to, subject, ...(await renderEmail({ preheader: subject, ...body }, l)) }
}

export function reservationEmails(r: ReservationMail, boutiqueEmail: string): Promise<EmailMessage[]> {
  const l = r.locale
  const t = tr(l)
  const en = tr('en')
  const greeting = createTranslator({ locale: l, messages: MESSAGES[l], namespace: 'requestEmails' })('greeting', {
    name: r.firstName,
  })
  return Promise.all([
    mail(l, r.email, t('emails.subject', vars(r, l)), {
      kind: 'reservation-ack',
      greeting,
      paragraphs: [t('emails.body', vars(r, l)), t('emails.after')],
      signoff: signoff(l),
    }),
    mail('en', boutiqueEmail, en('emails.copySubject', vars(r, 'en')), {
      kind: 'reservation-copy',
      paragraphs: [en('emails.copyIntro')],
      details: [
        ['Name', `${r.firstName} ${r.lastName}`],
        ['Email', r.email],
        ['Phone', r.phone],
        ['Product', r.productTitle],
        ['Colour', r.colour],
        ['Size', r.size],
        ['SKU', r.sku],
        ['Held until', vars(r, 'en').deadline],
        ['Language', l],
      ],
      signoff: signoff('en'),
    }).then((m) => ({ ...m, replyTo: r.email })),
  ])
}
