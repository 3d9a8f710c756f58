// The first stage of every call that changes something, ours (endpoint.ts) and Payload's (http/restGuard.ts):
// it comes from the shop's own pages and carries the content type its route reads. A browser names the page a call
// comes from in Origin (on every POST, PUT, PATCH and DELETE) and in Sec-Fetch-Site; an HTML form on another site
// can send text/plain, urlencoded or multipart bodies but never application/json, and a script there cannot send
// JSON to us without a CORS preflight we never grant. So: another site's Origin (or "null"), or Sec-Fetch-Site:
// cross-site without an Origin, is refused 403, and a body that is not the route's type 415 — login CSRF (a form
// signing the browser into the attacker's account) and every other forged write stop here, before any byte is read.
// A call naming neither header is not a browser's (curl, another server, a payment provider): it passes as
// 'unnamed', and it carries no one's ambient authority — Payload reads its staff cookie only with one of the two
// headers, and the shopper's cookie is SameSite=Lax, so a browser never sends it on another site's POST.
import { serverUrl } from '../platform/serverUrl'

/** The origins whose pages may change things: the shop's own (Payload's CORS and CSRF lists are the same). */
export const sameSiteOrigins = () => [serverUrl()]

export const changesState = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method.toUpperCase())

/** same: the shop's own page (or same-site, as Payload's cookie rule has it). cross: another site. unnamed: no browser. */
export function requestSite(headers: Headers, allowed: readonly string[] = sameSiteOrigins()) {
  const origin = headers.get('origin')
  if (origin !== null) return allowed.includes(origin) ? ('same' as const) : ('cross' as const)
  const site = headers.get('sec-fetch-site')
  if (site === null) return 'unnamed' as const
  return site === 'cross-site' ? ('cross' as const) : ('same' as const)
}

/** The media types a body may be sent as: a JSON body, or an HTML form (urlencoded or multipart). */
export const BODY_TYPES = {
  json: ['application/json'],
  form: ['application/x-www-form-urlencoded', 'multipart/form-data'],
} as const
export type BodyKind = keyof typeof BODY_TYPES

/** The request's media type without its parameters (charset, boundary), lower case; '' when none. */
export const mediaType = (headers: Headers) =>
  (headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()

export const isBodyOf = (headers: Headers, kind: BodyKind) =>
  (BODY_TYPES[kind] as readonly string[]).includes(mediaType(headers))
