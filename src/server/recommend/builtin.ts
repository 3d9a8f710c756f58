// The built-in engine: bilingual full-text retrieval with MiniSearch over each colourway's names, type, colour and
// copy in English and French, accent-folded and lightly stemmed (French and English plural/feminine endings), with
// prefix and fuzzy matching. No network; the index is rebuilt when the facts change (cheap: a few dozen products).
import MiniSearch from 'minisearch'
import type { CatalogFact } from '@/domain/recommend/rank'
import { indexTerm } from '@/domain/search/terms'
import type { RecommendEngine } from './port'

const fieldsOf = (f: CatalogFact) => ({
  id: f.id,
  names: `${f.title.en} ${f.title.fr} ${f.typeName.en} ${f.typeName.fr} ${f.type}`,
  colour: `${f.colorName.en} ${f.colorName.fr} ${f.color}`,
  copy: `${f.description.en} ${f.description.fr}`,
})

let cache: { key: string; index: MiniSearch } | null = null

function indexFor(facts: CatalogFact[]) {
  const key = facts.map((f) => `${f.id}:${f.title.en}:${f.description.en.length}:${f.description.fr.length}`).join('|')
  if (cache?.key === key) return cache.index
  const index = new MiniSearch({
    fields: ['names', 'colour', 'copy'],
    processTerm: indexTerm,
    searchOptions: { boost: { names: 3, colour: 2, copy: 1 }, prefix: true, fuzzy: 0.2, combineWith: 'OR' },
  })
  index.addAll(facts.map(fieldsOf))
  cache = { key, index }
  return index
}

export const builtInEngine: RecommendEngine = {
  name: 'built-in',
  model: 'minisearch-7.2.0',
  async propose({ text, facts }) {
    const scores = new Map<number, number>()
    if (!text.trim()) return { scores }
    const hits = indexFor(facts).search(text)
    const top = hits[0]?.score ?? 0
    // Normalised to 0–5: retrieval orders within the same rules, it never outweighs a rule (see domain/rank).
    for (const h of hits) scores.set(h.id as number, top ? (h.score / top) * 5 : 0)
    return { scores }
  },
}
