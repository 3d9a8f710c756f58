// POST /api/forms/contact — stores a contact message (idempotent on requestId) and queues its emails
import { saveContact } from '@/server/forms/contact'
import { formHandler } from '@/server/forms/handle'
import { formSchemas } from '@/server/forms/schemas'

export const POST = formHandler({ kind: 'contact', schema: (l) => formSchemas(l).contact, save: saveContact })
