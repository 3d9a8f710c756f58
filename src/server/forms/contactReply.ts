// A staff reply to a contact message: customer service and admins only. The message is read with the staff
// member's own access; the email is queued and the reply logged on the message (who, when, text) in ONE
// transaction, so a logged reply is always a sent one and a failed one is neither. A new message becomes answered.
import type { Payload } from 'payload'
import { hasRole } from '@/access/roles'
import type { ContactReplyInput } from '@/domain/schemas/contactReply'
import type { Contact } from '@/payload-types'
import { queueEmail, runEmailQueueSoon } from '../email/queue'
import { contactReplyEmail } from '../email/messages'
import { ApiError } from '../http/errors'
import { inTransaction } from '../platform/transaction'
import { nullIfNotFound } from '../notFound'

type Staff = Parameters<Payload['findByID']>[0]['user']

export const REFUSALS = {
  en: {
    signIn: 'Sign in to the backoffice to reply.',
    forbidden: 'Only administrators and customer service may reply to messages.',
    missing: 'No such message.',
  },
  fr: {
    signIn: 'Connectez-vous au back-office pour répondre.',
    forbidden: 'Seuls les administrateurs et le service client peuvent répondre aux messages.',
    missing: 'Message introuvable.',
  },
} as const

export async function replyToContact(payload: Payload, user: unknown, input: ContactReplyInput, l: 'en' | 'fr') {
  const r = REFUSALS[l]
  if (!user) throw new ApiError(401, [{ field: '', message: r.signIn }])
  if (!hasRole(user, 'service')) throw new ApiError(403, [{ field: '', message: r.forbidden }])
  const staff = user as Staff & { email?: string }
  const contact = await inTransaction(payload, async (req) => {
    const current = (await nullIfNotFound(
      payload.findByID({ collection: 'contacts', id: input.id, depth: 0, user: staff, overrideAccess: false, req }),
    )) as Contact | null
    if (!current) throw new ApiError(404, [{ field: 'id', message: r.missing }])
    const mail = await contactReplyEmail({ to: current.email, language: input.language, text: input.text })
    const subject = mail.subject
    await queueEmail(payload, mail, req)
    const at = new Date().toISOString()
    // The log and the status are the system's to write (the staff member cannot edit them in the form).
    return (await payload.update({
      collection: 'contacts',
      id: current.id,
      depth: 0,
      req,
      overrideAccess: true,
      data: {
        ...(current.status === 'new' ? { status: 'answered' as const } : {}),
        replies: [
          ...(current.replies ?? []),
          {
            at,
            by: staff.email ?? String(staff.id),
            template: input.template,
            language: input.language,
            subject,
            text: input.text,
          },
        ],
      },
    })) as Contact
  })
  runEmailQueueSoon(payload)
  return contact
}
