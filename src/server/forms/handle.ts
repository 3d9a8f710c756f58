// Every shopper form on the one endpoint pipeline (size cap → per-address limit → JSON → zod in the shopper's
// language), then: per-email limit → honeypot → idempotent save → emails queued and run after the response.
import { randomInt } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import type { z } from 'zod'
import type { Locale } from '@/domain/locale'
import { isBot } from '@/domain/schemas/forms'
import { runEmailQueueSoon } from '../email/queue'
import { messagesFor } from '../http/copy'
import { endpoint } from '../http/endpoint'
import { ApiError, json } from '../http/errors'
import { hitLimit } from '../http/limits'
import { getPayload } from '../platform/payload'
import { inTransaction } from '../platform/transaction'

type Base = { email: string; website?: string | undefined; locale?: Locale | undefined }

export interface FormRoute<T extends Base> {
  kind: string
  /** May read the database first (the booking schema needs the boutique's hours). */
  schema: (locale: Locale) => z.ZodType<T> | Promise<z.ZodType<T>>
  save: (payload: Payload, data: T, req: PayloadRequest) => Promise<{ id: number }>
}

const tooMany = (l: Locale) => messagesFor(l).requests.validation.tooMany

const created = (id: number | string) => json({ id }, 201)

export function formHandler<T extends Base>(route: FormRoute<T>) {
  return endpoint<T>({
    name: route.kind,
    budget: 'form',
    who: 'anyone',
    input: 'json',
    schema: route.schema,
    tooMany,
    async handle({ data, locale }) {
      const byEmail = await hitLimit('formEmail', route.kind, data.email.toLowerCase())
      if (!byEmail.allowed) {
        throw new ApiError(
          429,
          [{ field: 'email', message: tooMany(locale) }],
          {},
          { 'Retry-After': String(Math.ceil(byEmail.retryAfterMs / 1000)) },
        )
      }
      // A filled honeypot: look exactly like success, keep nothing.
      if (isBot(data)) return created(randomInt(1, 1_000_000))
      const payload = await getPayload()
      // Record and email jobs commit together. A concurrent duplicate can abort the first attempt (unique requestId);
      // the second attempt then finds the winner's row.
      const save = () => inTransaction(payload, (req) => route.save(payload, data, req))
      const { id } = await save().catch((err) => (err instanceof ApiError ? Promise.reject(err) : save()))
      runEmailQueueSoon(payload)
      return created(id)
    },
  })
}
