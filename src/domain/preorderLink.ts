// Where a preorder campaign's bar links, checked against the catalog before it is saved: a campaign typed by hand
// ("sandal", "Gold") made the bar link to a page that does not exist. The link is /{type}/{colour}, /{type} without a
// colour (the category page) and /gloves for a type without colours (campaignHref in countdown.ts).
import { COLORLESS_TYPES, isProductType } from './catalog'

/** What the catalog holds: type slugs with a category, and each product's type, colour and page handle. */
export interface CatalogIndex {
  types: readonly string[]
  products: readonly { type: string; color: string; handle: string }[]
}

export type CampaignLinkProblem = 'unknownType' | 'unknownColour' | 'noProductPage'

/** Why the bar's link would answer 404, or null when it leads to a real page. */
export function campaignLinkProblem(
  c: { product_type?: string | null; color?: string | null },
  catalog: CatalogIndex,
): CampaignLinkProblem | null {
  const type = c.product_type ?? ''
  if (!isProductType(type) || !catalog.types.includes(type)) return 'unknownType'
  const ofType = catalog.products.filter((p) => p.type === type)
  const color = c.color ?? ''
  if (color && !ofType.some((p) => p.color === color)) return 'unknownColour'
  // A type without colours has one product page, /{type}: it must exist.
  if ((COLORLESS_TYPES as readonly string[]).includes(type) && !ofType.some((p) => p.handle === type))
    return 'noProductPage'
  return null
}

/** The colours a campaign of this type may name (none for a type without colour pages). */
export const coloursOf = (type: string, catalog: CatalogIndex) =>
  (COLORLESS_TYPES as readonly string[]).includes(type)
    ? []
    : [...new Set(catalog.products.filter((p) => p.type === type).map((p) => p.color))].sort()
