// Our endpoints send their own verification and reset mails (links to the storefront in the shopper's language);
// this is the fallback for a mail Payload would send itself: the house layout, marked so it never reaches the staff
// outbox.
import { markAuthHTML } from '@/server/email/authMail'
import { renderEmail } from '@/server/email/render'

export const fallbackMail = async (args?: { token?: string }) =>
  markAuthHTML(
    (await renderEmail({ kind: 'account-fallback', paragraphs: [`Maison Sabine — ${args?.token ?? ''}`] }, 'en')).html,
  )
