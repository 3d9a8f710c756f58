// The reservation form on the shop's one endpoint pipeline (origin and content type → size cap → per-address limit →
// JSON → zod in the shopper's language), then as the other shopper forms: per-email limit → honeypot → the reservation
// in one transaction → its emails run after the response. Answers 201 with what the page shows.
import { randomInt } from 'node:crypto'
import { isBot } from '@/domain/schemas/forms'
import { type ReservationRequest, createReservationSchema } from '@/domain/schemas/reservation'
import { reservationExpiry } from '@/domain/reservations'
import { runEmailQueueSoon } from '../email/queue'
import { messagesFor, perLocale } from '../http/copy'
import { endpoint } from '../http/endpoint'
import { ApiError, json } from '../http/errors'
import { hitLimit } from '../http/limits'
import { getPayload } from '../platform/payload'
import { inTransaction } from '../platform/transaction'
import { reserve } from './reserve'

const schemaFor = perLocale((l) => {
  const { fields, validation } = messagesFor(l).requests
  return createReservationSchema(fields, validation)
})

const tooMany = (l: Parameters<typeof messagesFor>[0]) => messagesFor(l).requests.validation.tooMany

export const reservationEndpoint = endpoint<ReservationRequest>({
  name: 'reservation',
  budget: 'form',
  who: 'anyone',
  input: 'json',
  schema: schemaFor,
  tooMany,
  async handle({ data, locale }) {
    const byEmail = await hitLimit('formEmail', 'reservation', data.email.toLowerCase())
    if (!byEmail.allowed) {
      throw new ApiError(
        429,
        [{ field: 'email', message: tooMany(locale) }],
        {},
        { 'Retry-After': String(Math.ceil(byEmail.retryAfterMs / 1000)) },
      )
    }
    // A filled honeypot: look exactly like success, keep nothing.
    if (isBot(data)) {
      const expiresAt = reservationExpiry(new Date()).toISOString()
      return json({ id: randomInt(1, 1_000_000), sku: data.sku, size: '', expiresAt }, 201)
    }
    const payload = await getPayload()
    // A concurrent retry of the same request can abort the first attempt on a unique index (its request id, or the
    // email's hold of this SKU); the second attempt then finds the winner's row, or refuses with the shop's words.
    const save = () => inTransaction(payload, (req) => reserve(payload, data, req))
    const { reserved, created } = await save().catch((err) => (err instanceof ApiError ? Promise.reject(err) : save()))
    if (created) runEmailQueueSoon(payload)
    return json(reserved, 201)
  },
})
