// The staff password-reset email: Payload's wording and link, marked as an auth email so that without SMTP it is
// kept out of the outbox (see src/server/email/authMail.ts).
import type { PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { markAuthHTML } from '@/server/email/authMail'

export const resetEmailHTML = (args?: { req?: PayloadRequest; token?: string }): string => {
  const req = args!.req!
  const config = req.payload.config
  const url = formatAdminURL({
    adminRoute: config.routes.admin,
    path: `${config.admin.routes.reset}/${args!.token}`,
    serverURL: config.serverURL,
  })
  const html = `${req.t('authentication:youAreReceivingResetPassword')}
    <a href="${url}">${url}</a>
    ${req.t('authentication:youDidNotRequestPassword')}`
  return markAuthHTML(html)
}
