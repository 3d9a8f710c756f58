// The one path of every shopper form: JSON body → per-IP limit → zod (in the shopper's language) → per-email limit
// → honeypot → idempotent save → emails queued and run after the response.
import { randomInt } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import type { z } from 'zod'
import type { Locale } from '@/domain/locale'
import { formatZodIssues, isBot } from '@/domain/schemas/forms'
import { runEmailQueueSoon } from '../email/queue'
import { log } from '../log'
import { getPayload } from '../payload'
import { inTransaction } from '../transaction'
import { requestIp } from './clientIp'
import { formLimits, ipLimiter } from './limits'
import { FieldError, created, failed } from './respond'
import { tooManyMessage } from './schemas'

type Base = { email: string; website?: string | undefined; locale?: Locale | undefined }

export interface FormRoute<T extends Base> {
  kind: string
  /** May read the database first (the booking schema needs the boutique's hours). */
  schema: (locale: Locale) => z.ZodType<T> | Promise<z.ZodType<T>>
  save: (payload: Payload, data: T, req: PayloadRequest) => Promise<{ id: number }>
}

const localeOf = (body: unknown): Locale => ((body as { locale?: unknown })?.locale === 'fr' ? 'fr' : 'en')

function limited(kind: string, who: string, l: Locale, limiter: 'ip' | 'email') {
  const r = (limiter === 'ip' ? ipLimiter(who) : formLimits().email).hit(`${kind}:${who}`)
  if (r.allowed) return null
  return failed(429, [{ field: limiter === 'email' ? 'email' : '', message: tooManyMessage(l) }], {
    'Retry-After': String(Math.ceil(r.retryAfterMs / 1000)),
  })
}

const unavailable = () => failed(503, [{ field: '', message: 'The service is temporarily unavailable. Please try again.' }], { 'Retry-After': '30' })

export function formHandler<T extends Base>(route: FormRoute<T>) {
  return async function POST(request: Request): Promise<Response> {
    let body: unknown
    try {
      body = await request.json()
    } catch {
      return failed(400, [{ field: '', message: 'The body must be JSON.' }])
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return failed(400, [{ field: '', message: 'The body must be a JSON object.' }])
    const l = localeOf(body)
    const byIp = limited(route.kind, requestIp(request.headers), l, 'ip')
    if (byIp) return byIp
    let schema: z.ZodType<T>
    try {
      schema = await route.schema(l)
    } catch (err) {
      log.error(`${route.kind} form schema unavailable`, { err: String(err) })
      return unavailable()
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) return failed(422, formatZodIssues(parsed.error))
    const data = parsed.data
    const byEmail = limited(route.kind, data.email.toLowerCase(), l, 'email')
    if (byEmail) return byEmail
    // A filled honeypot: look exactly like success, keep nothing.
    if (isBot(data)) return created(randomInt(1, 1_000_000))
    try {
      const payload = await getPayload()
      // Record and email jobs commit together. A concurrent duplicate can abort the first attempt (unique requestId);
      // the second attempt then finds the winner's row.
      const save = () => inTransaction(payload, (req) => route.save(payload, data, req))
      const { id } = await save().catch((err) => (err instanceof FieldError ? Promise.reject(err) : save()))
      runEmailQueueSoon(payload)
      return created(id)
    } catch (err) {
      if (err instanceof FieldError) return failed(err.status, [{ field: err.field, message: err.message }])
      log.error(`${route.kind} form could not be saved`, { err: String(err) })
      return unavailable()
    }
  }
}
