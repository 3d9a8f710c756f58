// The one port every recommendation engine implements: given the parsed intent and the catalog facts, return the
// ids it proposes (best first) with, optionally, a short reason each. The caller keeps only ids that are in the
// catalog and in stock, and applies the ranking rules of src/domain/recommend; an engine never answers alone.
import type { Intent } from '@/domain/recommend/intent'
import type { CatalogFact } from '@/domain/recommend/rank'

export interface EngineAnswer {
  /** Relevance per product id (higher is better). */
  scores: Map<number, number>
  /** Reasons an engine wrote (the LLM adapter); the built-in engine leaves them to the domain's sentences. */
  reasons?: Map<number, string>
  usage?: { promptTokens?: number; completionTokens?: number; costUsd?: number }
}

export interface RecommendEngine {
  name: 'built-in' | 'llm'
  model: string
  propose(input: { intent: Intent; text: string; facts: CatalogFact[]; locale: 'en' | 'fr' }): Promise<EngineAnswer>
}
