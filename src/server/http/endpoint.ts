// The one pipeline of every endpoint of ours: for a call that changes something, the shop's own origin and the body's
// content type (sameSite.ts: 403 from another site, 415 for another type) → size cap → rate limit by address → who is
// calling (callers.ts) → parse → zod in the caller's language (a schema's own messages, else the shop's words for a
// missing or malformed field, domain/schemas/issueMessages.ts) → handler → one error shape. The limit is counted before the body is parsed (a
// flood of garbage is slowed down too); on a public endpoint its 429 is answered once the body's locale is known, so
// the shopper reads it in their language. An endpoint for someone in particular answers who before what: its 401,
// 403 or 429 comes before the body is read, in the language the caller's request or account names.
import type { z } from 'zod'
import type { Locale } from '@/domain/locale'
import { issueMap } from '@/domain/schemas/issueMessages'
import { type FieldIssue, formatZodIssues } from '@/domain/schemas/issues'
import { clientIp } from '@/server/clientIp'
import { log } from '@/server/platform/log'
import { PUBLIC_MAX_BYTES, TooLarge, declaredTooLarge, readCapped } from './body'
import { type CallerOf, type Who, callerLocale, identify } from './callers'
import { fill, headerLocale, localeOf, messagesFor } from './copy'
import { ApiError, errorResponse } from './errors'
import { type Budget, hitLimit } from './limits'
import { BODY_TYPES, type BodyKind, changesState, isBodyOf, requestSite } from './sameSite'

export interface Context<T, U = unknown> {
  request: Request
  data: T
  locale: Locale
  /** The caller's address, as the rate limit saw it. */
  ip: string
  /** The caller the endpoint declared in `who` (null for anyone). */
  user: U
}

interface Common<W extends Who> {
  /** Names the endpoint in logs and in its rate-limit key. */
  name: string
  /** Who may call it, checked before the body is read. */
  who: W
  /**
   * Called from other sites or servers by design, and authenticated by what it carries (Stripe's signature, the
   * token of a mailed link): not asked to come from the shop's pages.
   */
  fromAnywhere?: true
  /** The 401 a shopper who is not signed in reads, when the endpoint has its own (the cart). */
  signedOut?: (l: Locale) => string
  /** Which budget counts the caller's requests; null only for a caller we authenticate otherwise (Stripe). */
  budget: Budget | null
  maxBytes?: number
  /** The 429 message when the endpoint has its own (checkout). */
  tooMany?: (l: Locale) => string
  /** The 503 answered when the handler fails unexpectedly. */
  unavailable?: { message: (l: Locale) => string; retryAfter: number }
  /** Adds a statusMessage to every error body: the checkout panel shows it as is. */
  statusMessage?: (l: Locale, errors: FieldIssue[]) => string
  /** 422 by default; 400 where the input is a link or a form of ours rather than something a person typed. */
  invalidStatus?: 400 | 422
}

/** json: a JSON object body. form: a urlencoded or multipart form. query: the URL's search parameters. */
interface Parsed<T, P, W extends Who = Who> extends Common<W> {
  input: 'json' | 'form' | 'query'
  /** May read the database first (the booking schema needs the boutique's hours). */
  schema: (l: Locale) => z.ZodType<T> | Promise<z.ZodType<T>>
  handle: (ctx: Context<T, CallerOf<W>>, route: P) => Promise<Response> | Response
}

/** The body's exact bytes as text, unparsed: a signature is checked over them (Stripe's webhook). */
interface Raw<P, W extends Who = Who> extends Common<W> {
  input: 'raw'
  handle: (ctx: Context<string, CallerOf<W>>, route: P) => Promise<Response> | Response
}

const PIPELINE = Symbol.for('maison-sabine.endpoint')
const WHO = Symbol.for('maison-sabine.endpoint.who')

/** @internal How a route handler reads its input when it was made by endpoint(); undefined for a hand-written
 *  handler. The guard test of every route (tests/unit/endpoints…) reads it. */
export const pipelineOf = (handler: unknown): Parsed<unknown, unknown>['input'] | 'raw' | undefined =>
  typeof handler === 'function'
    ? (handler as { [PIPELINE]?: Parsed<unknown, unknown>['input'] | 'raw' })[PIPELINE]
    : undefined

/** @internal Who may call a route handler made by endpoint(); undefined for a hand-written handler (read by the
 *  route guard tests). */
export const whoOf = (handler: unknown): Who | undefined =>
  typeof handler === 'function' ? (handler as { [WHO]?: Who })[WHO] : undefined

const hasBody = (request: Request) => request.method !== 'GET' && request.method !== 'HEAD'

/** The body a call that changes something must carry. A query endpoint reads none; a raw one reads the exact bytes
 *  a signature covers (Stripe's events, this server's own revalidation), which decides whatever they are labelled. */
const BODY_OF: Record<Parsed<unknown, unknown>['input'] | 'raw', BodyKind | null> = {
  json: 'json',
  form: 'form',
  raw: null,
  query: null,
}

const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v)

async function readInput(request: Request, input: Parsed<unknown, unknown>['input'] | 'raw', maxBytes: number) {
  const bytes = hasBody(request) ? await readCapped(request, maxBytes) : new Uint8Array()
  if (input === 'raw') return { ok: true as const, value: new TextDecoder().decode(bytes) }
  if (input === 'query') return { ok: true as const, value: Object.fromEntries(new URL(request.url).searchParams) }
  if (input === 'form') {
    const type = request.headers.get('content-type') ?? ''
    const form = await new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => null)
    if (!form) return { ok: false as const, key: 'notForm' as const }
    return {
      ok: true as const,
      value: Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
    }
  }
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes))
    return isObject(value) ? { ok: true as const, value } : { ok: false as const, key: 'notObject' as const, value }
  } catch {
    return { ok: false as const, key: 'notJson' as const }
  }
}

// The route context is optional in the type so tests call a handler with the request alone; Next always passes it.
export function endpoint<T, P = unknown, W extends Who = Who>(
  spec: Parsed<T, P, W>,
): (request: Request, route?: P) => Promise<Response>
export function endpoint<P = unknown, W extends Who = Who>(
  spec: Raw<P, W>,
): (request: Request, route?: P) => Promise<Response>
export function endpoint<T, P>(spec: Parsed<T, P, Who> | Raw<P, Who>) {
  const maxBytes = spec.maxBytes ?? PUBLIC_MAX_BYTES
  return Object.assign(
    async function handler(request: Request, route?: P): Promise<Response> {
      let l = headerLocale(request.headers)
      const fail = (status: number, errors: FieldIssue[], headers: Record<string, string> = {}, extra = {}) => {
        const e = new ApiError(status, errors, extra, headers)
        return errorResponse(e, spec.statusMessage?.(l, e.errors))
      }
      const api = () => messagesFor(l).api
      // Where the call comes from and what it carries, before anything else is looked at.
      if (changesState(request.method)) {
        if (!spec.fromAnywhere && requestSite(request.headers) === 'cross')
          return fail(403, [{ field: '', message: api().crossSite }])
        const kind = BODY_OF[spec.input]
        if (kind && !isBodyOf(request.headers, kind))
          return fail(415, [{ field: '', message: fill(api().sendAs, { type: BODY_TYPES[kind].join(api().or) }) }])
      }
      const tooLarge = () =>
        fail(413, [{ field: '', message: fill(api().tooLarge, { kb: Math.floor(maxBytes / 1024) }) }])
      if (hasBody(request) && declaredTooLarge(request.headers, maxBytes)) return tooLarge()
      const ip = clientIp(request.headers)
      const limit = spec.budget ? await hitLimit(spec.budget, spec.name, ip) : null
      const tooMany = () =>
        fail(429, [{ field: '', message: spec.tooMany?.(l) ?? api().tooMany }], {
          'Retry-After': String(Math.ceil(limit!.retryAfterMs / 1000)),
        })
      const unavailable = (err: unknown) => {
        log.error(`${spec.name} failed`, { err: String(err) })
        const copy = spec.unavailable ?? { message: () => api().unavailable, retryAfter: 30 }
        return fail(503, [{ field: '', message: copy.message(l) }], { 'Retry-After': String(copy.retryAfter) })
      }
      // Who is calling, before a byte of the body is read.
      let user: CallerOf<Who> = null
      if (spec.who !== 'anyone') {
        if (limit && !limit.allowed) {
          l = callerLocale(request, null, l)
          return tooMany()
        }
        try {
          ;({ user, l } = await identify(request, spec.who, l, spec.signedOut))
        } catch (err) {
          if (err instanceof ApiError) return errorResponse(err, spec.statusMessage?.(l, err.errors))
          return unavailable(err)
        }
      }
      let input: Awaited<ReturnType<typeof readInput>>
      try {
        input = await readInput(request, spec.input, maxBytes)
      } catch (err) {
        if (err instanceof TooLarge) return tooLarge()
        // The client went away or sent a broken stream.
        return fail(400, [{ field: '', message: api().notJson }])
      }
      const value = input.ok ? input.value : 'value' in input ? input.value : undefined
      // A JSON body names its language (English when it does not); a link or a form may, else the browser's choice.
      if (spec.input === 'json') l = localeOf(isObject(value) ? value.locale : undefined)
      else if (isObject(value) && (value.locale ?? value.lang)) l = localeOf(value.locale ?? value.lang)
      if (limit && !limit.allowed) return tooMany()
      if (!input.ok) return fail(400, [{ field: '', message: api()[input.key] }])
      try {
        if (spec.input === 'raw')
          return await spec.handle({ request, data: input.value as string, locale: l, ip, user }, route as P)
        const parsed = (await spec.schema(l)).safeParse(input.value, { error: issueMap(messagesFor(l).issues) })
        if (!parsed.success) return fail(spec.invalidStatus ?? 422, formatZodIssues(parsed.error))
        return await spec.handle({ request, data: parsed.data, locale: l, ip, user }, route as P)
      } catch (err) {
        if (err instanceof ApiError) return errorResponse(err, spec.statusMessage?.(l, err.errors))
        return unavailable(err)
      }
    },
    { [PIPELINE]: spec.input, [WHO]: spec.who },
  )
}
