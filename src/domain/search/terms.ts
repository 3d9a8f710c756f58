// How free text becomes index terms, shared by the style assistant's retrieval and the site search: accent-folded,
// lower-case words (vocabulary.ts's fold), short function words dropped in both languages, and a light stemming of
// French and English plural and feminine endings, the same for what is indexed and what is asked.
import { fold } from '../recommend/vocabulary'

/** "bottines" → "bottin", "dorées" and "doré" → "dor", "sandals" → "sandal"; words of three letters or fewer stay. */
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

/** MiniSearch's processTerm: null drops a stop word, any other word is stemmed. */
export const indexTerm = (term: string): string | null => (STOP.has(fold(term)) ? null : stem(term))
