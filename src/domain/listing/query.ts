// The listing's filters in the address (?size=38.5&where=online&color=black,red&price=500-700&sort=price-asc), so a
// filtered list can be shared and the back button walks through the shopper's choices. Each parameter is read on
// its own and a value that does not parse is ignored (the rest still applies): an address is never an error.
import { z } from '../schemas/zod'
import { type ListingState, NO_FILTERS, type PriceRange, SORTS, WHERE } from './filters'

/** A size as the catalogue writes it: '38', '38.5', glove '7.5'. */
export const SIZE_PATTERN = /^\d{1,2}(\.5)?$/

const sizeParam = z.string().regex(SIZE_PATTERN)
const whereParam = z.enum(WHERE)
const sortParam = z.enum(SORTS)
const colorsParam = z
  .string()
  .max(400)
  .transform((raw) => [...new Set(raw.split(',').filter((c) => /^[a-z0-9-]{1,40}$/.test(c)))])
// Euros in the address (whole euros, the upper bound excluded and optional), cents in the state.
const priceParam = z
  .string()
  .regex(/^\d{1,6}-(\d{1,6})?$/)
  .transform((raw): PriceRange => {
    const [min, max] = raw.split('-')
    return { min: Number(min) * 100, max: max ? Number(max) * 100 : null }
  })
  .refine((r) => r.max === null || r.max > r.min)

type Parser<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } }

const read = <T>(schema: Parser<T>, value: string | null, fallback: T): T => {
  if (value === null) return fallback
  const parsed = schema.safeParse(value)
  return parsed.success ? parsed.data : fallback
}

export function parseListingQuery(search: string | URLSearchParams): ListingState {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search
  return {
    size: read(sizeParam.nullable(), q.get('size'), NO_FILTERS.size),
    where: read(whereParam, q.get('where'), NO_FILTERS.where),
    colors: read(colorsParam, q.get('color'), NO_FILTERS.colors),
    price: read(priceParam.nullable(), q.get('price'), NO_FILTERS.price),
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
