// Contact form: stored in the inbox, acknowledged to the shopper, copied to the shop; opt-in subscribes.
import type { Payload, PayloadRequest } from 'payload'
import type { Contact } from '@/domain/schemas/forms'
import { contactEmails } from '../email/messages'
import { queueEmail } from '../email/queue'
import { subscribe } from './newsletter'
import { createOnce } from './store'

export async function saveContact(payload: Payload, c: Contact, req?: PayloadRequest) {
  const { website: _bot, ...data } = c
  const { doc, created } = await createOnce<{ id: number }>(
    payload,
    'contacts',
    { requestId: { equals: c.requestId } },
    { ...data, status: 'new' },
    req,
  )
  if (created) {
    for (const m of await contactEmails(c)) await queueEmail(payload, m, req)
    if (c.newsletter) await subscribe(payload, { email: c.email, locale: c.locale, source: 'contact' }, req)
  }
  return { id: doc.id }
}
