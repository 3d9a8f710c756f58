// The listing's filters in the address (?size=38.5&where=online&color=black,red&price=500-700&sort=price-asc), so a
// filtered list can be shared and the back button walks through the shopper's choices. Each parameter is read on
// its own and a value that does not parse is ignored (the rest still applies): an address is never an error.
import { type ListingState, NO_FILTERS, type PriceRange, SORTS, WHERE } from './filters'

/** A size as the catalogue writes it: '38', '38.5', glove '7.5'. */
export const SIZE_PATTERN = /^\d{1,2}(\.5)?$/

// Plain readers, not zod: this runs in the listing's island and the product page's size picker, where zod alone
// would weigh ~32 kB gz for five short patterns. Each returns undefined for a value that does not parse.
type Reader<T> = (raw: string) => T | undefined

const oneOf =
  <T extends string>(list: readonly T[]): Reader<T> =>
  (raw) =>
    (list as readonly string[]).includes(raw) ? (raw as T) : undefined

const sizeParam: Reader<string> = (raw) => (SIZE_PATTERN.test(raw) ? raw : undefined)
const whereParam = oneOf(WHERE)
const sortParam = oneOf(SORTS)
const colorsParam: Reader<string[]> = (raw) =>
  raw.length > 400 ? undefined : [...new Set(raw.split(',').filter((c) => /^[a-z0-9-]{1,40}$/.test(c)))]
// Euros in the address (whole euros, the upper bound excluded and optional), cents in the state; an upper bound must
// be above the lower one.
const priceParam: Reader<PriceRange> = (raw) => {
  if (!/^\d{1,6}-(\d{1,6})?$/.test(raw)) return undefined
  const [min, max] = raw.split('-')
  const range = { min: Number(min) * 100, max: max ? Number(max) * 100 : null }
  return range.max === null || range.max > range.min ? range : undefined
}

const read = <T>(reader: Reader<T>, value: string | null, fallback: T): T =>
  value === null ? fallback : (reader(value) ?? fallback)

export function parseListingQuery(search: string | URLSearchParams): ListingState {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search
  return {
    size: read<string | null>(sizeParam, q.get('size'), NO_FILTERS.size),
    where: read(whereParam, q.get('where'), NO_FILTERS.where),
    colors: read(colorsParam, q.get('color'), NO_FILTERS.colors),
    price: read<PriceRange | null>(priceParam, q.get('price'), NO_FILTERS.price),
    sort: read(sortParam, q.get('sort'), NO_FILTERS.sort),
  }
}

/** Euros for the address: '500-700', or '1500-' for no upper bound. */
export const priceParamOf = (r: PriceRange) =>
  `${Math.round(r.min / 100)}-${r.max === null ? '' : Math.round(r.max / 100)}`

/**
 * The state as a query string ('' for no filter, else '?…'), defaults left out, in a fixed order: the same choice
 * always gives the same address. Other parameters of the address (a campaign's utm_…) are kept after ours.
 */
export function listingQuery(state: ListingState, others: URLSearchParams = new URLSearchParams()): string {
  const q = new URLSearchParams()
  if (state.size !== null) q.set('size', state.size)
  if (state.where !== 'any') q.set('where', state.where)
  if (state.colors.length > 0) q.set('color', state.colors.join(','))
  if (state.price !== null) q.set('price', priceParamOf(state.price))
  if (state.sort !== 'featured') q.set('sort', state.sort)
  for (const [key, value] of others)
    if (!['size', 'where', 'color', 'price', 'sort'].includes(key)) q.append(key, value)
  const text = q.toString()
  return text ? `?${text}` : ''
}
