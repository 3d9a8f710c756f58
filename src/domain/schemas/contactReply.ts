// Body of POST /api/contacts/reply — the reply box on a contact message in the backoffice.
import { REPLY_LANGUAGES, REPLY_TEMPLATE_KEYS } from '../contactReplies'
import { recordId } from './recordId'
import { z } from './zod'

export const contactReplySchema = z.object({
  id: recordId(),
  language: z.enum(REPLY_LANGUAGES),
  template: z.enum(REPLY_TEMPLATE_KEYS as [string, ...string[]]).optional(),
  text: z.string().trim().min(1, 'Write the reply.').max(5000, 'A reply has at most 5,000 characters.'),
})
export type ContactReplyInput = z.infer<typeof contactReplySchema>
