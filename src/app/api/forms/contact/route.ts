// POST /api/forms/contact — stores a contact message (idempotent on requestId) and queues its emails
import { saveContact } from '@/server/requests/contact'
import { formHandler } from '@/server/requests/handle'
import { formSchemas } from '@/server/requests/schemas'

export const POST = formHandler({ kind: 'contact', schema: (l) => formSchemas(l).contact, save: saveContact })
