// Which product page a cart line links to: the type is read from `type`, then the product_id prefix,
// then the id, then the title. Old or server-loaded lines may lack a clean `type`, hence the fallbacks.
import { COLORLESS_TYPES, PRODUCT_TYPES, type ProductType, isProductType } from '../catalog'
import { type Locale, localizedHref } from '../locale'
import type { CartItem } from './types'

type LinkSource = Partial<Pick<CartItem, 'type' | 'product_id' | 'id' | 'title' | 'color'>>

// Longest first: 'ankle-boots-…' must not be read as 'boots' by a looser match.
const BY_LENGTH = [...PRODUCT_TYPES].sort((a, b) => b.length - a.length)

// English and French names (catalog plan), singular or plural; ankle boots before boots for the same reason.
const TITLE_WORDS: [RegExp, ProductType][] = [
  [/\bankle[\s-]?boots?\b/i, 'ankle-boots'],
  [/\bbottines?\b/i, 'ankle-boots'],
  [/\bboots?\b/i, 'boots'],
  [/\bbottes?\b/i, 'boots'],
  [/\b(pumps?|escarpins?)\b/i, 'pumps'],
  [/\b(sandals?|sandales?)\b/i, 'sandals'],
  [/\b(sneakers?|baskets?)\b/i, 'sneakers'],
  [/\b(gloves?|gants?)\b/i, 'gloves'],
]

const normalize = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')

function typeFromPrefix(value: string | undefined): ProductType | null {
  if (!value) return null
  const v = value.trim().toLowerCase()
  return BY_LENGTH.find((t) => v === t || v.startsWith(`${t}-`) || v.startsWith(`${t}:`)) ?? null
}

export function inferProductType(item: LinkSource): ProductType | null {
  const type = item.type ? normalize(item.type) : ''
  if (isProductType(type)) return type
  const fromIds = typeFromPrefix(item.product_id) ?? typeFromPrefix(item.id)
  if (fromIds) return fromIds
  return TITLE_WORDS.find(([re]) => re.test(item.title ?? ''))?.[1] ?? null
}

/** The colour slug: `color`, else the segment after the type in the SKU (`boots-taupe-38` → taupe). */
function colorSlug(item: LinkSource, type: ProductType): string {
  if (item.color?.trim()) return normalize(item.color)
  const sku = item.product_id?.toLowerCase() ?? ''
  return sku.startsWith(`${type}-`) ? (sku.slice(type.length + 1).split('-')[0] ?? '') : ''
}

/** `/{type}/{color}` (or `/gloves`), `/fr`-prefixed in French; null when the type cannot be told. */
export function productHref(item: LinkSource, locale: Locale): string | null {
  const type = inferProductType(item)
  if (!type) return null
  const color = COLORLESS_TYPES.includes(type) ? '' : colorSlug(item, type)
  return localizedHref(color ? `/${type}/${color}` : `/${type}`, locale)
}
