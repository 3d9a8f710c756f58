// POST /api/forms/newsletter — subscribes an address (pending until the emailed link is followed)
import { formHandler } from '@/server/forms/handle'
import { subscribe } from '@/server/forms/newsletter'
import { formSchemas } from '@/server/forms/schemas'

export const POST = formHandler({
  kind: 'newsletter',
  schema: (l) => formSchemas(l).newsletter,
  save: (payload, d, req) => subscribe(payload, { email: d.email, locale: d.locale, source: d.source ?? 'block' }, req),
})
