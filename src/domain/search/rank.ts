// Ranking and grouping of the index's hits: products and magazine articles are listed apart, each by score (ties by
// id, so the same query always gives the same order). Documents holding every word of the query come first; only
// when none does are documents holding some of the words shown, flagged `partial` so the page says so. A hit far
// below the best of its group (under MIN_SHARE of its score) is noise from fuzzy matching and is left out.
export type HitKind = 'product' | 'article'

export interface Hit {
  kind: HitKind
  id: number
  score: number
}

export interface Grouped {
  products: number[]
  articles: number[]
  /** No document holds every word: these hold some of them. */
  partial: boolean
}

export const MIN_SHARE = 0.1

export interface Limits {
  products: number
  articles: number
}

function top(hits: readonly Hit[], kind: HitKind, limit: number): number[] {
  const own = hits.filter((h) => h.kind === kind).sort((a, b) => b.score - a.score || a.id - b.id)
  const best = own[0]?.score ?? 0
  return own
    .filter((h) => h.score >= best * MIN_SHARE)
    .slice(0, limit)
    .map((h) => h.id)
}

export function groupHits(every: readonly Hit[], some: readonly Hit[], limits: Limits): Grouped {
  const partial = every.length === 0 && some.length > 0
  const hits = partial ? some : every
  return { products: top(hits, 'product', limits.products), articles: top(hits, 'article', limits.articles), partial }
}

/** The index's document id for a hit: products and articles share one index, so ids carry their kind. */
export const docId = (kind: HitKind, id: number) => `${kind}:${id}`

export function parseDocId(value: string): { kind: HitKind; id: number } | null {
  const match = /^(product|article):(\d+)$/.exec(value)
  return match ? { kind: match[1] as HitKind, id: Number(match[2]) } : null
}
