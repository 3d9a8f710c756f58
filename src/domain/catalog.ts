// The product types of the catalog (seed/catalog-plan.md). The type is also the URL segment: /{type}/{color}.
export const PRODUCT_TYPES = ['ankle-boots', 'boots', 'pumps', 'sandals', 'sneakers', 'gloves'] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

/** Gloves are one product with one colour: its page is /gloves, never /gloves/{color}. */
export const COLORLESS_TYPES: readonly ProductType[] = ['gloves']

export const isProductType = (value: unknown): value is ProductType =>
  typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value)

/** SKU = `${type}-${color}-${size}` (catalog plan), e.g. `ankle-boots-black-38.5`, `gloves-black-7`. */
export const skuFor = (type: ProductType, color: string, size: string) => `${type}-${color}-${size}`

/** A product's unique handle, its URL parts: `{type}/{color}`, or the type alone for a colourless one (`gloves`). */
export const productHandle = (type: string, color: string) =>
  (COLORLESS_TYPES as readonly string[]).includes(type) ? type : `${type}/${color}`
