// An order line in the order's language. Checkout stores the line in both languages (title and colour name, and
// the product type's size system, which decides the size's word); every page, email and PDF that shows a line
// reads it through here. Orders placed before the French fields existed fall back to the stored English.
import type { Locale } from './locale'

export const SIZE_SYSTEMS = ['eu-shoe', 'glove-hand'] as const
export type SizeSystem = (typeof SIZE_SYSTEMS)[number]

/** What an order line stores about its words (src/collections/Orders, array `lines`). */
export interface StoredLineWords {
  title: string
  titleFr?: string | null
  color?: string | null
  colorFr?: string | null
  sizeSystem?: string | null
}

/** The line's words in `locale`: title, colour and size system (shoes when unknown). */
export function lineWords(line: StoredLineWords, locale: Locale) {
  const fr = locale === 'fr'
  return {
    title: (fr && line.titleFr) || line.title,
    color: (fr && line.colorFr) || line.color || '',
    sizeSystem: (line.sizeSystem === 'glove-hand' ? 'glove-hand' : 'eu-shoe') as SizeSystem,
  }
}

// A shoe's size is a "pointure", a glove's a "taille" (de main).
const SIZE_WORDS: Record<Locale, Record<SizeSystem, string>> = {
  en: { 'eu-shoe': 'Size', 'glove-hand': 'Size' },
  fr: { 'eu-shoe': 'Pointure', 'glove-hand': 'Taille' },
}

/** The word before a line's size, capitalised as a label starts ("Pointure 38", "Taille 7"). */
export const sizeWord = (system: SizeSystem, locale: Locale) => SIZE_WORDS[locale][system]

/** The line with its title and colour in `locale` and its size system kept: what pages and emails render. */
export function localizeLine<L extends StoredLineWords>(line: L, locale: Locale) {
  const w = lineWords(line, locale)
  return { ...line, title: w.title, color: w.color, sizeSystem: w.sizeSystem }
}
