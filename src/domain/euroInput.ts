// Staff type prices in euros; the database keeps integer cents. The conversion works on the digits as text, never
// through a float, so what is typed is exactly what is stored: "890" → 89000, "890,50" and "890.50" → 89050.
export const EURO_INPUT_HINT = {
  en: 'In euros, VAT included: 890 or 890.50',
  fr: 'En euros TTC\u00a0: 890 ou 890,50',
} as const

export const EURO_INPUT_INVALID = {
  en: 'Enter an amount in euros, e.g. 890 or 890.50 (at most two decimals).',
  fr: 'Saisissez un montant en euros, par exemple 890 ou 890,50 (deux décimales au plus).',
} as const

// Spaces of every kind (a pasted "1 250,00 €" carries U+202F and U+00A0), the euro sign and the word EUR.
const NOISE = /[\s\u00a0\u202f€]|eur$/gi

/**
 * Euros as typed → integer cents, or null when the text is not an amount. A lone comma or dot followed by one or two
 * digits is the decimal mark; a separator followed by three digits groups thousands only when another mark makes
 * that unambiguous ("1.250,00", "1,250.00", "1.250.000"); "1,250" alone is refused rather than guessed.
 */
export function parseEuros(input: string): number | null {
  const s = input.replace(NOISE, '')
  if (!/^\d[\d.,]*$/.test(s)) return null
  const marks = [...s.matchAll(/[.,]/g)].map((m) => ({ char: m[0], at: m.index }))
  let whole = s
  let fraction = ''
  const last = marks.at(-1)
  if (last) {
    const tail = s.slice(last.at + 1)
    const sameKind = marks.filter((m) => m.char === last.char).length
    const decimal = tail.length <= 2 && sameKind === 1
    if (decimal) {
      whole = s.slice(0, last.at)
      fraction = tail
    } else if (marks.every((m) => m.char === last.char) && marks.length === 1) {
      return null
    }
    // What remains before the decimal mark may only group thousands by threes, with one kind of mark.
    const groups = whole.split(/[.,]/)
    if (groups.length > 1) {
      const kinds = new Set(whole.match(/[.,]/g))
      if (kinds.size > 1 || (decimal && kinds.has(last.char))) return null
      if (!groups[0] || groups[0].length > 3 || groups.slice(1).some((g) => g.length !== 3)) return null
    }
    whole = groups.join('')
    if (decimal && !fraction) return null
  }
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0') || 0)
  return Number.isSafeInteger(cents) ? cents : null
}

/** Integer cents → what the input shows for editing: 89050 → "890,50" (fr) or "890.50" (en); whole euros bare. */
export function centsToEuroInput(cents: number | null | undefined, locale: 'en' | 'fr'): string {
  if (cents == null || !Number.isFinite(cents)) return ''
  const euros = Math.trunc(cents / 100)
  const rest = Math.abs(cents % 100)
  if (rest === 0) return String(euros)
  return `${euros}${locale === 'fr' ? ',' : '.'}${String(rest).padStart(2, '0')}`
}

/** The server-side rule of every money field: whole cents, never negative. */
export const isCents = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
