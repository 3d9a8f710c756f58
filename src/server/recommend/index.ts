// The style assistant's one entry point: parse the intent, read the catalog facts (stock fresh), let the chosen
// engine propose, apply the ranking rules, check the ids against the database, and word the answer. The LLM
// adapter is used when AI_BASE_URL and AI_MODEL are set; any failure of it (timeout, bad JSON, HTTP error) falls
// back to the built-in engine, and the answer says which engine actually answered.
import { parseIntent } from '@/domain/recommend/intent'
import { type CatalogFact, candidates, rank } from '@/domain/recommend/rank'
import { reason, whereSentence } from '@/domain/recommend/reasons'
import type { GaEvent, RecommendRequest, RecommendResponse } from '@/domain/schemas/recommend'
import { getPayload } from '@/server/platform/payload'
import { log } from '@/server/platform/log'
import { builtInEngine } from './builtin'
import { catalogFacts } from './facts'
import { llmConfig, llmEngine } from './llm'
import type { EngineAnswer, RecommendEngine } from './port'

export interface RecommendRun {
  response: Omit<RecommendResponse, 'logId'>
  latencyMs: number
  usage?: EngineAnswer['usage']
  fellBack: boolean
}

const safeReason = (s: string | undefined) => (s && !/https?:|www\.|@|<|>/i.test(s) ? s : undefined)

/** Ids proposed are kept only if the database still holds them (a product deleted meanwhile is never shown). */
async function existing(ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const payload = await getPayload()
  const res = await payload.find({
    collection: 'products',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { handle: true },
  })
  return new Set(res.docs.map((d) => d.id))
}

export async function recommend(
  req: RecommendRequest,
  opts: { engine?: RecommendEngine; facts?: CatalogFact[] } = {},
): Promise<RecommendRun> {
  const started = performance.now()
  const intent = parseIntent(req.text, req.chips)
  const facts = opts.facts ?? (await catalogFacts())
  // The rules first: the engine only sees products the shopper can actually have.
  const pool = candidates(facts, intent).pool.map((c) => c.fact)
  const config = llmConfig()
  const primary = opts.engine ?? (config ? llmEngine(config) : builtInEngine)
  let engine = primary
  let answer: EngineAnswer
  let fellBack = false
  try {
    answer = await primary.propose({ intent, text: req.text, facts: pool, locale: req.locale })
  } catch (err) {
    log.error('recommend engine failed, built-in engine answers', { engine: primary.name, err: String(err) })
    engine = builtInEngine
    fellBack = true
    answer = await builtInEngine.propose({ intent, text: req.text, facts: pool, locale: req.locale })
  }
  const ranked = rank(facts, intent, answer.scores)
  const present = await existing(ranked.items.map((r) => r.fact.id))
  const items = ranked.items.filter((r) => present.has(r.fact.id))
  const l = req.locale
  const recommendations = items.map((r) => ({
    id: r.fact.id,
    handle: r.fact.handle,
    title: r.fact.title[l],
    colorName: r.fact.colorName[l],
    price: r.fact.price,
    image: null,
    where: r.where,
    sizes: r.sizes,
    reason: safeReason(answer.reasons?.get(r.fact.id)) ?? reason(r, intent, l),
    availability: whereSentence(r, l),
  }))
  const ga: GaEvent = {
    event_name: 'ai_recommendation',
    assistant: 'find-your-pair',
    model: engine.model,
    style: intent.style ?? intent.occasion ?? 'any',
    color: intent.colors.join(',') || 'any',
    price_range: intent.priceMax === null ? 'any' : `0-${intent.priceMax / 100}`,
    recommendations_count: recommendations.length,
  }
  return {
    response: {
      engine: engine.name,
      model: engine.model,
      intent: {
        types: intent.types,
        colors: intent.colors,
        priceMax: intent.priceMax,
        size: intent.size,
        comfort: intent.comfort,
      },
      relaxed: ranked.relaxed,
      recommendations,
      _ga_event: ga,
    },
    latencyMs: Math.round(performance.now() - started),
    usage: answer.usage,
    fellBack,
  }
}
