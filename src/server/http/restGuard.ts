// Payload's REST handlers behind the stages of our own endpoints (../http/endpoint.ts), in the same order, each
// answered in the one error shape and the caller's language:
//   routes nobody reaches over HTTP (404, ./restRoutes.ts) → for a call that changes something, the shop's own origin
//   and a JSON or form body (403 / 415, ../http/sameSite.ts) → size cap (413, counted while reading, before Payload
//   parses anything) → limit by client address (429: the shared limiter, budget 'rest'; files excepted) → who is
//   calling (Payload's own auth, looked up only for a request with credentials) → staff-only routes (401) → bounds of
//   a read for a caller who is not staff (400, depth and limit) and at most a few of their calls at once (429) →
//   Payload. Multipart data cut short or without a boundary is a 400 (busboy would throw "Unexpected end of form").
import { staffAccountOf } from '@/access/roles'
import { PUBLIC_MAX_DEPTH, PUBLIC_MAX_LIMIT, readPastBounds } from '@/domain/restReads'
import { clientIp } from '../clientIp'
import { readCookie } from './customerSession'
import { TooLarge, declaredTooLarge, readCapped } from './body'
import { callerLocale } from './callers'
import { fill, headerLocale, messagesFor } from './copy'
import { ApiError, errorResponse } from './errors'
import { hitLimit, takeSlot } from './limits'
import { staffRefusal } from './refusals'
import { BODY_TYPES, changesState, isBodyOf, mediaType, requestSite } from './sameSite'
import { getPayload } from '../platform/payload'
import { bodyCap, closedRoute, fileRoute, staffOnlyRoute } from './restRoutes'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

const LIMIT_NAME = 'payload-rest'

const refuse = (status: number, message: string, field = '', headers: Record<string, string> = {}) =>
  errorResponse(new ApiError(status, [{ field, message }], {}, headers))

/** A multipart body must name its boundary and end with the closing delimiter; otherwise the parser throws. */
export function multipartComplete(contentType: string, body: Uint8Array | null): boolean {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  const b = boundary?.[1] ?? boundary?.[2]
  if (!b || !body) return false
  const tail = Buffer.from(body.subarray(Math.max(0, body.byteLength - b.length - 16))).toString('latin1')
  return /^--/.test(Buffer.from(body.subarray(0, 2)).toString('latin1')) && tail.includes(`--${b}--`)
}

/** The admin's long relationship searches: a POST whose urlencoded body is the query string of a GET. */
const readOverride = (request: Request) =>
  request.method === 'POST' &&
  [request.headers.get('x-payload-http-method-override'), request.headers.get('x-http-method-override')].includes('GET')

/** JSON, multipart (the admin's saves and uploads) or, for a read sent as a POST, its urlencoded query. */
function bodyTypeAllowed(headers: Headers, override: boolean): boolean {
  const type = mediaType(headers)
  if (type === '' || isBodyOf(headers, 'json') || type === 'multipart/form-data') return true
  return override && type === 'application/x-www-form-urlencoded'
}

/** The caller, when the request carries credentials Payload reads (its cookie, a JWT or API key header). */
async function callerOf(request: Request): Promise<unknown> {
  const headers = request.headers
  if (!headers.has('authorization') && readCookie(headers.get('cookie'), 'payload-token') === null) return null
  return (await (await getPayload()).auth({ headers })).user
}

/** The query a read asks: the URL's, plus the urlencoded body of a read sent as a POST. */
function readQuery(request: Request, body: Uint8Array | null): URLSearchParams {
  const params = new URL(request.url).searchParams
  if (body?.byteLength && mediaType(request.headers) === 'application/x-www-form-urlencoded')
    for (const [k, v] of new URLSearchParams(new TextDecoder().decode(body))) params.append(k, v)
  return params
}

export function guardRest(handler: Handler, { withBody }: { withBody: boolean }): Handler {
  return async (request, context) => {
    const { slug = [] } = await context.params
    if (await closedRoute(slug)) return refuse(404, 'Not Found')
    let l = headerLocale(request.headers)
    const api = () => messagesFor(l).api
    const override = readOverride(request)
    if (changesState(request.method)) {
      if (requestSite(request.headers) === 'cross') return refuse(403, api().crossSite)
      if (!bodyTypeAllowed(request.headers, override))
        return refuse(415, fill(api().sendAs, { type: [...BODY_TYPES.json, 'multipart/form-data'].join(api().or) }))
    }
    const cap = await bodyCap(slug)
    const tooLarge = () => refuse(413, fill(api().tooLarge, { kb: Math.floor(cap / 1024) }))
    if (withBody && declaredTooLarge(request.headers, cap)) return tooLarge()

    // A stored file is served as a static one would be (pages carry dozens): no count, no caller, no bounds.
    if (await fileRoute(request.method, slug)) return handler(request, context)
    const ip = clientIp(request.headers)
    const limit = await hitLimit('rest', LIMIT_NAME, ip)
    if (!limit.allowed) {
      l = callerLocale(request, null, l)
      return refuse(429, api().tooMany, '', { 'Retry-After': String(Math.ceil(limit.retryAfterMs / 1000)) })
    }
    const user = await callerOf(request)
    l = callerLocale(request, user, l)
    const staff = Boolean(staffAccountOf(user))
    if (!staff && (await staffOnlyRoute(slug))) return errorResponse(staffRefusal(user, 'signing-in', l)!)

    let body: Uint8Array<ArrayBuffer> | null = null
    if (withBody) {
      try {
        body = await readCapped(request, cap)
      } catch (err) {
        return err instanceof TooLarge ? tooLarge() : refuse(400, api().unreadable)
      }
      const type = request.headers.get('content-type') ?? ''
      if (type === '' && body.byteLength > 0)
        return refuse(415, fill(api().sendAs, { type: [...BODY_TYPES.json, 'multipart/form-data'].join(api().or) }))
      if (/^multipart\/form-data/i.test(type) && !multipartComplete(type, body)) return refuse(400, api().formMalformed)
    }
    if (!staff && (request.method === 'GET' || override)) {
      const past = readPastBounds(readQuery(request, body))
      if (past === 'depth') return refuse(400, fill(api().depthTooDeep, { max: PUBLIC_MAX_DEPTH }), past)
      if (past) return refuse(400, fill(api().pageTooLong, { max: PUBLIC_MAX_LIMIT }), past)
    }
    // One client who is not staff has a few calls running at once, whatever its budget: a read of the catalog
    // holds the event loop ~100 ms, and twenty at once made every other caller wait.
    const release = staff ? () => undefined : takeSlot(LIMIT_NAME, ip)
    if (!release) return refuse(429, api().tooMany, '', { 'Retry-After': '1' })
    try {
      if (!withBody) return await handler(request, context)
      const copy = new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: body && body.byteLength ? body : null,
      })
      return await handler(copy, context)
    } finally {
      release()
    }
  }
}
