// Colour and type names for generated imagery, from seed/catalog-plan.md (slug → EN / FR / hex).
// `frPlural` gives the French adjective agreed in the plural with a masculine (escarpins, gants) or feminine
// (bottines, bottes, sandales, baskets) noun; colour nouns used as adjectives (cognac, bordeaux…) are invariable.

export interface ColorInfo {
  hex: string
  en: string
  fr: string
  frPlural: { m: string; f: string }
}

export interface TypeInfo {
  en: string
  fr: string
  /** Grammatical gender of the French noun (plural form in `fr`). */
  gender: 'm' | 'f'
  /** True for heeled styles (10 cm stiletto). */
  heel: boolean
}

export const COLORS: Record<string, ColorInfo> = {
  black: { hex: '#111111', en: 'Black', fr: 'Noir', frPlural: { m: 'noirs', f: 'noires' } },
  red: { hex: '#a3121f', en: 'Red', fr: 'Rouge', frPlural: { m: 'rouges', f: 'rouges' } },
  cognac: { hex: '#8a4b22', en: 'Cognac', fr: 'Cognac', frPlural: { m: 'cognac', f: 'cognac' } },
  ivory: { hex: '#efe8da', en: 'Ivory', fr: 'Ivoire', frPlural: { m: 'ivoire', f: 'ivoire' } },
  burgundy: { hex: '#5a1420', en: 'Burgundy', fr: 'Bordeaux', frPlural: { m: 'bordeaux', f: 'bordeaux' } },
  taupe: { hex: '#8b7d6b', en: 'Taupe', fr: 'Taupe', frPlural: { m: 'taupe', f: 'taupe' } },
  yellow: { hex: '#e8b923', en: 'Yellow', fr: 'Jaune', frPlural: { m: 'jaunes', f: 'jaunes' } },
  nude: { hex: '#d9b49a', en: 'Nude', fr: 'Nude', frPlural: { m: 'nude', f: 'nude' } },
  gold: { hex: '#c9a646', en: 'Gold', fr: 'Or', frPlural: { m: 'or', f: 'or' } },
  white: { hex: '#f5f3ee', en: 'White', fr: 'Blanc', frPlural: { m: 'blancs', f: 'blanches' } },
}

export const TYPES: Record<string, TypeInfo> = {
  'ankle-boots': { en: 'Ankle boots', fr: 'Bottines', gender: 'f', heel: true },
  boots: { en: 'Boots', fr: 'Bottes', gender: 'f', heel: true },
  pumps: { en: 'Pumps', fr: 'Escarpins', gender: 'm', heel: true },
  sandals: { en: 'Sandals', fr: 'Sandales', gender: 'f', heel: true },
  sneakers: { en: 'Sneakers', fr: 'Baskets', gender: 'f', heel: false },
  gloves: { en: 'Gloves', fr: 'Gants', gender: 'm', heel: false },
}

/** Colourways per type, in catalogue order. */
export const COLORWAYS: Record<string, string[]> = {
  'ankle-boots': ['black', 'red', 'cognac', 'ivory'],
  boots: ['black', 'burgundy', 'taupe'],
  pumps: ['black', 'yellow', 'red', 'nude'],
  sandals: ['black', 'gold', 'ivory'],
  sneakers: ['white', 'black'],
  gloves: ['black'],
}

/** Hex for a colour slug, or the value itself when it already is a hex colour. */
export function colorHex(slugOrHex: string): string {
  if (/^#[0-9a-f]{6}$/i.test(slugOrHex)) return slugOrHex.toLowerCase()
  return COLORS[slugOrHex]?.hex ?? '#111111'
}
