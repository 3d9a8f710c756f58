// The French admin is French: select values and help texts that a collection wrote in English only get their French
// from frenchWords.ts, applied once to the built config. Field labels are not guessed here: every visible field
// carries its own { en, fr } label in its collection (tests/integration/french-admin-config.test.ts fails on one
// without), so the English admin never shows a label made from a field name ("Line1", "Pending At").
import type { Field, SanitizedConfig } from 'payload'
import { DESCRIPTION_FR, OPTION_EN, OPTION_FR, OPTION_FR_BY_FIELD } from './frenchWords'

const readable = (s: string) => {
  const spaced = s.replace(/_/g, ' ').replace(/\s+/g, ' ').trim()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase()
}

function option(collection: string, field: string, o: unknown) {
  const value = typeof o === 'string' ? o : (o as { value: string }).value
  const label =
    typeof o === 'string' ? (OPTION_EN[o] ?? readable(o.replace(/-/g, ' '))) : (o as { label: unknown }).label
  if (typeof label !== 'string') return o
  const fr = OPTION_FR_BY_FIELD[`${collection}.${field}.${value}`] ?? OPTION_FR[value]
  return { value, label: fr ? { en: label === value ? (OPTION_EN[value] ?? label) : label, fr } : label }
}

function translate(collection: string, fields: Field[]) {
  for (const field of fields) {
    const f = field as Field & {
      name?: string
      label?: unknown
      options?: unknown[]
      admin?: { description?: unknown }
      fields?: Field[]
      tabs?: { fields: Field[]; label?: unknown }[]
      blocks?: { fields: Field[] }[]
    }
    if (f.type === 'select' || f.type === 'radio')
      (f as { options?: unknown[] }).options = (f.options ?? []).map((o) => option(collection, f.name ?? '', o))
    const description = f.admin?.description
    if (typeof description === 'string' && DESCRIPTION_FR[description])
      f.admin!.description = { en: description, fr: DESCRIPTION_FR[description] }
    if (f.fields) translate(collection, f.fields)
    for (const tab of f.tabs ?? []) translate(collection, tab.fields)
    for (const block of f.blocks ?? []) translate(collection, block.fields)
  }
}

export function frenchAdmin(config: SanitizedConfig): SanitizedConfig {
  for (const c of config.collections) translate(c.slug, c.fields)
  for (const g of config.globals) translate(g.slug, g.fields)
  return config
}
