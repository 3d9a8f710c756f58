// What a category listing shows for the shopper's filters: the rule that keeps a product (a size held online, in the
// boutique or anywhere; one of the chosen colours; a price inside the range), the order it is shown in, and how many
// products each filter value would leave — counted with every other chosen filter applied, so a count is always
// what the shopper would see by choosing that value.
import { type InventoryRow, availabilityBySize } from '../inventory'

export const WHERE = ['any', 'online', 'boutique'] as const
export type Where = (typeof WHERE)[number]
export const SORTS = ['featured', 'newest', 'price-asc', 'price-desc'] as const
export type SortKey = (typeof SORTS)[number]

export interface ListingSize {
  size: string
  sku: string
  online: number
  boutique: number
}

/** A colourway as the listing filters it. Its place in the list is the catalogue's own order ("Featured"). */
export interface ListingItem {
  handle: string
  color: string
  /** Integer cents. */
  price: number
  /** When the colourway joined the catalogue (ms since epoch), for "Newest". */
  createdAt: number
  sizes: ListingSize[]
}

/** Integer cents; `max` excluded, null for no upper bound. */
export interface PriceRange {
  min: number
  max: number | null
}

export interface ListingState {
  size: string | null
  where: Where
  colors: string[]
  price: PriceRange | null
  sort: SortKey
}

export const NO_FILTERS: ListingState = { size: null, where: 'any', colors: [], price: null, sort: 'featured' }

const heldAt = (s: ListingSize, where: Where) =>
  where === 'online' ? s.online > 0 : where === 'boutique' ? s.boutique > 0 : s.online > 0 || s.boutique > 0

/** The size asked for is held where asked; with no size, some size is. */
const sizeMatches = (item: ListingItem, size: string | null, where: Where) =>
  item.sizes.some((s) => (size === null || s.size === size) && heldAt(s, where))

const inRange = (price: number, range: PriceRange | null) =>
  range === null || (price >= range.min && (range.max === null || price < range.max))

function matches(item: ListingItem, state: ListingState) {
  const sizeFilter = state.size !== null || state.where !== 'any'
  if (sizeFilter && !sizeMatches(item, state.size, state.where)) return false
  if (state.colors.length > 0 && !state.colors.includes(item.color)) return false
  return inRange(item.price, state.price)
}

function sorted<T extends ListingItem>(items: readonly T[], sort: SortKey): T[] {
  const ranked = items.map((item, position) => ({ item, position }))
  const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position
  const compare: Record<SortKey, (a: (typeof ranked)[number], b: (typeof ranked)[number]) => number> = {
    featured: byPosition,
    newest: (a, b) => b.item.createdAt - a.item.createdAt || byPosition(a, b),
    'price-asc': (a, b) => a.item.price - b.item.price || byPosition(a, b),
    'price-desc': (a, b) => b.item.price - a.item.price || byPosition(a, b),
  }
  return ranked.sort(compare[sort]).map((r) => r.item)
}

/** The products the shopper's filters keep, in the order asked for (ties keep the catalogue's order). */
export const applyListing = <T extends ListingItem>(items: readonly T[], state: ListingState): T[] =>
  sorted(
    items.filter((item) => matches(item, state)),
    state.sort,
  )

/** Price bands offered (euros): a band is shown when some product of the listing falls in it. */
const BAND_EDGES = [0, 300, 500, 700, 1000, 1500]

export interface Facets {
  sizes: { value: string; count: number }[]
  where: { value: Where; count: number }[]
  colors: { value: string; count: number }[]
  prices: { value: PriceRange; count: number }[]
}

const bySize = (a: string, b: string) => Number.parseFloat(a) - Number.parseFloat(b) || a.localeCompare(b)

export function priceBands(items: readonly ListingItem[]): PriceRange[] {
  return BAND_EDGES.map((min, i) => ({
    min: min * 100,
    max: i + 1 < BAND_EDGES.length ? BAND_EDGES[i + 1]! * 100 : null,
  })).filter((band) => items.some((item) => inRange(item.price, band)))
}

/** Every value the listing offers for each filter, with the number of products choosing it would show. */
export function facets(items: readonly ListingItem[], state: ListingState): Facets {
  // A value's count: the products shown if that value replaced the current choice of its filter.
  const count = (variant: Partial<ListingState>) =>
    items.filter((item) => matches(item, { ...state, ...variant })).length
  const sizes = [...new Set(items.flatMap((i) => i.sizes.map((s) => s.size)))].sort(bySize)
  const colors = [...new Set(items.map((i) => i.color))]
  return {
    sizes: sizes.map((value) => ({ value, count: count({ size: value }) })),
    where: WHERE.map((value) => ({ value, count: count({ where: value }) })),
    colors: colors.map((value) => ({ value, count: count({ colors: [value] }) })),
    prices: priceBands(items).map((value) => ({ value, count: count({ price: value }) })),
  }
}

/** The listing's products with the stock just read (a SKU with no row is out everywhere). */
export const withStock = <T extends ListingItem>(items: readonly T[], rows: readonly InventoryRow[]): T[] =>
  items.map((item) => ({
    ...item,
    sizes: availabilityBySize(item.sizes, rows).map(({ size, sku, online, boutique }) => ({
      size,
      sku,
      online,
      boutique,
    })),
  }))

/**
 * A state from the address may name a size, colour or price band this listing does not offer: those are dropped,
 * not matched (the controls could not show them).
 */
export function withinListing(state: ListingState, items: readonly ListingItem[]): ListingState {
  const sizes = new Set(items.flatMap((i) => i.sizes.map((s) => s.size)))
  const colors = new Set(items.map((i) => i.color))
  return {
    ...state,
    size: state.size !== null && sizes.has(state.size) ? state.size : null,
    colors: state.colors.filter((c) => colors.has(c)),
    price: priceBands(items).find((b) => b.min === state.price?.min && b.max === state.price.max) ?? null,
  }
}
