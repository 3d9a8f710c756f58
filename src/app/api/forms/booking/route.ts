// POST /api/forms/booking — stores a try-on visit request within opening hours and queues its emails
import { bookingSchemaFor, saveBooking } from '@/server/forms/booking'
import { formHandler } from '@/server/forms/handle'

export const POST = formHandler({ kind: 'booking', schema: bookingSchemaFor, save: saveBooking })
