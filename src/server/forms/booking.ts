// Try-on booking: a requested visit within the boutique's opening hours, acknowledged and copied to the shop.
import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '@/domain/locale'
import type { OpeningHours } from '@/domain/forms'
import type { Booking } from '@/domain/schemas/forms'
import { bookingEmails } from '../email/messages'
import { queueEmail } from '../email/queue'
import { getPayload } from '../platform/payload'
import { formSchemas } from './schemas'
import { productSizeSystem } from './sizeSystem'
import { createOnce } from './store'

async function boutiqueHours(payload: Payload): Promise<OpeningHours[]> {
  const res = await payload.find({
    collection: 'stores',
    where: { type: { equals: 'boutique' } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return (res.docs[0]?.hours as OpeningHours[] | undefined) ?? []
}

/** The booking schema in the shopper's language with today's boutique hours (the time must fall within them). */
export async function bookingSchemaFor(l: Locale) {
  return formSchemas(l).booking(await boutiqueHours(await getPayload()))
}

// The opening-hours rule already ran in the schema (bookingSchemaFor).
export async function saveBooking(payload: Payload, b: Booking, req?: PayloadRequest) {
  const { website: _bot, ...data } = b
  const { doc, created } = await createOnce<{ id: number }>(
    payload,
    'visits',
    { requestId: { equals: b.requestId } },
    { ...data, status: 'requested' },
    req,
  )
  if (created) {
    const sizeSystem = await productSizeSystem(payload, b.productId, req)
    for (const m of await bookingEmails({ ...b, sizeSystem })) await queueEmail(payload, m, req)
  }
  return { id: doc.id }
}
