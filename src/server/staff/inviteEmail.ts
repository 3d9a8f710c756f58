// The invitation email: a link to choose a password, in the invitee's language. It signs in whoever opens it, so it
// is an auth email: over SMTP when configured, otherwise in the operator's private folder — never in the outbox.
import type { Payload } from 'payload'
import { AUTH_MAIL_HEADER, markAuthHTML } from '@/server/email/authMail'
import { renderEmail } from '@/server/email/render'

const COPY = {
  en: {
    subject: 'Your Maison Sabine backoffice account',
    greeting: 'Hello,',
    body: (h: number) => [
      'An account was opened for you on the Maison Sabine backoffice.',
      `Choose your password with the link below; it works once, for ${h} hours.`,
    ],
    cta: 'Choose my password',
    signoff: 'Maison Sabine',
    footer: 'If you did not expect this, ignore this email: nothing happens without the link.',
  },
  fr: {
    subject: 'Votre compte du back-office Maison Sabine',
    greeting: 'Bonjour,',
    body: (h: number) => [
      'Un compte vous a été ouvert sur le back-office de Maison Sabine.',
      `Choisissez votre mot de passe avec le lien ci-dessous\u00a0; il ne sert qu’une fois, pendant ${h}\u00a0heures.`,
    ],
    cta: 'Choisir mon mot de passe',
    signoff: 'Maison Sabine',
    footer: 'Si vous ne l’attendiez pas, ignorez ce message\u00a0: rien ne se passe sans le lien.',
  },
}

export async function sendInviteEmail(
  payload: Payload,
  args: { to: string; token: string; language: 'en' | 'fr'; hours: number },
) {
  const c = COPY[args.language]
  const url = `${payload.config.serverURL}${payload.config.routes.admin}/reset/${args.token}`
  const { html, text } = await renderEmail(
    {
      kind: 'staff-invite',
      preheader: c.subject,
      greeting: c.greeting,
      paragraphs: c.body(args.hours),
      cta: { label: c.cta, href: url },
      signoff: c.signoff,
      note: c.footer,
    },
    args.language,
  )
  await payload.sendEmail({
    to: args.to,
    subject: c.subject,
    html: markAuthHTML(html),
    text,
    headers: { [AUTH_MAIL_HEADER]: 'invite' },
  })
}
