// How much one read of Payload's REST API may ask for when the caller is not staff. Twenty anonymous
// `?depth=10&limit=0` reads of the catalog at once held the event loop for seconds: `limit=0` (or `pagination=false`)
// means every document, and each level of depth fetches every related one again. The shop's own pages read through
// the server, never through this API, so the bounds cost shoppers nothing; staff (the backoffice) keep Payload's own
// (its `maxDepth`). Payload reads the query with `qs`, where `depth[0]=10` is the number 10 too: a bounded
// parameter is accepted only once and under its plain name.
export const PUBLIC_MAX_DEPTH = 2
export const PUBLIC_MAX_LIMIT = 100

const BOUNDED = ['depth', 'limit', 'pagination'] as const
export type BoundedParam = (typeof BOUNDED)[number]

/** Payload's own reading of a number parameter (its isNumber): '0x10' is 16, '' and 'abc' are not numbers. */
const asNumber = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? null : Number(v))

/** The first parameter of a read that asks for more than a caller who is not staff may, or null. */
export function readPastBounds(params: URLSearchParams): BoundedParam | null {
  for (const name of BOUNDED) {
    const keys = [...params.keys()].filter((k) => k === name || k.startsWith(`${name}[`))
    if (keys.length === 0) continue
    if (keys.length > 1 || keys[0] !== name) return name
    const value = params.get(name)!
    const n = asNumber(value)
    if (name === 'depth' && n !== null && n > PUBLIC_MAX_DEPTH) return name
    if (name === 'limit' && n !== null && !(Number.isInteger(n) && n >= 1 && n <= PUBLIC_MAX_LIMIT)) return name
    if (name === 'pagination' && value === 'false') return name
  }
  return null
}
