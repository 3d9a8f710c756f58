// Try-on booking: a requested visit within the boutique's opening hours, acknowledged and copied to the shop.
import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '@/domain/locale'
import { type OpeningHours, isWithinOpeningHours } from '@/domain/requests'
import type { Booking } from '@/domain/schemas/forms'
import { bookingEmails } from '../email/messages'
import { queueEmail } from '../email/queue'
import en from '../../../messages/en.json'
import fr from '../../../messages/fr.json'
import { FieldError } from './respond'
import { createOnce } from './store'

async function boutiqueHours(payload: Payload, req?: PayloadRequest): Promise<OpeningHours[]> {
  const res = await payload.find({ collection: 'stores', where: { type: { equals: 'boutique' } }, limit: 1, depth: 0, overrideAccess: false, req })
  return (res.docs[0]?.hours as OpeningHours[] | undefined) ?? []
}

export async function saveBooking(payload: Payload, b: Booking, req?: PayloadRequest) {
  const l: Locale = b.locale === 'fr' ? 'fr' : 'en'
  if (!isWithinOpeningHours(b.preferredDate, b.preferredTime, await boutiqueHours(payload, req))) {
    const copy = (l === 'fr' ? fr : en).requests
    throw new FieldError('preferredTime', copy.validation.required.replace('{label}', copy.fields.preferredTime))
  }
  const { website: _bot, ...data } = b
  const { doc, created } = await createOnce<{ id: number }>(payload, 'visits', { requestId: { equals: b.requestId } }, { ...data, status: 'requested' }, req)
  if (created) for (const m of bookingEmails(b)) await queueEmail(payload, m, req)
  return { id: doc.id }
}
