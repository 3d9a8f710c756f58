// POST /api/contacts/reply — the reply box on a contact message (customer service and admins): emails the shopper
// through the email port and logs the reply on the message
import { contactReplySchema } from '@/domain/schemas/contactReply'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'
import { replyToContact } from '@/server/forms/contactReply'
import { getPayload } from '@/server/platform/payload'

export const POST = endpoint({
  name: 'contacts-reply',
  budget: 'api',
  who: { staff: ['service'] },
  input: 'json',
  schema: () => contactReplySchema,
  async handle({ data, locale, user }) {
    const contact = await replyToContact(await getPayload(), user, data, locale)
    return json({ id: contact.id, status: contact.status, replies: contact.replies?.length ?? 0 })
  },
})
