// French agreement of a colour with the noun it follows: « escarpins rouges », « bottines noires », « gants blancs ».
// A colour adjective takes the noun's gender and number. A colour named after a thing (marron, orange, or, camel,
// cognac, ivoire, bordeaux…) stays invariable — « des escarpins marron » — except the few usage made adjectives
// (rose, mauve, fauve, pourpre, écarlate, incarnat), which agree. A compound colour (« bleu marine », « vert-de-gris »)
// stays invariable too. Pure: no I/O.

/** Colours named after a thing: never agree. Compared accent- and case-sensitively on the lower-cased word. */
const INVARIABLE = new Set([
  'marron',
  'orange',
  'or',
  'argent',
  'bronze',
  'cuivre',
  'camel',
  'cognac',
  'caramel',
  'chocolat',
  'ivoire',
  'crème',
  'bordeaux',
  'taupe',
  'nude',
  'moutarde',
  'kaki',
  'champagne',
  'sable',
  'poudre',
  'prune',
  'cerise',
  'framboise',
  'citron',
  'turquoise',
  'émeraude',
  'saumon',
  'lavande',
  'ébène',
  'acajou',
  'olive',
  'brique',
  'anthracite',
  'corail',
  'noisette',
  'tabac',
  'safran',
  'vermillon',
])

/** Feminine forms that are not the masculine plus « e ». */
const FEMININE: Record<string, string> = { blanc: 'blanche', violet: 'violette', roux: 'rousse', vermeil: 'vermeille' }

/** The shop's footwear and accessory nouns that are feminine; any other noun is taken as masculine. */
const FEMININE_NOUNS = new Set([
  'bottine',
  'botte',
  'cuissarde',
  'sandale',
  'basket',
  'sneaker',
  'mule',
  'ballerine',
  'espadrille',
  'chaussure',
  'chaussette',
  'bride',
  'semelle',
  'pochette',
  'ceinture',
])

export interface NounForm {
  feminine: boolean
  plural: boolean
}

/** Gender and number of a French noun phrase's head word (« Bottines Tournon » → feminine plural). */
export function nounForm(noun: string): NounForm {
  const head = noun.trim().split(/\s+/, 1)[0]!.toLowerCase()
  const plural = /[sx]$/.test(head)
  const singular = plural ? head.slice(0, -1) : head
  return { feminine: FEMININE_NOUNS.has(singular), plural }
}

/** The colour word `colour` (any case; lower-cased in the answer) agreeing with `form`. */
export function agreeColour(colour: string, form: NounForm): string {
  const word = colour.trim().toLowerCase()
  if (!word || /[\s-]/.test(word) || INVARIABLE.has(word)) return word
  let out = word
  if (form.feminine && !word.endsWith('e')) out = FEMININE[word] ?? `${word}e`
  if (form.plural && !/[sx]$/.test(out)) out = `${out}s`
  return out
}

/** « Escarpins » + « Rouge » → « Escarpins rouges »: the noun as written, then its colour in agreement. */
export const nounWithColour = (noun: string, colour: string) => `${noun} ${agreeColour(colour, nounForm(noun))}`.trim()
