// The built-in engine: bilingual full-text retrieval with MiniSearch over each colourway's names, type, colour and
// copy in English and French, accent-folded and lightly stemmed (French and English plural/feminine endings), with
// prefix and fuzzy matching. No network; the index is rebuilt when the facts change (cheap: a few dozen products).
import MiniSearch from 'minisearch'
import type { CatalogFact } from '@/domain/recommend/rank'
import { fold } from '@/domain/recommend/vocabulary'
import type { RecommendEngine } from './port'

// Light stemming shared by index and query: "bottines" → "bottin", "dorées" → "dore", "sandals" → "sandal".
export function stem(word: string): string {
  const w = fold(word)
  if (w.length <= 3) return w
  return w.replace(/(ees|ee|es|s|e|x)$/, '') || w
}
const STOP = new Set(
  'a an and the for with in of to my me i im want need looking some pair pairs une un des de du la le les et pour avec en mon ma mes je cherche veux voudrais paire paires'.split(
    ' ',
  ),
)

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
    processTerm: (term) => (STOP.has(fold(term)) ? null : stem(term)),
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
