// Ranking rules of the style assistant, engine-independent: which catalog products may be answered (in stock in
// the shopper's size, online or in the boutique; within the budget; of the types and colours asked, relaxing the
// colour then the type when nothing matches) and in what order. Retrieval scores come from the engine; the rules
// here decide. Pure: the catalog facts and the stock are passed in.
import type { Intent } from './intent'
import { COMFORT_TYPES, LEANINGS } from './vocabulary'

export interface SizeStock {
  size: string
  online: number
  boutique: number
}

export interface CatalogFact {
  id: number
  handle: string
  type: string
  color: string
  /** Integer cents. */
  price: number
  title: Record<'en' | 'fr', string>
  colorName: Record<'en' | 'fr', string>
  typeName: Record<'en' | 'fr', string>
  description: Record<'en' | 'fr', string>
  sizes: SizeStock[]
}

export type Where = 'online' | 'boutique' | 'both'

export interface Ranked {
  fact: CatalogFact
  score: number
  where: Where
  /** The sizes in stock (the asked one only, when a size was given). */
  sizes: string[]
}

export interface RankResult {
  items: Ranked[]
  /** What had to be let go to find anything: the colour, then the type. */
  relaxed: ('color' | 'type')[]
}

export const MAX_RESULTS = 6

/** Where the product can be had in that size (or in any size): online, in the boutique, both; null if nowhere. */
export function whereInStock(fact: CatalogFact, size: string | null): { where: Where; sizes: string[] } | null {
  const rows = fact.sizes.filter((s) => (size === null || s.size === size) && s.online + s.boutique > 0)
  if (rows.length === 0) return null
  const online = rows.some((s) => s.online > 0)
  const boutique = rows.some((s) => s.boutique > 0)
  return { where: online && boutique ? 'both' : online ? 'online' : 'boutique', sizes: rows.map((s) => s.size) }
}

function softScore(fact: CatalogFact, intent: Intent): number {
  let score = 0
  for (const key of [intent.occasion, intent.style]) {
    if (!key) continue
    const lean = LEANINGS[key]
    if (lean.types.includes(fact.type as never)) score += 1
    if (lean.colors.includes(fact.color as never)) score += 1
  }
  if (intent.comfort) {
    const i = COMFORT_TYPES.indexOf(fact.type as never)
    score += i < 0 ? -1 : 3 - i
  }
  return score
}

/**
 * retrieval: the engine's relevance per product id (0 when absent). Order: hard filters, then soft preferences
 * (occasion, style, comfort), then retrieval, then stock online before boutique-only, then the lower price.
 */
type Candidate = { fact: CatalogFact; stock: { where: Where; sizes: string[] } }

/** The products the rules allow (unordered), relaxing the colour then the type when nothing matches. */
export function candidates(
  facts: CatalogFact[],
  intent: Intent,
): { pool: Candidate[]; relaxed: RankResult['relaxed'] } {
  const base = facts
    .filter((f) => intent.priceMax === null || f.price <= intent.priceMax)
    .filter((f) => !intent.excludedColors.includes(f.color as never))
    .map((f) => ({ fact: f, stock: whereInStock(f, intent.size) }))
    .filter((x): x is Candidate => x.stock !== null)
  const byType = (x: Candidate) => intent.types.length === 0 || intent.types.includes(x.fact.type as never)
  const byColor = (x: Candidate) => intent.colors.length === 0 || intent.colors.includes(x.fact.color as never)
  const relaxed: RankResult['relaxed'] = []
  let pool = base.filter((x) => byType(x) && byColor(x))
  if (pool.length === 0 && intent.colors.length) {
    relaxed.push('color')
    pool = base.filter(byType)
  }
  if (pool.length === 0 && intent.types.length) {
    relaxed.push('type')
    pool = base
  }
  return { pool, relaxed }
}

/**
 * retrieval: the engine's relevance per product id (0 when absent). Order: hard filters, then soft preferences
 * (occasion, style, comfort), then retrieval, then stock online before boutique-only, then the lower price.
 */
export function rank(facts: CatalogFact[], intent: Intent, retrieval: Map<number, number> = new Map()): RankResult {
  const { pool, relaxed } = candidates(facts, intent)
  const items = pool
    .map(({ fact, stock }) => ({
      fact,
      where: stock.where,
      sizes: stock.sizes,
      score: softScore(fact, intent) * 10 + (retrieval.get(fact.id) ?? 0) + (stock.where === 'boutique' ? 0 : 0.5),
    }))
    .sort((a, b) => b.score - a.score || a.fact.price - b.fact.price || a.fact.id - b.fact.id)
    .slice(0, MAX_RESULTS)
  return { items, relaxed }
}
