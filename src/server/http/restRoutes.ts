// What a path of Payload's REST API (/api/<slug…>) is, for its guard (./restGuard.ts): a route nobody may reach over
// HTTP, one for staff only, an upload's file, or a document id that cannot be one. Read from the built config.
import config from '@payload-config'
import { MIGRATIONS_SLUG, PREFERENCES_SLUG } from '@/access/systemCollections'

const MB = 1024 * 1024
/** Documents (rich text included) stay far below this; uploads get the media cap. */
export const maxJsonBytes = () => Number(process.env.REST_MAX_BODY_BYTES) || 2 * MB
export const maxUploadBytes = () => Number(process.env.REST_MAX_UPLOAD_BYTES) || 25 * MB
/** A staff member's preference (columns of a list, a collapsed group) weighs a few hundred bytes. */
export const PREFERENCES_MAX_BYTES = 64 * 1024

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

const collectionOf = async (slug: string | undefined) => (await config).collections.find((c) => c.slug === slug)

// Shoppers sign in through /api/account only: Payload's own auth routes for `customers` would set the shared
// `payload-token` cookie (signing a staff member out in the same browser) and skip our per-address limits.
const CUSTOMER_AUTH_ROUTES = new Set([...OPERATIONS].filter((op) => !['count', 'versions', 'access'].includes(op)))

/**
 * Answered 404 whoever asks: the customers' auth routes, Payload's migration records (the migrate command reads
 * them from the database; over REST Payload answers 501 for them, which says nothing to a caller but alarms a
 * monitor), and a document id that cannot be an id.
 */
export async function closedRoute(slug: string[]): Promise<boolean> {
  if (slug[0] === 'customers' && CUSTOMER_AUTH_ROUTES.has(slug[1] ?? '')) return true
  if (slug[0] === MIGRATIONS_SLUG) return true
  return notAnId(slug)
}

async function notAnId(slug: string[]): Promise<boolean> {
  const collection = await collectionOf(slug[0])
  if (!collection) return false
  const custom = new Set(collection.endpoints ? collection.endpoints.map((e) => e.path.split('/')[1]) : [])
  // An endpoint on `/:name` (not `/:id`) takes any second segment: Payload's preferences, /payload-preferences/<key>.
  if (collection.endpoints && collection.endpoints.some((e) => /^\/:(?!id$)\w+$/.test(e.path))) return false
  let id: string | undefined
  if (slug.length === 2 && !OPERATIONS.has(slug[1]) && !custom.has(slug[1])) id = slug[1]
  else if (slug.length === 3 && slug[1] === 'versions') id = slug[2]
  else if (slug.length === 3 && slug[2] === 'duplicate') id = slug[1]
  else if (slug.length === 3 && slug[1] === 'access') id = slug[2]
  return id !== undefined && !/^\d{1,15}$/.test(id)
}

/**
 * For staff only: preferences (Payload's own `POST /api/payload-preferences/<key>` writes without access rules, and a
 * shopper stored 1.9 MB a call) and the permission maps (/api/access, /api/<collection>/access/<id>,
 * /api/globals/<slug>/access), which describe the backoffice to whoever asks.
 */
export async function staffOnlyRoute(slug: string[]): Promise<boolean> {
  if (slug[0] === PREFERENCES_SLUG || slug[0] === 'access') return true
  if (slug[0] === 'globals') return slug[2] === 'access'
  return slug[1] === 'access' && Boolean(await collectionOf(slug[0]))
}

/** GET /api/<upload collection>/file/<name>: a stored file, served as a static one would be. */
export const fileRoute = async (method: string, slug: string[]) =>
  method === 'GET' && slug[1] === 'file' && Boolean((await collectionOf(slug[0]))?.upload)

/** The most a body sent to this route may weigh. */
export async function bodyCap(slug: string[]): Promise<number> {
  if (slug[0] === PREFERENCES_SLUG) return PREFERENCES_MAX_BYTES
  return (await collectionOf(slug[0]))?.upload ? maxUploadBytes() : maxJsonBytes()
}
