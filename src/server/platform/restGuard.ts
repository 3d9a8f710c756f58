// Payload's REST handlers behind a door that turns bad input into a 4xx instead of a 500: a call that changes
// something from another site (403) or with a body that is neither JSON nor multipart (415; ../http/sameSite.ts),
// a body over the cap (413, counted while reading, before Payload parses anything), multipart data that is cut short
// or has no boundary (400; busboy would throw "Unexpected end of form"), and a document id that cannot be an id (404).
import config from '@payload-config'
import { TooLarge, readCapped } from '../http/body'
import { fill, headerLocale, messagesFor } from '../http/copy'
import { ApiError, errorResponse } from '../http/errors'
import { BODY_TYPES, changesState, isBodyOf, mediaType, requestSite } from '../http/sameSite'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

const MB = 1024 * 1024
/** Documents (rich text included) stay far below this; uploads get the media cap. */
export const maxJsonBytes = () => Number(process.env.REST_MAX_BODY_BYTES) || 2 * MB
export const maxUploadBytes = () => Number(process.env.REST_MAX_UPLOAD_BYTES) || 25 * MB

// Collection routes whose second segment is an operation, not a document id.
const OPERATIONS = new Set([
  'count',
  'versions',
  'access',
  'init',
  'me',
  'login',
  'logout',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'unlock',
  'first-register',
  'verify',
])

const json = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

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

/** 403 from another site, 415 for a body of another type, in the one error shape; null when the call may go on. */
function siteRefusal(request: Request): Response | null {
  if (!changesState(request.method)) return null
  const api = messagesFor(headerLocale(request.headers)).api
  const refuse = (status: number, message: string) => errorResponse(new ApiError(status, [{ field: '', message }]))
  if (requestSite(request.headers) === 'cross') return refuse(403, api.crossSite)
  if (!bodyTypeAllowed(request.headers, readOverride(request)))
    return refuse(415, fill(api.sendAs, { type: [...BODY_TYPES.json, 'multipart/form-data'].join(api.or) }))
  return null
}

async function isUpload(slug: string | undefined): Promise<boolean> {
  const resolved = await config
  return Boolean(resolved.collections.find((c) => c.slug === slug)?.upload)
}

async function notAnId(slug: string[]): Promise<boolean> {
  const resolved = await config
  const collection = resolved.collections.find((c) => c.slug === slug[0])
  if (!collection) return false
  const custom = new Set(collection.endpoints ? collection.endpoints.map((e) => e.path.split('/')[1]) : [])
  let id: string | undefined
  if (slug.length === 2 && !OPERATIONS.has(slug[1]) && !custom.has(slug[1])) id = slug[1]
  else if (slug.length === 3 && slug[1] === 'versions') id = slug[2]
  else if (slug.length === 3 && slug[2] === 'duplicate') id = slug[1]
  else if (slug.length === 3 && slug[1] === 'access') id = slug[2]
  return id !== undefined && !/^\d{1,15}$/.test(id)
}

// Shoppers sign in through /api/account only: Payload's own auth routes for `customers` would set the shared
// `payload-token` cookie (signing a staff member out in the same browser) and skip our per-address limits.
const CUSTOMER_AUTH_ROUTES = new Set([...OPERATIONS].filter((op) => !['count', 'versions', 'access'].includes(op)))
const customerAuthRoute = (slug: string[]) => slug[0] === 'customers' && CUSTOMER_AUTH_ROUTES.has(slug[1] ?? '')

export function guardRest(handler: Handler, { withBody }: { withBody: boolean }): Handler {
  return async (request, context) => {
    const { slug = [] } = await context.params
    if (customerAuthRoute(slug)) return json(404, 'Not Found')
    if (await notAnId(slug)) return json(404, 'Not Found')
    const refusal = siteRefusal(request)
    if (refusal) return refusal
    if (!withBody) return handler(request, context)

    const cap = (await isUpload(slug[0])) ? maxUploadBytes() : maxJsonBytes()
    let body: Uint8Array<ArrayBuffer>
    try {
      body = await readCapped(request, cap)
    } catch (err) {
      if (err instanceof TooLarge)
        return json(413, `The request body is too large (at most ${Math.floor(cap / 1024)} kB).`)
      return json(400, 'The request body could not be read.')
    }
    const type = request.headers.get('content-type') ?? ''
    if (type === '' && body.byteLength > 0)
      return json(415, 'Send the body as application/json or multipart/form-data.')
    if (/^multipart\/form-data/i.test(type) && !multipartComplete(type, body))
      return json(400, 'The form data is malformed.')
    const copy = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: body && body.byteLength ? body : null,
    })
    return handler(copy, context)
  }
}
