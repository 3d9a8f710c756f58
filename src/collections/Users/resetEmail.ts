// The staff password-reset email: Payload's wording and link in the house layout, in the staff member's admin
// language, marked as an auth email so that without SMTP it is kept out of the outbox (see
// src/server/email/authMail.ts).
import type { PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { markAuthHTML } from '@/server/email/authMail'
import { renderEmail } from '@/server/email/render'

export const resetEmailHTML = async (args?: { req?: PayloadRequest; token?: string }): Promise<string> => {
  const req = args!.req!
  const config = req.payload.config
  const url = formatAdminURL({
    adminRoute: config.routes.admin,
    path: `${config.admin.routes.reset}/${args!.token}`,
    serverURL: config.serverURL,
  })
  const lang = req.i18n?.language === 'fr' ? 'fr' : 'en'
  const { html } = await renderEmail(
    {
      kind: 'staff-reset',
      paragraphs: [req.t('authentication:youAreReceivingResetPassword'), url],
      cta: { label: lang === 'fr' ? 'Choisir un nouveau mot de passe' : 'Choose a new password', href: url },
      note: req.t('authentication:youDidNotRequestPassword'),
      signoff: 'Maison Sabine',
    },
    lang,
  )
  return markAuthHTML(html)
}
