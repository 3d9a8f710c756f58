// The /app/stock matrix's filters: a product search (title or handle, accents and case ignored) and a product type.
// Without them the matrix was one 2,600-px page of every product × size × store.

export interface StockFilter {
  q: string
  type: string
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()

/** Reads the filter from the view's query string; anything unexpected is ignored, never an error. */
export function parseStockFilter(params: Record<string, string | string[] | undefined> | undefined): StockFilter {
  const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v.slice(0, 100) : '')
  return { q: one(params?.q).trim(), type: one(params?.type).trim() }
}

export function matchesStockFilter(product: { title: string; handle?: string | null; type: string }, f: StockFilter) {
  if (f.type && product.type !== f.type) return false
  if (!f.q) return true
  const q = fold(f.q)
  return fold(product.title).includes(q) || fold(product.handle ?? '').includes(q)
}

/** The product types present in the matrix, sorted, for the type filter's options. */
export const stockTypes = (products: readonly { type: string }[]) =>
  [...new Set(products.map((p) => p.type).filter(Boolean))].sort()
