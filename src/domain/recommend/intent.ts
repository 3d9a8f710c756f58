// From what the shopper typed and the chips they pressed to an intent: types, colours (wanted and refused), price
// ceiling, size, comfort, occasion, style. Pure and bilingual; the chips win over the text where both speak.
// The text is only ever matched against our vocabulary — nothing in it is executed or passed on as an instruction.
import {
  COLORS,
  COMFORT_WORDS,
  type Color,
  OCCASIONS,
  type Occasion,
  type ProductType,
  STYLES,
  type Style,
  TYPES,
  fold,
} from './vocabulary'
import { eurosToCents } from '../money'

export interface Chips {
  occasion?: Occasion
  style?: Style
  color?: Color
  comfort?: boolean
  /** Euros, VAT included. */
  budget?: number
  size?: string
}

export interface Intent {
  types: ProductType[]
  colors: Color[]
  excludedColors: Color[]
  /** Integer cents; null when the shopper named no ceiling. */
  priceMax: number | null
  size: string | null
  comfort: boolean
  occasion: Occasion | null
  style: Style | null
  /** The folded words, for retrieval. */
  terms: string
}

// Folded words separated by single spaces; a decimal comma becomes a point ("38,5" → "38.5").
const words = (s: string) =>
  ` ${fold(s)
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/[^a-z0-9.<]+/g, ' ')
    .replace(/\.(?!\d)/g, ' ')
    .replace(/ +/g, ' ')
    .trim()} `
const NEGATIONS = ['not', 'no', 'without', 'except', 'pas', 'sans', 'sauf', 'pas de', 'pas en']

// A phrase found is blanked out, so "ankle boots" is not read again as "boots" (tables list the longer ones first).
function find<K extends string>(input: string, table: Record<K, readonly string[]>) {
  let text = input
  const hit: K[] = []
  const refused: K[] = []
  for (const key of Object.keys(table) as K[]) {
    for (const phrase of table[key]) {
      const p = words(phrase)
      const at = text.indexOf(p)
      if (at < 0) continue
      const before = text.slice(0, at + 1)
      if (NEGATIONS.some((n) => before.endsWith(` ${n} `))) refused.push(key)
      else hit.push(key)
      text = text.replace(p, ' ')
      break
    }
  }
  return { hit, refused }
}

// "under 700", "less than 700 €", "max 700", "700 € max", "moins de 700", "jusqu'à 700 euros", "budget 700", "< 700"
const PRICE_BEFORE =
  /(?:under|below|less than|max(?:imum)?|up to|budget(?: of)?|within|moins de|jusqu a|au plus|maxi|budget de|sous|<)\s*(\d[\d ]*(?:[.,]\d+)?)\s*(k)?/
const PRICE_AFTER = /(\d[\d ]*(?:[.,]\d+)?)\s*(k)?\s*(?:€|eur|euros)?\s*(?:max|maximum|maxi|or less|ou moins|tops)\b/
// "size 38", "taille 38,5", "pointure 38", "in a 38", "en 38", "EU 38", or a lone shoe size 35–42 / hand size 6–8.5
const SIZE_WORD = /(?:size|taille|pointure|in a|en|eu|fr|it)\s*(\d{1,2}(?:[.,]5)?)\b/

const euros = (digits: string, k?: string) => Number(digits.replace(/ /g, '').replace(',', '.')) * (k ? 1000 : 1)

export function parsePrice(text: string): number | null {
  const m = PRICE_BEFORE.exec(text) ?? PRICE_AFTER.exec(text)
  if (!m) return null
  const v = euros(m[1], m[2])
  return Number.isFinite(v) && v > 0 ? eurosToCents(v) : null
}

export function parseSize(text: string): string | null {
  const m = SIZE_WORD.exec(text)
  const raw = m?.[1] ?? /\b(3[5-9]|4[0-2])(?:[.,]5)?\b/.exec(text)?.[0]
  if (!raw) return null
  const n = Number(raw.replace(',', '.'))
  const shoe = n >= 35 && n <= 42
  const hand = n >= 6 && n <= 8.5
  return shoe || hand ? String(n) : null
}

export function parseIntent(text: string, chips: Chips = {}): Intent {
  const t = words(text)
  // A price is not a size: read the price first and remove it before looking for a size.
  const priceMax = chips.budget ? eurosToCents(chips.budget) : parsePrice(t)
  const withoutPrice = t.replace(PRICE_BEFORE, ' ').replace(PRICE_AFTER, ' ')
  const types = find(t, TYPES)
  const colors = find(t, COLORS)
  const occasion = chips.occasion ?? find(t, OCCASIONS).hit[0] ?? null
  const style = chips.style ?? find(t, STYLES).hit[0] ?? null
  const comfort = chips.comfort ?? COMFORT_WORDS.some((w) => t.includes(words(w)))
  const wanted = chips.color ? [chips.color] : colors.hit
  return {
    types: types.hit,
    colors: wanted,
    excludedColors: colors.refused.filter((c) => !wanted.includes(c)),
    priceMax,
    size: chips.size ?? parseSize(withoutPrice),
    comfort,
    occasion,
    style,
    terms: t.trim(),
  }
}
