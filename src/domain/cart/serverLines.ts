// The browser's cart line ↔ a line of the saved cart (collection `carts`, field `lines`). A round trip gives back
// the same line, so loading the saved cart does not look like a change.
import { SIZE_SYSTEMS, type SizeSystem } from '../orderLines'
import type { CartItem } from './types'

export interface ServerCartLine {
  lineId: string
  productId: string
  title: string
  price: number
  quantity: number
  image?: string | null
  size?: string | null
  color?: string | null
  type?: string | null
  variant?: string | null
  names?: { [k: string]: unknown } | unknown[] | string | number | boolean | null
}

type Names = Partial<Record<'en' | 'fr', string>>
// The words of the line beside its names (one JSON column): the size system rides with them.
interface StoredNames {
  titles?: Names
  colorNames?: Names
  sizeSystem?: SizeSystem
}

export function toServerLine(item: CartItem): ServerCartLine {
  const names: StoredNames = {}
  if (item.titles) names.titles = item.titles
  if (item.colorNames) names.colorNames = item.colorNames
  if (item.sizeSystem) names.sizeSystem = item.sizeSystem
  return {
    lineId: item.id,
    productId: item.product_id,
    title: item.title,
    price: item.price,
    quantity: item.quantity,
    image: item.image,
    size: item.size ?? null,
    color: item.color,
    type: item.type,
    variant: item.variant ?? null,
    names: Object.keys(names).length ? { ...names } : null,
  }
}

const isNames = (v: unknown): v is Names =>
  Boolean(v) && typeof v === 'object' && Object.values(v as object).every((s) => typeof s === 'string')

export function fromServerLine(line: ServerCartLine): CartItem {
  const names = (line.names && typeof line.names === 'object' ? line.names : {}) as StoredNames
  return {
    id: line.lineId,
    product_id: line.productId,
    title: line.title,
    price: line.price,
    quantity: line.quantity,
    image: line.image ?? '',
    ...(line.size ? { size: line.size } : {}),
    ...(line.variant ? { variant: line.variant } : {}),
    ...(isNames(names.titles) ? { titles: names.titles } : {}),
    ...(isNames(names.colorNames) ? { colorNames: names.colorNames } : {}),
    ...(SIZE_SYSTEMS.includes(names.sizeSystem as SizeSystem) ? { sizeSystem: names.sizeSystem } : {}),
    color: line.color ?? '',
    type: line.type ?? '',
  }
}
