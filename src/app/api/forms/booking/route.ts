// POST /api/forms/booking — stores a try-on visit request within opening hours and queues its emails
import { bookingSchemaFor, saveBooking } from '@/server/requests/booking'
import { formHandler } from '@/server/requests/handle'

export const POST = formHandler({ kind: 'booking', schema: bookingSchemaFor, save: saveBooking })
