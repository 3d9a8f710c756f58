// One sentence on why each pair was chosen, in the shopper's language, built from the facts that decided it
// (never free text from a model). French typography: a no-break space (U+00A0) before €, : ; ! and ?.
import type { Locale } from '../locale'
import { formatSize } from '../numberFormat'
import type { Intent } from './intent'
import { nounWithColour } from './frenchColour'
import type { Ranked } from './rank'
import { LEANINGS } from './vocabulary'

const OCCASION = {
  en: { wedding: 'a wedding', evening: 'an evening out', office: 'the office', day: 'every day', travel: 'travelling' },
  fr: { wedding: 'un mariage', evening: 'une soirée', office: 'le bureau', day: 'tous les jours', travel: 'le voyage' },
} as const
const STYLE = {
  en: { classic: 'classic', bold: 'bold', minimal: 'minimal', casual: 'relaxed' },
  fr: { classic: 'classique', bold: 'audacieux', minimal: 'épuré', casual: 'décontracté' },
} as const

const euros = (cents: number, l: Locale) =>
  l === 'fr' ? `${(cents / 100).toLocaleString('fr-FR')}\u00a0€` : `€${(cents / 100).toLocaleString('en-GB')}`

export function whereSentence(r: Ranked, l: Locale): string {
  const size = r.sizes.length === 1 ? formatSize(r.sizes[0], l) : null
  if (l === 'fr') {
    const s = size ? ` en ${size}` : ''
    return r.where === 'both'
      ? `Disponible${s} en ligne et à la boutique.`
      : r.where === 'online'
        ? `Disponible${s} en ligne.`
        : `Disponible${s} à la boutique de Paris uniquement.`
  }
  const s = size ? ` in size ${size}` : ''
  return r.where === 'both'
    ? `Available${s} online and in the boutique.`
    : r.where === 'online'
      ? `Available${s} online.`
      : `Available${s} in the Paris boutique only.`
}

export function reason(r: Ranked, intent: Intent, l: Locale): string {
  const f = r.fact
  const parts: string[] = []
  const type = f.typeName[l].toLowerCase()
  const flat = f.type === 'sneakers' || f.type === 'gloves'
  if (l === 'fr') {
    parts.push(nounWithColour(f.typeName.fr, f.colorName.fr))
    if (intent.occasion && LEANINGS[intent.occasion].types.includes(f.type as never))
      parts.push(`une silhouette pensée pour ${OCCASION.fr[intent.occasion]}`)
    if (intent.style && LEANINGS[intent.style].colors.includes(f.color as never))
      parts.push(`un coloris ${STYLE.fr[intent.style]}`)
    if (intent.comfort)
      parts.push(flat ? 'semelle plate pour marcher toute la journée' : 'un talon de 10\u00a0cm bien tenu')
    else if (!flat) parts.push('agneau italien, talon de 10\u00a0cm')
    if (intent.priceMax !== null) parts.push(`${euros(f.price, l)}, dans votre budget`)
    return `${parts.join(', ')}.`
  }
  parts.push(`${f.colorName.en} ${type}`)
  if (intent.occasion && LEANINGS[intent.occasion].types.includes(f.type as never))
    parts.push(`a shape made for ${OCCASION.en[intent.occasion]}`)
  if (intent.style && LEANINGS[intent.style].colors.includes(f.color as never))
    parts.push(`a ${STYLE.en[intent.style]} colour`)
  if (intent.comfort) parts.push(flat ? 'a flat sole to walk in all day' : 'a steady 10 cm heel')
  else if (!flat) parts.push('Italian lambskin on a 10 cm heel')
  if (intent.priceMax !== null) parts.push(`${euros(f.price, l)}, within your budget`)
  return `${parts.join(', ')}.`
}
