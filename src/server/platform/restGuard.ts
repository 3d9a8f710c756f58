// Payload's REST handlers behind a door that turns bad input into a 4xx instead of a 500: a body over the cap
// (413, counted while reading, before Payload parses anything), multipart data that is cut short or has no
// boundary (400; busboy would throw "Unexpected end of form"), and a document id that cannot be an id (404).
import config from '@payload-config'
import { TooLarge, readCapped } from '../http/body'

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
