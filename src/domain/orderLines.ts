// An order line in the order's language. Checkout stores the line in both languages (title and colour name, and
// the product type's size system, which decides the size's word); every page, email and PDF that shows a line
// reads it through here. Orders placed before the French fields existed fall back to the stored English.
import type { Locale } from './locale'
import { formatSize } from './numberFormat'

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
  en: { 'eu-shoe': 'size', 'glove-hand': 'size' },
  fr: { 'eu-shoe': 'pointure', 'glove-hand': 'taille' },
}

/** The size's kind as copy selects on it (`{kind, select, glove {Taille} other {Pointure}}`). */
export const sizeKind = (system: SizeSystem | null | undefined) => (system === 'glove-hand' ? 'glove' : 'shoe')

/** The word before a line's size inside a line of text ("pointure 38", "taille 7"). */
export const sizeWord = (system: SizeSystem, locale: Locale) => SIZE_WORDS[locale][system]

/** The line with its title and colour in `locale` and its size system kept: what pages and emails render. */
export function localizeLine<L extends StoredLineWords>(line: L, locale: Locale) {
  const w = lineWords(line, locale)
  return { ...line, title: w.title, color: w.color, sizeSystem: w.sizeSystem }
}

/** One line of text naming the item: title, colour and size ("Gants Odéon, noir — Noir — taille 6,5"). */
export function itemLabel(line: StoredLineWords & { size?: string | null }, locale: Locale) {
  const w = lineWords(line, locale)
  return [w.title, w.color, line.size ? `${sizeWord(w.sizeSystem, locale)} ${formatSize(line.size, locale)}` : null]
    .filter(Boolean)
    .join(' — ')
}

/** The words an order line was bought with, by SKU: what a return's line (stored in English) is named by. */
export function boughtWords(lines: readonly (StoredLineWords & { sku: string })[] | null | undefined, sku: string) {
  const o = (lines ?? []).find((x) => x.sku === sku)
  return o ? { title: o.title, titleFr: o.titleFr, color: o.color, colorFr: o.colorFr, sizeSystem: o.sizeSystem } : {}
}
