// The size a shopper told us once — in a listing's size filter or on a product page — kept for next time: shoes'
// pointure and gloves' hand size apart. A remembered size is only ever a preselection: it is offered where the
// product or listing has that size, and never adds anything to a cart.
import { SIZE_PATTERN } from './query'

export const SIZE_KINDS = ['shoe', 'glove'] as const
export type SizeKind = (typeof SIZE_KINDS)[number]

/** The type's size system says which remembered size applies. */
export const sizeKindOf = (sizeSystem: 'eu-shoe' | 'glove-hand'): SizeKind =>
  sizeSystem === 'glove-hand' ? 'glove' : 'shoe'

/** Sizes the house makes (EU 34–46 for shoes, 5–10 for gloves), in halves. */
const RANGE: Record<SizeKind, [number, number]> = { shoe: [34, 46], glove: [5, 10] }

export function isSizeOf(kind: SizeKind, value: unknown): value is string {
  const range = RANGE[kind] as [number, number] | undefined
  if (!range || typeof value !== 'string' || !SIZE_PATTERN.test(value)) return false
  const n = Number.parseFloat(value)
  return n >= range[0] && n <= range[1]
}

/** The browser's key for a kind's remembered size. */
export const preferredSizeKey = (kind: SizeKind) => `preferredSize:${kind}`

/** The remembered size to preselect: only one the offered sizes include. */
export const preselect = (remembered: string | null | undefined, offered: readonly string[]) =>
  remembered && offered.includes(remembered) ? remembered : null
