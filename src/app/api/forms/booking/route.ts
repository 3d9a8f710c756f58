// POST /api/forms/booking — stores a try-on visit request within opening hours and queues its emails
import { saveBooking } from '@/server/requests/booking'
import { formHandler } from '@/server/requests/handle'
import { formSchemas } from '@/server/requests/schemas'

export const POST = formHandler({ kind: 'booking', schema: (l) => formSchemas(l).booking, save: saveBooking })
